import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutingBoard, type RoutingBoard } from '../../../server/domain/telephony/routing-board';
import type { RoutingAgent, RoutingAgentState } from '../../../src/rules/call-routing';

const agent = (id: string, state: RoutingAgentState, readySince: number): RoutingAgent => ({
  id,
  extension: `10${id}`,
  state,
  readySince,
  queues: ['sales'],
  reason: null,
  missed: 0,
  rejected: 0,
});

describe('routing board (the rules with a clock)', () => {
  let board: RoutingBoard;
  const missed: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    missed.length = 0;
    board = createRoutingBoard({
      queues: [
        { id: 'sales', number: '600' },
        { id: 'claims', number: '700', ringTimeoutMs: 5000 },
      ],
      // Agent 2 has been Ready longer than agent 1.
      agents: [agent('1', 'ready', 500_000), agent('2', 'ready', 100_000)],
      onMissed: (a, callId) => missed.push(`${a.id}:${callId}:${a.reason}`),
    });
  });
  afterEach(() => {
    board.close();
    vi.useRealTimers();
  });

  it('offers a call to the longest-idle Ready agent, and asking again gives the same answer', () => {
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '102', wait_position: 0 });
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '102', wait_position: 0 });
  });

  it('an unknown queue number is not routed', () => {
    expect(board.decideOffer('999', 'c1')).toBeNull();
  });

  it('a ring-out the PBX reports: the next agent rings and the first is Not ready "Missed"', () => {
    board.decideOffer('600', 'c1');
    vi.advanceTimersByTime(19_999);
    expect(board.decideOffer('600', 'c1')?.extension).toBe('102');
    board.missed('c1');
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '101', wait_position: 0 });
    expect(missed).toEqual(['2:c1:Missed']);
    expect(board.snapshot().agents.get('2')).toMatchObject({ state: 'not_ready', missed: 1 });
  });

  it("the board's own timer ending a ring with no report is nobody's miss: the call goes back, the agent stays Ready", () => {
    board.decideOffer('600', 'c1');
    vi.advanceTimersByTime(20_000);
    expect(missed).toEqual([]);
    expect(board.snapshot().agents.get('2')).toMatchObject({ state: 'ready', missed: 0 });
    // Agent 2 let it go (tried), so agent 1 is asked now.
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '101', wait_position: 0 });
  });

  it('an answered offer does not time out', () => {
    board.decideOffer('600', 'c1');
    board.answered('c1');
    vi.advanceTimersByTime(60_000);
    expect(missed).toEqual([]);
    expect(board.snapshot().agents.get('2')?.state).toBe('on_call');
    // Asked again after the answer: the same agent, and the caller is not queued a second time.
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '102', wait_position: 0 });
    expect(board.snapshot().waiting).toEqual([]);
  });

  it('callers wait in order with no agent free, and a freed agent takes the first', () => {
    board.agentState('1', 'on_call');
    board.agentState('2', 'on_call');
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 1 });
    expect(board.decideOffer('600', 'c2')).toEqual({ extension: null, wait_position: 2 });
    board.agentState('1', 'ready');
    expect(board.decideOffer('600', 'c1')?.extension).toBe('101');
    expect(board.decideOffer('600', 'c2')).toEqual({ extension: null, wait_position: 1 });
  });

  it('a rejected offer goes to the next agent at once and stops its timer', () => {
    board.decideOffer('600', 'c1');
    board.rejected('c1');
    expect(board.decideOffer('600', 'c1')?.extension).toBe('101');
    board.missed('c1');
    // Only agent 1's offer rang out; the rejecting agent was never marked Missed.
    expect(missed).toEqual(['1:c1:Missed']);
    expect(board.snapshot().agents.get('2')).toMatchObject({ rejected: 1, missed: 0 });
  });

  it("a queue's own ring timeout is used", () => {
    board.upsertAgent({ ...agent('3', 'ready', 1), queues: ['claims'] });
    board.decideOffer('700', 'c9');
    vi.advanceTimersByTime(4999);
    expect(board.decideOffer('700', 'c9')?.extension).toBe('103');
    vi.advanceTimersByTime(1);
    // Back in the queue (nobody else serves claims, so agent 3 is offered it again), with no miss counted.
    expect(board.snapshot().offers.get('c9')?.tried).toEqual(['3']);
    expect(missed).toEqual([]);
  });

  it('a caller hanging up while ringing stops the timer and frees the agent', () => {
    board.decideOffer('600', 'c1');
    board.hungUp('c1');
    vi.advanceTimersByTime(30_000);
    expect(missed).toEqual([]);
    expect(board.snapshot().agents.get('2')?.state).toBe('ready');
  });

  it('a supervisor monitoring a call is offered none (nor a callback) until the session ends, still Ready', () => {
    board.monitoring('2', true);
    // Agent 2 is the longest idle: without the hold they would ring.
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '101', wait_position: 0 });
    expect(board.decideOffer('600', 'c2')).toEqual({ extension: null, wait_position: 1 });
    expect(board.decideOffer('600', 'cb', { arrivedAt: 0 })).toEqual({ extension: null, wait_position: 1 });
    expect(board.snapshot().agents.get('2')).toMatchObject({ state: 'ready', readySince: 100_000 });
    board.monitoring('2', false);
    // The callback arrived first (arrivedAt 0), so it is the one offered when the session ends.
    expect(board.decideOffer('600', 'cb', { arrivedAt: 0 })).toEqual({ extension: '102', wait_position: 0 });
    expect(board.decideOffer('600', 'c2')).toEqual({ extension: null, wait_position: 1 });
    expect(board.monitoringAgents()).toEqual([]);
  });
});

