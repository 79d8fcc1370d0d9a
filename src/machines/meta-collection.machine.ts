import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { failureText, HttpError } from '../services/http-result';
import { metaCall, type MetaPathName } from '../services/metadata-api';

export type MetaCollectionInput = {
  list: MetaPathName;
  listBody?: Record<string, unknown>;
  /** Wait for the first meta.reload (a list whose body is not known yet, e.g. before an index is chosen). */
  deferred?: boolean;
};
export type MetaCollectionEvent =
  | { type: 'meta.reload'; listBody?: Record<string, unknown> }
  | { type: 'meta.save'; path: MetaPathName; payload: Record<string, unknown> }
  | { type: 'meta.remove'; path: MetaPathName; id: number };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The request could not be completed';

/**
 * One list of metadata records (message types, transforms, indexes, queries…): loads it, saves and removes
 * records through the given calls and reloads after each change. The saved record is emitted for the view.
 */
export const metaCollectionMachine = setup({
  types: {
    context: {} as MetaCollectionInput & { rows: unknown[]; error: string | null; notice: string | null },
    events: {} as MetaCollectionEvent,
    input: {} as MetaCollectionInput,
    emitted: {} as
      | { type: 'meta.saved'; record: unknown }
      | { type: 'meta.removed'; id: number }
      | { type: 'meta.loaded'; rows: unknown[] },
  },
  actions: {
    takeListBody: assign({
      listBody: ({ context, event }) =>
        event.type === 'meta.reload' ? (event.listBody ?? context.listBody) : context.listBody,
    }),
  },
  actors: {
    loadRows: fromPromise<unknown[], { list: MetaPathName; body: Record<string, unknown> }>(
      ({ input, signal }) => metaCall<unknown[]>(input.list, input.body, signal),
    ),
    sendChange: fromPromise<unknown, { path: MetaPathName; payload: unknown }>(({ input, signal }) =>
      metaCall<unknown>(input.path, input.payload, signal),
    ),
  },
}).createMachine({
  id: 'metaCollection',
  context: ({ input }) => ({ ...input, listBody: input.listBody ?? {}, rows: [], error: null, notice: null }),
  initial: 'boot',
  states: {
    boot: {
      always: [
        { guard: ({ context }) => Boolean(context.deferred), target: 'waiting' },
        { target: 'loading' },
      ],
    },
    waiting: { on: { 'meta.reload': { target: 'loading', actions: 'takeListBody' } } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRows',
        src: 'loadRows',
        input: ({ context }) => ({ list: context.list, body: context.listBody ?? {} }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ rows: ({ event }) => event.output, error: null }),
            // A view that acts on what a list holds (a load still running) hears it here, not in an effect.
            emit(({ event }) => ({ type: 'meta.loaded' as const, rows: event.output })),
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'meta.reload': {
          target: 'loading',
          actions: assign({ listBody: ({ context, event }) => event.listBody ?? context.listBody }),
        },
        'meta.save': { target: 'saving' },
        'meta.remove': { target: 'removing' },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveRecord',
        src: 'sendChange',
        input: ({ event }) => {
          const e = event as Extract<MetaCollectionEvent, { type: 'meta.save' }>;
          return { path: e.path, payload: e.payload };
        },
        onDone: {
          target: 'loading',
          actions: [
            assign({ notice: 'Saved', error: null }),
            emit(({ event }) => ({ type: 'meta.saved' as const, record: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), notice: null }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeRecord',
        src: 'sendChange',
        input: ({ event }) => {
          const e = event as Extract<MetaCollectionEvent, { type: 'meta.remove' }>;
          return { path: e.path, payload: { id: e.id } };
        },
        onDone: {
          target: 'loading',
          actions: [
            assign({ notice: 'Removed', error: null }),
            emit(({ event }) => ({ type: 'meta.removed' as const, id: (event.output as { id: number }).id })),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), notice: null }),
        },
      },
    },
    failed: { on: { 'meta.reload': { target: 'loading', actions: 'takeListBody' } } },
  },
});

export const metaCollectionSampleEvents = (
  done: (id: string, output: unknown) => EventObject,
  failed: (id: string) => EventObject,
): EventObject[] => [
  { type: 'meta.reload', listBody: {} } as EventObject,
  done('loadRows', [{ id: 1, name: 'member_enrolment' }]),
  failed('loadRows'),
  { type: 'meta.reload' },
  { type: 'meta.save', path: 'messageTypeCreate', payload: { name: 'claim' } } as EventObject,
  done('saveRecord', { id: 2 }),
  failed('saveRecord'),
  { type: 'meta.remove', path: 'messageTypeRemove', id: 2 } as EventObject,
  done('removeRecord', { id: 2 }),
  failed('removeRecord'),
];
