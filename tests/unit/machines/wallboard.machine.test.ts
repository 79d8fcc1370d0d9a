import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, type EventObject } from 'xstate';
import type { ServiceLevelReport } from '../../../src/contracts/telephony/service-level';
import { wallboardMachine, type WallboardEvent } from '../../../src/machines/wallboard.machine';

const report: ServiceLevelReport = {
  day: '2026-11-29',
  at: '2026-11-29T08:00:00.000Z',
  queues: [],
  hours: [],
};

/** The machine with the refresh and the clock as subjects the test pushes into. */
const wallboard = () => {
  const reports = new Subject<WallboardEvent>();
  const ticks = new Subject<WallboardEvent>();
  const actor = createActor(
    wallboardMachine.provide({
      actors: {
        reports: fromEventObservable(() => reports.asObservable() as Observable<EventObject>),
        clock: fromEventObservable(() => ticks.asObservable() as Observable<EventObject>),
      },
      delays: { loadingShown: 20 },
    }),
  ).start();
  const driver = {
    actor,
    loaded: (at = 1000) => (reports.next({ type: 'wallboard.loaded', report, at }), driver),
    failed: (error: string) => (reports.next({ type: 'wallboard.failed', error }), driver),
    tick: (now: number) => (ticks.next({ type: 'wallboard.tick', now }), driver),
    wait: (ms: number) => new Promise((r) => setTimeout(r, ms)).then(() => driver),
    context: () => actor.getSnapshot().context,
  };
  return driver;
};

describe('wallboard machine', () => {
  it('shows the loading state only once the first answer is late, then the figures', async () => {
    const board = wallboard();
    expect(board.actor.getSnapshot().hasTag('loading')).toBe(false);
    await board.wait(40);
    expect(board.actor.getSnapshot().hasTag('loading')).toBe(true);
    board.loaded(5000);
    expect(board.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(board.context()).toMatchObject({ report, at: 5000, now: 5000, error: null });
  });

  it('ticks the clock between refreshes, keeps the last figures through a failure, and clears it on the next', () => {
    const board = wallboard().loaded(1000).tick(4000);
    expect(board.context().now).toBe(4000);
    board.failed('The service did not answer');
    expect(board.context()).toMatchObject({ report, error: 'The service did not answer' });
    board.loaded(6000);
    expect(board.context()).toMatchObject({ error: null, at: 6000 });
  });
});
