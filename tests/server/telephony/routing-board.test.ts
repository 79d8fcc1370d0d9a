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

  it('after 20 s without an answer the next agent rings and the first is Not ready "Missed"', () => {
    board.decideOffer('600', 'c1');
    vi.advanceTimersByTime(19_999);
    expect(board.decideOffer('600', 'c1')?.extension).toBe('102');
    vi.advanceTimersByTime(1);
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '101', wait_position: 0 });
    expect(missed).toEqual(['2:c1:Missed']);
    expect(board.snapshot().agents.get('2')).toMatchObject({ state: 'not_ready', missed: 1 });
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
    vi.advanceTimersByTime(20_000);
    // Only agent 1's offer rang out; the rejecting agent was never marked Missed.
    expect(missed).toEqual(['1:c1:Missed']);
    expect(board.snapshot().agents.get('2')).toMatchObject({ rejected: 1, missed: 0 });
  });

  it("a queue's own ring timeout is used", () => {
    board.upsertAgent({ ...agent('3', 'ready', 1), queues: ['claims'] });
    board.decideOffer('700', 'c9');
    vi.advanceTimersByTime(5000);
    expect(missed).toEqual(['3:c9:Missed']);
  });

  it('a caller hanging up while ringing stops the timer and frees the agent', () => {
    board.decideOffer('600', 'c1');
    board.hungUp('c1');
    vi.advanceTimersByTime(30_000);
    expect(missed).toEqual([]);
    expect(board.snapshot().agents.get('2')?.state).toBe('ready');
  });
});
