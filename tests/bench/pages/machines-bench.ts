import { createActor, type AnyActorLogic, type EventObject } from 'xstate';
import { editControlMachine } from '../../../src/machines/edit-control.machine';
import { layoutMachine } from '../../../src/machines/layout.machine';

type Subject = { logic: AnyActorLogic; input?: unknown; cycle: EventObject[] };

/** Machines measured where they run, in the browser; each cycle returns the actor to where it started.
 * Add the telephony and workflow-lists machines here when they land. */
const subjects: Record<string, Subject> = {
  layout: {
    logic: layoutMachine,
    cycle: [
      { type: 'layout.toggle' },
      { type: 'layout.toggle' },
      { type: 'layout.openChild', name: 'Employers' } as EventObject,
      { type: 'layout.navigated' },
    ],
  },
  'edit control': {
    logic: editControlMachine,
    input: {},
    cycle: [
      { type: 'edit.start', values: { name: 'Bonitas', phone: '0821234567' } } as EventObject,
      { type: 'edit.update', payload: { name: '' }, valid: false } as EventObject,
      { type: 'edit.cancel' },
    ],
  },
};

export const machineNames = async (): Promise<string[]> => Object.keys(subjects);

const subjectOf = (name: string): Subject => {
  const subject = subjects[name];
  if (!subject) throw new Error(`no machine subject "${name}"`);
  return subject;
};

export async function machineEventsPerSecond(name: string, events: number): Promise<number> {
  const subject = subjectOf(name);
  const actor = createActor(subject.logic, { input: subject.input }).start();
  const start = performance.now();
  for (let i = 0; i < events; i++) actor.send(subject.cycle[i % subject.cycle.length]);
  const seconds = (performance.now() - start) / 1000;
  actor.stop();
  return events / seconds;
}

type MemoryInfo = { usedJSHeapSize: number };
const heap = (): number => (performance as unknown as { memory: MemoryInfo }).memory.usedJSHeapSize;
const gc = (): void => (window as unknown as { gc?: () => void }).gc?.();

/** Heap growth per started actor over `count` live actors; the runner starts Chromium with exposed gc and
 * precise memory info so the figure is exact rather than bucketed. */
export async function machineBytesPerActor(name: string, count: number): Promise<number> {
  const subject = subjectOf(name);
  gc();
  const before = heap();
  const actors = Array.from({ length: count }, () =>
    createActor(subject.logic, { input: subject.input }).start(),
  );
  gc();
  const after = heap();
  actors.forEach((a) => a.stop());
  return (after - before) / count;
}