describe('routing board: callers who leave without a word, and the wait limit', () => {
  let board: RoutingBoard;
  const dropped: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    dropped.length = 0;
    board = createRoutingBoard({
      queues: [{ id: 'sales', number: '600' }],
      agents: [agent('1', 'not_ready', 0)],
      leaseMs: 5000,
      maxWaitMs: 60_000,
      onDropped: (callId, why) => dropped.push(`${callId}:${why}`),
    });
  });
  afterEach(() => {
    board.close();
    vi.useRealTimers();
  });

  it('a waiting caller the PBX keeps asking about stays; one it stopped asking about leaves within the lease', () => {
    board.decideOffer('600', 'asked');
    board.decideOffer('600', 'gone');
    for (let s = 0; s < 4; s++) {
      vi.advanceTimersByTime(1000);
      board.decideOffer('600', 'asked');
    }
    expect(board.snapshot().waiting.map((c) => c.callId)).toEqual(['asked', 'gone']);
    vi.advanceTimersByTime(1000);
    board.decideOffer('600', 'asked');
    expect(board.snapshot().waiting.map((c) => c.callId)).toEqual(['asked']);
    expect(dropped).toEqual(['gone:lapsed']);
  });

  it('a lapsed caller the PBX asks about again waits from its first arrival: the wait limit still holds', () => {
    board.decideOffer('600', 'slow');
    vi.advanceTimersByTime(6000); // the PBX, slowed down, does not ask for longer than the lease
    expect(dropped).toEqual(['slow:lapsed']);
    expect(board.decideOffer('600', 'slow')).toEqual({ extension: null, wait_position: 1 });
    vi.advanceTimersByTime(54_000);
    expect(board.decideOffer('600', 'slow')).toMatchObject({ give_up: true });
    expect(board.snapshot().waiting).toEqual([]);
  });

  it('a caller gone before the PBX heard of its offer is not rung: the agent is free again, no miss', () => {
    board.decideOffer('600', 'gone');
    vi.advanceTimersByTime(2000);
    board.agentState('1', 'ready'); // offered at once, but the PBX never asks again
    expect(board.snapshot().agents.get('1')?.state).toBe('offered');
    vi.advanceTimersByTime(3000);
    expect(board.snapshot().offers.size).toBe(0);
    expect(board.snapshot().agents.get('1')).toMatchObject({ state: 'ready', missed: 0 });
    expect(dropped).toEqual(['gone:lapsed']);
  });

  it('an offer the PBX was told to ring is not dropped by the lease (its ring timer reports it)', () => {
    board.agentState('1', 'ready');
    expect(board.decideOffer('600', 'c1')?.extension).toBe('101');
    vi.advanceTimersByTime(10_000);
    expect(board.snapshot().offers.has('c1')).toBe(true);
    expect(dropped).toEqual([]);
  });

  it('a call taken back after a long ring (a reject, a ring-out) keeps its lease until the PBX asks again', () => {
    board.agentState('1', 'ready');
    expect(board.decideOffer('600', 'c1')?.extension).toBe('101');
    vi.advanceTimersByTime(10_000);
    board.rejected('c1');
    vi.advanceTimersByTime(1000); // the PBX's pause after a reject
    expect(dropped).toEqual([]);
    expect(board.decideOffer('600', 'c1')?.extension).toBe('101');
  });

  it('past the wait limit the caller is told to give up and leaves the queue', () => {
    board.decideOffer('600', 'c1');
    for (let s = 0; s < 59; s++) {
      vi.advanceTimersByTime(1000);
      expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 1 });
    }
    vi.advanceTimersByTime(1000);
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 0, give_up: true });
    expect(board.snapshot().waiting).toEqual([]);
    expect(dropped).toEqual(['c1:gave_up']);
    // Ready afterwards: nothing is offered for the caller who left.
    board.agentState('1', 'ready');
    expect(board.snapshot().offers.size).toBe(0);
  });

  it('an agent whose console is gone goes offline; their offer goes back uncounted and their call is let go', () => {
    board.agentState('1', 'ready');
    board.decideOffer('600', 'talking');
    board.answered('talking');
    board.agentGone('1');
    expect(board.snapshot().agents.get('1')).toMatchObject({ state: 'offline', missed: 0 });
    expect(board.snapshot().connected.size).toBe(0);
    board.upsertAgent({ ...agent('2', 'ready', 0) });
    board.agentState('2', 'ready');
    board.decideOffer('600', 'ringing');
    board.agentGone('2');
    expect(board.snapshot().waiting.map((c) => c.callId)).toEqual(['ringing']);
    expect(board.snapshot().agents.get('2')).toMatchObject({ state: 'offline', missed: 0 });
  });
});
