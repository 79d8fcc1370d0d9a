import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { failureText, HttpError } from '../services/http-result';
import { fillPath, navigateTo } from './redirect';
import { runRead, type ReadName } from './reads';

export type QueryInput = {
  /** Which read of src/machines/reads the screen asks for. */
  read: ReadName;
  /** After a successful run, go to this route, filled from the answer (a create that opens what it made). */
  redirect?: string;
  /** Read again this long after each answer (a live table); none when absent. */
  refreshMs?: number;
};
type Context = QueryInput & { params: unknown; data: unknown; error: string | null };

/**
 * One read of a screen (an employee's profile, the plans a filter finds, a customer's summary): `query.run` starts
 * it with parameters and a newer run replaces an older one; the answer stays shown while a refresh runs.
 */
export const queryMachine = setup({
  types: {
    context: {} as Context,
    input: {} as QueryInput,
    events: {} as { type: 'query.run'; params?: unknown },
  },
  actors: {
    fetch: fromPromise<unknown, { read: ReadName; params: unknown }>(({ input, signal }) =>
      runRead(input.read, input.params, signal),
    ),
  },
  actions: { navigate: navigateTo },
  guards: {
    redirects: ({ context }) => context.redirect !== undefined,
    refreshes: ({ context }) => (context.refreshMs ?? 0) > 0,
  },
  delays: { refresh: ({ context }) => context.refreshMs ?? 0 },
}).createMachine({
  id: 'query',
  context: ({ input }) => ({ ...input, params: null, data: null, error: null }),
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
        input: ({ context }) => ({ read: context.read, params: context.params }),
        // One transition whether or not the screen redirects: the redirect is an effect of the answer, not another
        // state, so the graph has no branch that a single screen's input could never take.
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, error: null }),
            enqueueActions(({ context, event, enqueue, check }) => {
              if (check('redirects'))
                enqueue({ type: 'navigate', params: { to: fillPath(context.redirect ?? '', event.output) } });
            }),
          ],
        },
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
    ready: { after: { refresh: { guard: 'refreshes', target: 'loading' } } },
    failed: { after: { refresh: { guard: 'refreshes', target: 'loading' } } },
  },
});
