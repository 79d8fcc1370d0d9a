import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromEventObservable, fromPromise } from 'xstate';
import type { HomeFigures } from '../../../src/contracts/home';
import { homeMachine, movesFigures, type HomeEvent } from '../../../src/machines/home.machine';
import { phoneStateText } from '../../../src/rules/phone-state';

const figures = (n: number): HomeFigures => ({
  sections: ['work'],
  work: {
    cases: { overdue: n, due_today: 0, due_later: 0, paused: 0 },
    leads: { overdue: 0, due_today: 0, due_later: 0, paused: 0 },
    tasks: { overdue: 0, due_today: 0 },
    meetings_today: 0,
    unread_notifications: 0,
    calls_today: null,
  },
  team: null,
  at: '2026-11-26T08:00:00.000Z',
});

/** The home machine with a counted load and a push channel the test drives. */
const home = () => {
  let loads = 0;
  const pushes = new Subject<HomeEvent>();
  const machine = homeMachine.provide({
    actors: {
      loadHome: fromPromise(async () => figures(++loads)),
      pushes: fromEventObservable(() => pushes),
    },
  });
  const actor = createActor(machine).start();
  const overdue = () => actor.getSnapshot().context.figures?.work?.cases.overdue ?? null;
  return { actor, push: () => pushes.next({ type: 'home.push' }), loads: () => loads, overdue };
};

afterEach(() => vi.useRealTimers());

describe('home machine: live figures', () => {
  it('reloads once shortly after a burst of pushes, without a reload of the page', async () => {
    vi.useFakeTimers();
    const h = home();
    await vi.advanceTimersByTimeAsync(10);
    expect(h.loads()).toBe(1);
    for (let i = 0; i < 5; i++) {
      h.push();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(h.loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(800);
    expect(h.loads()).toBe(2);
    expect(h.overdue()).toBe(2);
    h.actor.stop();
  });

  it('a push during a load is not lost: it reloads once the load is done', async () => {
    vi.useFakeTimers();
    const h = home();
    h.push();
    await vi.advanceTimersByTimeAsync(10);
    expect(h.loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.loads()).toBe(2);
    h.actor.stop();
  });

  it('refreshes every minute for the clock (an SLA turns overdue without a push)', async () => {
    vi.useFakeTimers();
    const h = home();
    await vi.advanceTimersByTimeAsync(60_010);
    expect(h.loads()).toBe(2);
    h.actor.stop();
  });
});

describe('home machine: which pushes reload the figures', () => {
  it('a change, a notification, and the channel coming up: changes made before it were not pushed here', () => {
    expect(movesFigures({ kind: 'notification' })).toBe(true);
    expect(movesFigures({ kind: 'ready' })).toBe(true);
    expect(movesFigures({ kind: 'lost' })).toBe(false);
    expect(movesFigures({ kind: 'presence', presence: { record_id: 1, viewers: [], seq: 1 } })).toBe(false);
  });
});

describe('phoneStateText', () => {
  it.each<[string, string[] | null, string | null, string]>([
    ['no softphone', null, null, 'Offline'],
    ['softphone not signed in', ['pre-login'], null, 'Offline'],
    ['ready in the queue', ['signed-in', 'in-queue', 'ready', 'sip-connected'], null, 'Ready'],
    ['on a call beats ready', ['signed-in', 'ready', 'in-call', 'connected'], null, 'On call'],
    ['paused with a reason', ['signed-in', 'in-queue', 'not-ready'], 'Lunch', 'Not ready: Lunch'],
    ['connection trouble first', ['signed-in', 'sip-failed', 'ready'], null, 'Disconnected'],
  ])('%s', (_, tags, reason, expected) =>
    expect(phoneStateText(tags && new Set(tags), reason)).toBe(expected),
  );

  it('says telephony is unavailable while no SIP server has answered, and reconnecting after a drop', () => {
    const retrying = new Set(['signed-in', 'sip-reconnecting']);
    expect(phoneStateText(retrying, null, true)).toBe('Telephony unavailable');
    expect(phoneStateText(retrying, null, false)).toBe('Reconnecting…');
  });
});
