import { assign, emit, fromPromise, setup } from 'xstate';
import type { PollingEntry } from '../contracts/workflow/desk';
import { caseDeskApi } from '../services/case-desk-api';
import { HttpError, failureText, unwrap } from '../services/http-result';

type Context = { caseId: number; entries: PollingEntry[]; reviewing: number | null; error: string | null };
export type PollingEntriesEvent = { type: 'polling.review'; id: number } | { type: 'polling.retry' };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';

/** The results outside systems were polled for on a case; a new one can be marked Reviewed (spec §4), once. */
export const pollingEntriesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as PollingEntriesEvent,
    input: {} as { caseId: number },
    emitted: {} as { type: 'case.changed' },
  },
  actors: {
    loadEntries: fromPromise<PollingEntry[], number>(async ({ input }) =>
      unwrap(await caseDeskApi.polling(input)),
    ),
    reviewEntry: fromPromise<PollingEntry[], number>(async ({ input }) =>
      unwrap(await caseDeskApi.review(input)),
    ),
  },
  guards: {
    isUnreviewed: ({ context }, params: { id: number }) =>
      context.entries.some((e) => e.id === params.id && e.status === 'New'),
  },
}).createMachine({
  id: 'pollingEntries',
  context: ({ input }) => ({ caseId: input.caseId, entries: [], reviewing: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => context.caseId,
        onDone: { target: 'ready', actions: assign({ entries: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'polling.retry': 'loading' } },
    ready: {
      on: {
        'polling.review': {
          guard: { type: 'isUnreviewed', params: ({ event }) => ({ id: event.id }) },
          target: 'reviewing',
          actions: assign({ reviewing: ({ event }) => event.id, error: null }),
        },
      },
    },
    reviewing: {
      tags: ['busy'],
      invoke: {
        id: 'reviewEntry',
        src: 'reviewEntry',
        input: ({ context }) => context.reviewing as number,
        onDone: {
          target: 'ready',
          actions: [
            assign({ entries: ({ event }) => event.output, reviewing: null }),
            emit({ type: 'case.changed' }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ reviewing: null, error: ({ event }) => errorText(event.error) }),
        },
      },
    },
  },
});
