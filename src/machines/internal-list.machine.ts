import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { internalOrgApi, type InternalListName } from '../services/internal-org-api';

export type InternalListInput = { list: InternalListName; body?: Record<string, unknown> };
export type InternalListEvent = { type: 'list.load'; body?: Record<string, unknown> };

/**
 * One read of the internal-organisation area (employees, departments, staff users, FSPs, a customer's details):
 * loads at start and again on list.load with a new body (a search, another id). A load in flight is replaced.
 */
export const internalListMachine = setup({
  types: {
    context: {} as {
      list: InternalListName;
      body: Record<string, unknown>;
      data: unknown;
      error: string | null;
    },
    events: {} as InternalListEvent,
    input: {} as InternalListInput,
  },
  actors: {
    loadList: fromPromise<unknown, { list: InternalListName; body: Record<string, unknown> }>(
      async ({ input, signal }) =>
        unwrap<unknown>(await internalOrgApi.list(input.list, input.body, { signal })),
    ),
  },
}).createMachine({
  id: 'internalList',
  context: ({ input }) => ({ list: input.list, body: input.body ?? {}, data: null, error: null }),
  initial: 'loading',
  on: {
    'list.load': {
      target: '.loading',
      reenter: true,
      actions: assign({ body: ({ context, event }) => event.body ?? context.body }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ list: context.list, body: context.body }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'Some Internal Error Occurred',
          }),
        },
      },
    },
    ready: {},
    failed: {},
  },
});

export const internalListSampleEvents: EventObject[] = [
  {
    type: 'xstate.done.actor.loadList',
    output: [{ id: 1, name: 'Highveld Health Brokers (Pty) Ltd' }],
  } as EventObject,
  { type: 'list.load', body: { query: 'karoo' } } as EventObject,
  { type: 'xstate.error.actor.loadList', error: new Error('refused') } as EventObject,
];
