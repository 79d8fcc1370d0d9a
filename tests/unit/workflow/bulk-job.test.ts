import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromObservable, fromPromise, waitFor } from 'xstate';
import type { BulkJob, BulkStarted, BulkStartInput } from '../../../src/contracts/workflow/bulk';
import { bulkJobMachine } from '../../../src/machines/bulk-job.machine';
import { toBulkInput } from '../../../src/rules/bulk-input';
import { HttpError } from '../../../src/services/http-result';

const reading = (done: number, refused: number, finished: boolean): BulkJob => ({
  job_id: 7,
  action: 'assign',
  total: 3,
  done,
  refused,
  finished,
  results: [],
});

describe('bulk job machine', () => {
  it('starts the job, follows each progress reading and keeps the results until dismissed', async () => {
    const started: BulkStartInput[] = [];
    const machine = bulkJobMachine.provide({
      actors: {
        startJob: fromPromise<BulkStarted, BulkStartInput>(async ({ input }) => {
          started.push(input);
          return { job_id: 7, total: 3 };
        }),
        watchJob: fromObservable<BulkJob, { jobId: number }>(() =>
          of(reading(1, 0, false), reading(2, 1, true)),
        ),
      },
    });
    const actor = createActor(machine).start();
    const handled: number[] = [];
    actor.subscribe((s) => s.context.job && handled.push(s.context.job.done + s.context.job.refused));
    let heard = 0;
    actor.on('bulk.finished', () => heard++);
    actor.send({ type: 'bulk.start', input: { ids: [1, 2, 3], action: 'close' } });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(started).toEqual([{ ids: [1, 2, 3], action: 'close' }]);
    expect(handled).toContain(1);
    expect(actor.getSnapshot().context).toMatchObject({ total: 3, job: { done: 2, refused: 1 } });
    expect(heard).toBe(1);
    actor.send({ type: 'bulk.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.job).toBeNull();
  });

  it('says why the service refused to start and stays idle', async () => {
    const machine = bulkJobMachine.provide({
      actors: {
        startJob: fromPromise<BulkStarted, BulkStartInput>(async () => {
          throw new HttpError({
            kind: 'appError',
            errCode: 7,
            msg: 'Your profile does not allow you to act on a selection',
          });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'bulk.start', input: { ids: [1], action: 'close' } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Your profile does not allow you to act on a selection');
  });
});

describe('toBulkInput', () => {
  it('carries what the dialog asked for, for every selected id', () => {
    expect(
      toBulkInput({ action: 'assign', id: 9, wrkgrp_id: 2, owner_user_id: 5, note: 'cover' }, [1, 2]),
    ).toEqual({ ids: [1, 2], action: 'assign', wrkgrp_id: 2, owner_user_id: 5, note: 'cover' });
    expect(toBulkInput({ action: 'priority', id: 9, priority: 'Urgent' }, [3])).toEqual({
      ids: [3],
      action: 'priority',
      priority: 'Urgent',
      note: undefined,
    });
    expect(toBulkInput({ action: 'accept', id: 9 }, [3])).toBeNull();
  });
});
