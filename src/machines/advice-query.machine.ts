import { assign, fromPromise, setup } from 'xstate';
import { failureText, HttpError } from '../services/http-result';

/**
 * One read of the advice screens (an employee's profile, the plans a filter finds, a comparison): the view
 * provides `fetch`; `query.run` starts it with parameters, a newer run replaces an older one.
 */
export const adviceQueryMachine = setup({
  types: {
    context: {} as { params: unknown; data: unknown; error: string | null },
    events: {} as { type: 'query.run'; params?: unknown },
  },
  actors: {
    fetch: fromPromise<unknown, unknown>(async () => {
      throw new Error('fetch is provided by the screen');
    }),
  },
}).createMachine({
  id: 'adviceQuery',
  context: { params: null, data: null, error: null },
  initial: 'idle',
  on: {
    'query.run': { target: '.loading', actions: assign({ params: ({ event }) => event.params ?? null }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetch',
        src: 'fetch',
        input: ({ context }: { context: { params: unknown } }) => context.params,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError
                ? failureText(event.error.failure)
                : 'The data could not be loaded',
          }),
        },
      },
    },
    ready: {},
    failed: {},
  },
});
