import { describe, expect, it } from 'vitest';
import { lapsedCalls, touch, waitingLeaseMs } from '../../../src/rules/call-lease';
import {
  arrive,
  createRoutingState,
  onAgentGone,
  onAnswer,
  onOfferLapsed,
  route,
  type RoutingAgent,
  type RoutingAgentState,
} from '../../../src/rules/call-routing';
import { waitedLimit as overdue } from '../../../src/rules/queue-overflow';

const agent = (id: string, state: RoutingAgentState, readySince = 0): RoutingAgent => ({
  id,
  extension: `1${id}`,
  state,
  readySince,
  queues: ['sales'],
  reason: null,
  missed: 0,
  rejected: 0,
});

const world = (...agents: RoutingAgent[]) => createRoutingState([{ id: 'sales', number: '600' }], agents);

describe('the lease on waiting callers (the PBX asks about each one every second)', () => {
  it('a caller asked about within the lease stays; one not asked about for the lease is lapsed', () => {
    let state = arrive(arrive(world(), 'a', 'sales', 0), 'b', 'sales', 0);
    state = touch(state, 'a', 4000);
    expect(lapsedCalls(state, waitingLeaseMs - 1)).toEqual([]);
    expect(lapsedCalls(state, waitingLeaseMs)).toEqual(['b']);
    expect(lapsedCalls(state, 4000 + waitingLeaseMs)).toEqual(['a', 'b']);
  });

  it('an offer the PBX has not asked about since it was made lapses; once asked about (ringing) it does not', () => {
    const offered = route(arrive(world(agent('1', 'ready')), 'c', 'sales', 0), 1000).state;
    expect(offered.offers.get('c')).toMatchObject({ agentId: '1', delivered: false, seenAt: 0 });
    expect(lapsedCalls(offered, waitingLeaseMs)).toEqual(['c']);
    const ringing = touch(offered, 'c', 2000);
    expect(ringing.offers.get('c')).toMatchObject({ delivered: true, seenAt: 2000 });
    expect(lapsedCalls(ringing, 60_000)).toEqual([]);
  });

  it('touching an unknown call changes nothing', () => {
    const state = world();
    expect(touch(state, 'x', 1)).toBe(state);
  });

  it('a waiting caller is overdue at the wait limit; an offered one is not', () => {
    const waiting = arrive(world(), 'w', 'sales', 0);
    expect(overdue(waiting, 'w', 59_999, 60_000)).toBe(false);
    expect(overdue(waiting, 'w', 60_000, 60_000)).toBe(true);
    const offered = route(arrive(world(agent('1', 'ready')), 'o', 'sales', 0), 0).state;
    expect(overdue(offered, 'o', 120_000, 60_000)).toBe(false);
  });
});

describe('offers nobody confirmed, agents whose console is gone', () => {
  it('a lapsed offer returns the call to the queue with the agent noted as tried, and the agent free, uncounted', () => {
    const offered = route(arrive(world(agent('1', 'ready', 5)), 'c', 'sales', 0), 10).state;
    const back = onOfferLapsed(offered, 'c', 7000);
    expect(back.offers.size).toBe(0);
    // Its lease starts afresh: the PBX asks again after the report, not before it.
    expect(back.waiting).toEqual([
      { callId: 'c', queueId: 'sales', arrivedAt: 0, seenAt: 7000, tried: ['1'] },
    ]);
    expect(back.agents.get('1')).toMatchObject({ state: 'ready', readySince: 5, missed: 0 });
    expect(onOfferLapsed(back, 'c', 7000)).toBe(back);
  });

  it('an agent gone while on a call is offline and the call is no longer theirs', () => {
    const talking = onAnswer(route(arrive(world(agent('1', 'ready')), 'c', 'sales', 0), 0).state, 'c');
    const gone = onAgentGone(talking, '1', 0);
    expect(gone.agents.get('1')?.state).toBe('offline');
    expect(gone.connected.size).toBe(0);
    expect(onAgentGone(gone, 'nobody', 0)).toBe(gone);
  });

  it('an agent gone while offered: offline, and the call waits again', () => {
    const offered = route(arrive(world(agent('1', 'ready')), 'c', 'sales', 0), 0).state;
    const gone = onAgentGone(offered, '1', 0);
    expect(gone.agents.get('1')).toMatchObject({ state: 'offline', missed: 0 });
    expect(gone.waiting.map((c) => c.callId)).toEqual(['c']);
  });
});
