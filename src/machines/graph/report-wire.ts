import type { EventObject } from 'xstate';
import type { MachinePath, PathStage } from './paths';
import type { MachineReport } from './report';

/*
 * A report crosses from the worker by structured clone, and some sample events cannot (the softphone's carry its
 * children's snapshots, functions inside). Both sides build the same registry from the same modules, so a step's
 * event that is one of the entry's samples travels as its index and the console takes its own copy back.
 */
type WireEvent = { sample: number } | { event: EventObject };
type WirePath = Omit<MachinePath, 'steps'> & {
  steps: (Omit<MachinePath['steps'][number], 'event'> & WireEvent)[];
};
export type WireReport = Omit<MachineReport, 'paths'> & { paths: WirePath[] };

export type ReportRequest = { id: string };
export type ReportMessage =
  | { id: string; kind: 'stage'; stage: PathStage }
  | { id: string; kind: 'done'; report: WireReport }
  | { id: string; kind: 'failed'; text: string };

export const packReport = (report: MachineReport, samples: readonly EventObject[]): WireReport => ({
  ...report,
  paths: report.paths.map((path) => ({
    ...path,
    steps: path.steps.map(({ event, ...step }) => {
      const sample = samples.indexOf(event);
      return sample >= 0 ? { ...step, sample } : { ...step, event };
    }),
  })),
});

export const unpackReport = (wire: WireReport, samples: readonly EventObject[]): MachineReport => ({
  ...wire,
  paths: wire.paths.map((path) => ({
    ...path,
    steps: path.steps.map((step) => {
      const { state, tags } = step;
      return { state, tags, event: 'sample' in step ? samples[step.sample] : step.event };
    }),
  })),
});
