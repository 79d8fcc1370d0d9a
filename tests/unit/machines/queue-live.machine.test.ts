import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, type EventObject } from 'xstate';
import type { TelephonyUser } from '../../../src/contracts/telephony/details';
import { queueLiveMachine, type QueueLiveEvent } from '../../../src/machines/queue-live.machine';

const naledi: TelephonyUser = {
  user_id: 3,
  user_name: 'Naledi Mokoena',
  telephony_details: {
    sip_ext: '1003',
    agent_queues: [{ id: 1, name: 'Member services' }],
    state: 'ready',
    pause_reason: null,
  },
};

/** The machine with the poll and the clock as subjects the test pushes into. */
const queueLive = () => {
  const polls = new Subject<QueueLiveEvent>();
  const ticks = new Subject<QueueLiveEvent>();
  const actor = createActor(
    queueLiveMachine.provide({
      actors: {
        liveUsers: fromEventObservable(() => polls.asObservable() as Observable<EventObject>),
        clock: fromEventObservable(() => ticks.asObservable() as Observable<EventObject>),
      },
      delays: { loadingShown: 20 },
    }),
  ).start();
  const driver = {
    actor,
    loaded: (users: TelephonyUser[], at = 1000) => (polls.next({ type: 'live.loaded', users, at }), driver),
    failed: (error: string) => (polls.next({ type: 'live.failed', error }), driver),
    tick: (now: number) => (ticks.next({ type: 'live.tick', now }), driver),
    wait: (ms: number) => new Promise((r) => setTimeout(r, ms)).then(() => driver),
    expectLoading: (loading: boolean) => (
      expect(actor.getSnapshot().hasTag('loading')).toBe(loading),
      driver
    ),
  };
  return driver;
};

describe('queueLive machine', () => {
  it('shows no loading state for a quick first answer', () => {
    const live = queueLive().expectLoading(false).loaded([naledi]);
    expect(live.actor.getSnapshot().context.queues.map((q) => q.name)).toEqual(['Member services']);
    live.expectLoading(false);
  });

  it('shows the loading state once the first answer takes over 100 ms (20 here)', async () => {
    const live = await queueLive().wait(40);
    live.expectLoading(true).loaded([]).expectLoading(false);
    expect(live.actor.getSnapshot().context.queues).toEqual([]);
  });

  it('a failed poll keeps the last figures and says why; the next snapshot clears it', () => {
    const live = queueLive().loaded([naledi]).failed('The service did not answer');
    expect(live.actor.getSnapshot().context).toMatchObject({ error: 'The service did not answer' });
    expect(live.actor.getSnapshot().context.queues).toHaveLength(1);
    live.loaded([naledi], 6000);
    expect(live.actor.getSnapshot().context).toMatchObject({ error: null, at: 6000, now: 6000 });
  });

  it('the clock moves now between snapshots', () => {
    const live = queueLive().loaded([naledi], 1000).tick(2000).tick(3000);
    expect(live.actor.getSnapshot().context).toMatchObject({ at: 1000, now: 3000 });
  });
});
