import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutingBoard, type RoutingBoard } from '../../../server/domain/telephony/routing-board';
import type { RoutingAgent } from '../../../src/rules/call-routing';
import type { QueueOverflowRule } from '../../../src/rules/queue-overflow';

const claimsAgent: RoutingAgent = {
  id: '7',
  extension: '107',
  state: 'on_call',
  readySince: 0,
  queues: ['claims'],
  reason: null,
  missed: 0,
  rejected: 0,
};

describe('routing board: what a queue does at its limit (issue 39)', () => {
  let board: RoutingBoard;
  const moves: string[] = [];
  const start = (rules: [string, QueueOverflowRule][], maxWaitMs?: number) => {
    board = createRoutingBoard({
      queues: [
        { id: 'sales', number: '600' },
        { id: 'claims', number: '700' },
      ],
      agents: [claimsAgent],
      ...(maxWaitMs !== undefined && { maxWaitMs }),
      overflow: new Map(rules),
      onOverflowed: (callId, from, to) => moves.push(`${callId}:${from}>${to}`),
    });
  };
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    moves.length = 0;
  });
  afterEach(() => {
    board.close();
    vi.useRealTimers();
  });

  it("the caller waits the queue's own limit, then goes on to its overflow queue and is offered there", () => {
    start([['sales', { maxWaitSeconds: 3, kind: 'queue', targetQueueId: 'claims' }]], 180_000);
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 1 });
    vi.advanceTimersByTime(2999);
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 1 });
    vi.advanceTimersByTime(1);
    // The PBX still asks by the number dialled; the caller now waits in claims.
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: null, wait_position: 1 });
    expect(moves).toEqual(['c1:sales>claims']);
    expect(board.snapshot().waiting).toMatchObject([
      { callId: 'c1', queueId: 'claims', arrivedAt: 1_000_000 },
    ]);
    board.agentState('7', 'ready');
    expect(board.decideOffer('600', 'c1')).toEqual({ extension: '107', wait_position: 0 });
  });

  it('voicemail or callback at the limit: the caller leaves the queue and the PBX is told where they go', () => {
    start([
      ['sales', { maxWaitSeconds: 2, kind: 'voicemail', targetQueueId: null }],
      ['claims', { maxWaitSeconds: 2, kind: 'callback', targetQueueId: null }],
    ]);
    board.decideOffer('600', 'v');
    board.decideOffer('700', 'b');
    vi.advanceTimersByTime(2000);
    expect(board.decideOffer('600', 'v')).toEqual({
      extension: null,
      wait_position: 0,
      give_up: true,
      overflow: 'voicemail',
    });
    expect(board.decideOffer('700', 'b')).toMatchObject({ give_up: true, overflow: 'callback' });
    expect(board.snapshot().waiting).toEqual([]);
  });

  it("the service's limit caps a queue's longer one; overflows that point at each other end the call", () => {
    start(
      [
        ['sales', { maxWaitSeconds: 600, kind: 'queue', targetQueueId: 'claims' }],
        ['claims', { maxWaitSeconds: 600, kind: 'queue', targetQueueId: 'sales' }],
      ],
      5000,
    );
    // The PBX asks each second, as Kamailio does (the caller's lease).
    const waitAsking = (seconds: number) => {
      for (let s = 0; s < seconds; s += 1) {
        vi.advanceTimersByTime(1000);
        board.decideOffer('600', 'c');
      }
    };
    board.decideOffer('600', 'c');
    waitAsking(5);
    expect(moves).toEqual(['c:sales>claims']);
    waitAsking(4);
    vi.advanceTimersByTime(1000);
    expect(board.decideOffer('600', 'c')).toEqual({ extension: null, wait_position: 0, give_up: true });
    expect(moves).toEqual(['c:sales>claims']);
  });
});
