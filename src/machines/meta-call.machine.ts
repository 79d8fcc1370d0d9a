import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { failureText, HttpError } from '../services/http-result';
import { metaCall, type MetaPathName } from '../services/metadata-api';

export type MetaCallEvent =
  { type: 'call.send'; path: MetaPathName; body: Record<string, unknown> } | { type: 'call.clear' };
/** A call to make at once: a view keyed by the record it shows starts with its load, no effect needed. */
export type MetaCallInput = { path: MetaPathName; body: Record<string, unknown> } | undefined;
type Context = {
  result: unknown;
  error: string | null;
  path: MetaPathName | null;
  body: Record<string, unknown>;
};

/**
 * One metadata call on demand (run a query, check or load a GUID, read a detail): the last answer or error is
 * kept for the view; a new send replaces a call still in flight.
 */
export const metaCallMachine = setup({
  types: {
    context: {} as Context,
    events: {} as MetaCallEvent,
    input: {} as MetaCallInput,
  },
  actors: {
    sendCall: fromPromise<unknown, { path: MetaPathName; body: Record<string, unknown> }>(
      ({ input, signal }) => metaCall(input.path, input.body, signal),
    ),
  },
}).createMachine({
  id: 'metaCall',
  context: ({ input }) => ({ result: null, error: null, path: input?.path ?? null, body: input?.body ?? {} }),
  initial: 'idle',
  on: {
    'call.send': {
      target: '.calling',
      actions: assign({ path: ({ event }) => event.path, body: ({ event }) => event.body, error: null }),
    },
    'call.clear': { target: '.idle', actions: assign({ result: null, error: null, path: null }) },
  },
  states: {
    // With a first call as input the machine leaves at once (no transient state: idle is where it rests).
    idle: { always: { guard: ({ context }) => context.path !== null, target: 'calling' } },
    calling: {
      tags: ['busy'],
      invoke: {
        id: 'sendCall',
        src: 'sendCall',
        // calling is entered only with a path (from call.send or the input).
        input: ({ context }) => ({ path: context.path as MetaPathName, body: context.body }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            result: null,
            error: ({ event }) =>
              event.error instanceof HttpError ? failureText(event.error.failure) : 'The request failed',
          }),
        },
      },
    },
    done: {},
    failed: {},
  },
});

export const metaCallSampleEvents = (
  done: (id: string, output: unknown) => EventObject,
  failed: (id: string) => EventObject,
): EventObject[] => [
  {
    type: 'call.send',
    path: 'checkGuid',
    body: { index_id: 1, guid: '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b' },
  } as EventObject,
  done('sendCall', { loaded: false }),
  failed('sendCall'),
  { type: 'call.clear' },
];
