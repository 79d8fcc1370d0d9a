import { assign, fromPromise, setup } from 'xstate';
import type { DashboardSummary } from '../contracts/system';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { homeReads } from '../services/home-reads';
import { systemApi } from '../services/system-api';

export type DashboardEvent = { type: 'dashboard.refresh' };

/** Live counts on the home page: loaded on entry, refreshed on request and every minute while shown. */
export const dashboardMachine = setup({
  types: {
    context: {} as { summary: DashboardSummary | null; error: string | null },
    events: {} as DashboardEvent,
  },
  actors: {
    // The first load takes the answer already requested beside the role map, when there is one.
    loadSummary: fromPromise<DashboardSummary>(async () =>
      unwrap(await (homeReads.take('summary') ?? systemApi.dashboardSummary())),
    ),
  },
  delays: { refreshPeriod: 60000 },
}).createMachine({
  id: 'dashboard',
  context: { summary: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The summary could not be loaded',
          }),
        },
      },
    },
    ready: { after: { refreshPeriod: 'loading' }, on: { 'dashboard.refresh': 'loading' } },
    failed: { on: { 'dashboard.refresh': 'loading' } },
  },
});
