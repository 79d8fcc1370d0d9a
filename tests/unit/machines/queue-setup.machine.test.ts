import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { QueueSetupList, QueueSetupSaveRequest } from '../../../src/contracts/telephony/queue-setup';
import { queueSetupMachine } from '../../../src/machines/queue-setup.machine';
import { HttpError } from '../../../src/services/http-result';

const list = (recording: 'never' | 'always'): QueueSetupList => ({
  queues: [
    {
      queue_id: 2,
      name: 'Claims Support – Johannesburg',
      number: '5002',
      tenant_name: 'Johannesburg Office',
      ring_timeout_seconds: 20,
      wrap_up_seconds: 30,
      max_wait_seconds: null,
      overflow: 'end',
      overflow_queue_id: null,
      overflow_queue_name: null,
      recording_mode: recording,
    },
  ],
  default_max_wait_seconds: 180,
  can_set_recording: true,
});
const request: QueueSetupSaveRequest = {
  queue_id: 2,
  max_wait_seconds: 0,
  overflow: 'voicemail',
  overflow_queue_id: null,
  recording_mode: 'always',
};

/** The machine over a service that holds one queue and answers saves as `answer` says. */
function world(answer: (r: QueueSetupSaveRequest) => unknown) {
  let held = list('never');
  const saved: string[] = [];
  const actor = createActor(
    queueSetupMachine.provide({
      actors: {
        list: fromPromise(async () => held),
        save: fromPromise(async ({ input }: { input: QueueSetupSaveRequest }) => {
          const out = answer(input);
          held = list(input.recording_mode === 'always' ? 'always' : 'never');
          return out;
        }),
      },
    }),
  );
  actor.on('queues.saved', ({ text }) => saved.push(text));
  actor.start();
  return { actor, saved };
}

describe('Call queues (issue 39)', () => {
  it('a saved queue closes its form, says so by name and shows the list the service now holds', async () => {
    const w = world(() => null);
    await waitFor(w.actor, (s) => s.matches('ready'));
    w.actor.send({ type: 'queues.edit', queueId: 2 });
    w.actor.send({ type: 'queues.save', request });
    await waitFor(w.actor, (s) => s.matches('ready') && s.context.editing === null);
    expect(w.saved).toEqual(['Saved: Claims Support – Johannesburg']);
    expect(w.actor.getSnapshot().context.list?.queues[0].recording_mode).toBe('always');
  });

  it('a validation refusal keeps the form open with the service’s message under its field', async () => {
    const w = world(() => {
      throw new HttpError({
        kind: 'appError',
        errCode: 1,
        msg: 'max_wait_seconds: Too small: expected number to be >=1',
      });
    });
    await waitFor(w.actor, (s) => s.matches('ready'));
    w.actor.send({ type: 'queues.edit', queueId: 2 });
    w.actor.send({ type: 'queues.save', request });
    await waitFor(w.actor, (s) => s.matches('ready') && Object.keys(s.context.fieldErrors).length > 0);
    const { context } = w.actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ max_wait_seconds: 'Too small: expected number to be >=1' });
    expect(context.editing).toBe(2);
    expect(context.error).toBeNull();
    expect(w.saved).toEqual([]);
  });

  it('any other refusal is the form’s error, and choosing another queue clears it', async () => {
    const w = world(() => {
      throw new HttpError({ kind: 'appError', errCode: 3, msg: "You may not change a queue's recording" });
    });
    await waitFor(w.actor, (s) => s.matches('ready'));
    w.actor.send({ type: 'queues.edit', queueId: 2 });
    w.actor.send({ type: 'queues.save', request });
    await waitFor(w.actor, (s) => s.context.error !== null);
    expect(w.actor.getSnapshot().context.error).toBe("You may not change a queue's recording");
    w.actor.send({ type: 'queues.cancel' });
    expect(w.actor.getSnapshot().context).toMatchObject({ error: null, editing: null });
  });
});
