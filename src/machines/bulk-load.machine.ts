import { takeWhile } from 'rxjs';
import { assign, emit, fromObservable, fromPromise, setup, type EventObject } from 'xstate';
import type { BulkLoad, BulkLoadDetail } from '../contracts/metadata/entities';
import { failureText, HttpError } from '../services/http-result';
import { metaCall, metaCallQuiet } from '../services/metadata-api';
import { poll } from '../streams/poll';

export type BulkLoadEvent =
  | { type: 'bulk.start'; indexId: number }
  | { type: 'bulk.watch'; loadId: number }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.dismiss' };

type Context = { loadId: number | null; detail: BulkLoadDetail | null; error: string | null };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The bulk load could not be started';

/** How often the console asks for a running load's progress. */
export const progressPeriodMs = 500;

/**
 * A bulk load seen from the console: start it (after the view's confirmation), then watch its progress —
 * received, indexed, failed and the failed rows — until it completes, fails or is cancelled.
 */
export const bulkLoadMachine = setup({
  types: {
    context: {} as Context,
    events: {} as BulkLoadEvent,
    emitted: {} as { type: 'bulk.finished'; loadId: number | null },
  },
  actors: {
    createLoad: fromPromise<BulkLoad, { indexId: number }>(({ input, signal }) =>
      metaCall<BulkLoad>('bulkLoadCreate', { index_id: input.indexId, confirmed: true }, signal),
    ),
    cancelLoad: fromPromise<BulkLoad, { loadId: number }>(({ input, signal }) =>
      metaCall<BulkLoad>('bulkLoadUpdate', { id: input.loadId, action: 'cancel' }, signal),
    ),
    // Emits every detail while running, and the first one that is not (takeWhile inclusive).
    watchProgress: fromObservable<BulkLoadDetail, { loadId: number }>(({ input }) =>
      poll(
        () => metaCallQuiet<BulkLoadDetail>('bulkLoadById', { id: input.loadId, failures_limit: 200 }),
        progressPeriodMs,
        {
          initialDelayMs: 0,
        },
      ).pipe(takeWhile((detail) => detail.status === 'running', true)),
    ),
  },
}).createMachine({
  id: 'bulkLoad',
  context: { loadId: null, detail: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.start': 'starting',
        'bulk.watch': {
          target: 'watching',
          actions: assign({ loadId: ({ event }) => event.loadId, error: null }),
        },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'createLoad',
        src: 'createLoad',
        input: ({ event }) => ({
          indexId: (event as Extract<BulkLoadEvent, { type: 'bulk.start' }>).indexId,
        }),
        onDone: {
          target: 'watching',
          actions: assign({ loadId: ({ event }) => event.output.id, detail: null, error: null }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    watching: {
      tags: ['running'],
      invoke: {
        id: 'watchProgress',
        src: 'watchProgress',
        input: ({ context }) => ({ loadId: context.loadId ?? 0 }),
        onSnapshot: {
          // Path replay sends this event without a snapshot; the live actor always carries one.
          actions: assign({ detail: ({ context, event }) => event.snapshot?.context ?? context.detail }),
        },
        onDone: 'finished',
        onError: {
          target: 'finished',
          actions: assign({ error: 'Progress could not be read; reopen the load from its history' }),
        },
      },
      on: { 'bulk.cancel': 'cancelling' },
    },
    cancelling: {
      tags: ['busy', 'running'],
      invoke: {
        id: 'cancelLoad',
        src: 'cancelLoad',
        input: ({ context }) => ({ loadId: context.loadId ?? 0 }),
        onDone: 'watching',
        onError: { target: 'watching', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    finished: {
      // The view reloads the load history and the index's counts when it hears this.
      entry: emit(({ context }) => ({ type: 'bulk.finished' as const, loadId: context.loadId })),
      on: {
        'bulk.dismiss': { target: 'idle', actions: assign({ loadId: null, detail: null, error: null }) },
        'bulk.start': 'starting',
        'bulk.watch': {
          target: 'watching',
          actions: assign({ loadId: ({ event }) => event.loadId, error: null }),
        },
      },
    },
  },
});

export const bulkLoadSampleEvents = (
  done: (id: string, output: unknown) => EventObject,
  failed: (id: string) => EventObject,
): EventObject[] => [
  { type: 'bulk.start', indexId: 1 } as EventObject,
  done('createLoad', { id: 7 }),
  failed('createLoad'),
  { type: 'bulk.watch', loadId: 7 } as EventObject,
  { type: 'bulk.cancel' },
  done('cancelLoad', { id: 7 }),
  failed('cancelLoad'),
  done('watchProgress', undefined),
  failed('watchProgress'),
  { type: 'bulk.dismiss' },
];
