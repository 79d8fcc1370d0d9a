import { fromObservable, setup } from 'xstate';
import { debugApi } from '../services/debug-api';
import { poll } from '../streams/poll';

export const reportPeriodMs = 10_000;
export type StateReportInput = {
  /** This console's actor states at the moment of a report (the inspector's view, redacted by the caller). */
  collect: () => Record<string, string>;
};

/**
 * A signed-in console tells the service its actors' states every 10 s (the first after 1 s), so a supervisor's team
 * view shows each agent live. A failed report is retried at the next tick, never shown.
 */
export const stateReportMachine = setup({
  types: { context: {} as StateReportInput, input: {} as StateReportInput },
  actors: {
    report: fromObservable<unknown, StateReportInput>(({ input }) =>
      poll(() => debugApi.report({ states: input.collect() }), reportPeriodMs, { initialDelayMs: 1000 }),
    ),
  },
}).createMachine({
  id: 'stateReport',
  context: ({ input }) => input,
  initial: 'reporting',
  states: {
    reporting: {
      tags: ['reporting'],
      invoke: { id: 'report', src: 'report', input: ({ context }) => context },
    },
  },
});
