import { describe, expect, it } from 'vitest';
import { arrive, createRoutingState, waitPosition } from '../../../src/rules/call-routing';
import {
  makesLoop,
  maxWaitMsOf,
  overflowOf,
  overflowToQueue,
  waitedLimit,
  type QueueOverflowRule,
} from '../../../src/rules/queue-overflow';

const world = () =>
  createRoutingState(
    [
      { id: 'sales', number: '600' },
      { id: 'claims', number: '700' },
      { id: 'help', number: '800' },
    ],
    [],
  );
const rule = (r: Partial<QueueOverflowRule>): QueueOverflowRule => ({
  maxWaitSeconds: null,
  kind: 'end',
  targetQueueId: null,
  ...r,
});

describe("a queue's wait limit", () => {
  it("is the queue's own, never above the service's ceiling; the ceiling when the queue has none", () => {
    expect(maxWaitMsOf(rule({ maxWaitSeconds: 30 }), 180)).toBe(30_000);
    expect(maxWaitMsOf(rule({ maxWaitSeconds: 600 }), 180)).toBe(180_000);
    expect(maxWaitMsOf(rule({}), 180)).toBe(180_000);
    expect(maxWaitMsOf(undefined, 180)).toBe(180_000);
    expect(maxWaitMsOf(rule({ maxWaitSeconds: 45 }))).toBe(45_000);
    expect(maxWaitMsOf(undefined)).toBeUndefined();
  });
});

describe('overflow to another queue', () => {
  it("queues the caller in the target by their first arrival, and the target's limit counts from the move", () => {
    let state = arrive(world(), 'early', 'sales', 1000);
    state = arrive(state, 'later', 'claims', 5000);
    state = overflowToQueue(state, 'early', 'claims', 61_000);
    const moved = state.waiting.find((c) => c.callId === 'early');
    expect(moved).toMatchObject({ queueId: 'claims', arrivedAt: 1000 });
    // First arrival keeps their place: ahead of the claims caller who came later.
    expect(waitPosition(state, 'early')).toBe(1);
    expect(waitPosition(state, 'later')).toBe(2);
    // 60 s since arrival, but only 30 s in claims: a 45 s limit there has not been reached.
    expect(waitedLimit(state, 'early', 91_000, 45_000)).toBe(false);
    expect(waitedLimit(state, 'early', 106_000, 45_000)).toBe(true);
  });

  it('never sends a caller back to a queue they have been in, nor to itself or an unknown queue', () => {
    const toClaims = rule({ kind: 'queue', targetQueueId: 'claims' });
    const toSales = rule({ kind: 'queue', targetQueueId: 'sales' });
    let state = arrive(world(), 'c', 'sales', 0);
    const first = state.waiting[0];
    expect(first && overflowOf(toClaims, first, state.queues)).toEqual({ kind: 'queue', queueId: 'claims' });
    state = overflowToQueue(state, 'c', 'claims', 60_000);
    const moved = state.waiting[0];
    // claims overflows back to sales: the caller was there, so the call ends rather than going round.
    expect(moved && overflowOf(toSales, moved, state.queues)).toEqual({ kind: 'end' });
    expect(first && overflowOf(toSales, first, state.queues)).toEqual({ kind: 'end' });
    const gone = rule({ kind: 'queue', targetQueueId: 'nowhere' });
    expect(first && overflowOf(gone, first, state.queues)).toEqual({ kind: 'end' });
    expect(first && overflowOf(rule({ kind: 'voicemail' }), first, state.queues)).toEqual({
      kind: 'voicemail',
    });
  });

  it('an admin change that would make a ring of overflows is found, however long the ring', () => {
    const targets = new Map<string, string | null>([
      ['sales', null],
      ['claims', 'help'],
      ['help', 'sales'],
    ]);
    expect(makesLoop(targets, 'sales', 'claims')).toBe(true);
    expect(makesLoop(targets, 'sales', 'sales')).toBe(true);
    expect(makesLoop(targets, 'help', 'sales')).toBe(false);
    expect(
      makesLoop(
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
        'c',
        'a',
      ),
    ).toBe(false);
  });
});
