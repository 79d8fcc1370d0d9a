import { assign, fromPromise, setup } from 'xstate';
import type { CaseHistoryEntry, CaseRecord } from '../contracts/workflow/cases';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';

type Loaded = { record: CaseRecord; history: CaseHistoryEntry[] };

/** One case or lead with its audit trail: loaded on entry, reloaded on request. */
export const caseDetailMachine = setup({
  types: {
    context: {} as {
      id: number;
      record: CaseRecord | null;
      history: CaseHistoryEntry[];
      error: string | null;
    },
    events: {} as { type: 'detail.reload' },
    input: {} as { id: number },
  },
  actors: {
    loadCase: fromPromise<Loaded, number>(async ({ input }) => {
      const [record, history] = await Promise.all([
        workflowApi.getCase(input),
        workflowApi.caseHistory(input),
      ]);
      return { record: unwrap(record), history: unwrap(history) };
    }),
  },
}).createMachine({
  id: 'caseDetail',
  context: ({ input }) => ({ id: input.id, record: null, history: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: assign({
            record: ({ event }) => event.output.record,
            history: ({ event }) => event.output.history,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The case could not be loaded',
          }),
        },
      },
    },
    ready: { on: { 'detail.reload': 'loading' } },
    failed: { on: { 'detail.reload': 'loading' } },
  },
});
