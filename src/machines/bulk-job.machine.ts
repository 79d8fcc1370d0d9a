import { from, takeWhile } from 'rxjs';
import { assign, emit, fromObservable, fromPromise, setup, type EventObject } from 'xstate';
import type { BulkJob, BulkStarted, BulkStartInput } from '../contracts/workflow/bulk';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';
import { poll } from '../streams/poll';

export type BulkJobEvent = { type: 'bulk.start'; input: BulkStartInput } | { type: 'bulk.dismiss' };

type Context = { jobId: number | null; total: number; job: BulkJob | null; error: string | null };

/** Often enough that a thousand records move the bar visibly; each read is one small indexed row. */
export const bulkPollMs = 300;

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The bulk action could not be started';

/**
 * A bulk action seen from the console (issue 19): start the job, then read its progress until the service says
 * it has finished; the results (done, and each refused record with why) stay until dismissed. The lists are not
 * this machine's business: each committed record reaches them through the push channel.
 */
export const bulkJobMachine = setup({
  types: {
    context: {} as Context,
    events: {} as BulkJobEvent,
    emitted: {} as { type: 'bulk.finished'; job: BulkJob | null },
  },
  actors: {
    startJob: fromPromise<BulkStarted, BulkStartInput>(async ({ input, signal }) =>
      unwrap(await workflowApi.bulkStart(input, signal)),
    ),
    // Emits every reading while running, and the first finished one (takeWhile inclusive), then completes.
    watchJob: fromObservable<BulkJob, { jobId: number }>(({ input }) =>
      poll(() => from(workflowApi.bulkGet(input.jobId).then(unwrap)), bulkPollMs, {
        initialDelayMs: 0,
      }).pipe(takeWhile((job) => !job.finished, true)),
    ),
  },
}).createMachine({
  id: 'bulkJob',
  context: { jobId: null, total: 0, job: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'bulk.start': 'starting' } },
    starting: {
      tags: ['busy', 'running'],
      entry: assign({ job: null, error: null }),
      invoke: {
        id: 'startJob',
        src: 'startJob',
        input: ({ event }) => (event as Extract<BulkJobEvent, { type: 'bulk.start' }>).input,
        onDone: {
          target: 'watching',
          actions: assign({
            jobId: ({ event }) => event.output.job_id,
            total: ({ event }) => event.output.total,
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    watching: {
      tags: ['running'],
      invoke: {
        id: 'watchJob',
        src: 'watchJob',
        input: ({ context }) => ({ jobId: context.jobId ?? 0 }),
        onSnapshot: {
          // Path replay sends this event without a snapshot; the live actor always carries one.
          actions: assign({ job: ({ context, event }) => event.snapshot?.context ?? context.job }),
        },
        onDone: 'finished',
        onError: {
          target: 'finished',
          actions: assign({ error: 'Progress could not be read; the lists show what was done' }),
        },
      },
    },
    finished: {
      // The desk clears its selection when it hears this.
      entry: emit(({ context }) => ({ type: 'bulk.finished' as const, job: context.job })),
      on: {
        'bulk.dismiss': { target: 'idle', actions: assign({ jobId: null, job: null, error: null }) },
      },
    },
  },
});

export const bulkJobSampleEvents = (
  done: (id: string, output: unknown) => EventObject,
  failed: (id: string) => EventObject,
): EventObject[] => [
  { type: 'bulk.start', input: { ids: [1, 2], action: 'close' } } as EventObject,
  done('startJob', { job_id: 7, total: 2 }),
  failed('startJob'),
  done('watchJob', undefined),
  failed('watchJob'),
  { type: 'bulk.dismiss' },
];
