import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { failureText, HttpError } from '../services/http-result';
import { metaCall, type MetaPathName } from '../services/metadata-api';

export type MetaCallEvent =
  { type: 'call.send'; path: MetaPathName; body: Record<string, unknown> } | { type: 'call.clear' };

/**
 * One metadata call on demand (run a query, check or load a GUID, read a detail): the last answer or error is
 * kept for the view; a new send replaces a call still in flight.
 */
export const metaCallMachine = setup({
  types: {
    context: {} as { result: unknown; error: string | null; path: MetaPathName | null },
    events: {} as MetaCallEvent,
  },
  actors: {
    sendCall: fromPromise<unknown, { path: MetaPathName; body: Record<string, unknown> }>(
      ({ input, signal }) => metaCall(input.path, input.body, signal),
    ),
  },
}).createMachine({
  id: 'metaCall',
  context: { result: null, error: null, path: null },
  initial: 'idle',
  on: {
    'call.send': { target: '.calling', actions: assign({ path: ({ event }) => event.path, error: null }) },
    'call.clear': { target: '.idle', actions: assign({ result: null, error: null, path: null }) },
  },
  states: {
    idle: {},
    calling: {
      tags: ['busy'],
      invoke: {
        id: 'sendCall',
        src: 'sendCall',
        input: ({ event }) => {
          const e = event as Extract<MetaCallEvent, { type: 'call.send' }>;
          return { path: e.path, body: e.body };
        },
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
