import { describe, expect, it } from 'vitest';
import {
  arrive,
  createRoutingState,
  missedReason,
  onAnswer,
  onHangup,
  onOfferTimeout,
  onReject,
  route,
  setAgentState,
  waitPosition,
  type RoutingAgent,
  type RoutingAgentState,
  type RoutingState,
} from '../../../src/rules/call-routing';

const agent = (
  id: string,
  state: RoutingAgentState,
  readySince: number,
  queues: string[] = ['sales'],
): RoutingAgent => ({
  id,
  extension: `1${id}`,
  state,
  readySince,
  queues,
  reason: null,
  missed: 0,
  rejected: 0,
});

const world = (agents: RoutingAgent[]): RoutingState =>
  createRoutingState(
    [
      { id: 'sales', number: '600' },
      { id: 'claims', number: '700', ringTimeoutMs: 8000 },
      { id: 'empty', number: '800' },
    ],
    agents,
  );

/** Arrivals then one routing pass: who is offered which call. */
const offered = (state: RoutingState, calls: [string, string][], now = 1000) => {
  let s = state;
  calls.forEach(([callId, queueId], i) => (s = arrive(s, callId, queueId, now + i)));
  const result = route(s, now + calls.length);
  return { ...result, pairs: result.offers.map((o) => `${o.callId}→${o.agentId}`) };
};

describe('call routing: who gets the offer', () => {
  const cases: { name: string; agents: RoutingAgent[]; calls: [string, string][]; expected: string[] }[] = [
    {
      name: 'the longest-idle of two Ready agents',
      agents: [agent('a', 'ready', 500), agent('b', 'ready', 100)],
      calls: [['c1', 'sales']],
      expected: ['c1→b'],
    },
    {
      name: 'agents on a call, in wrap-up, Not ready or offline are skipped',
      agents: [
        agent('a', 'on_call', 1),
        agent('b', 'not_ready', 2),
        agent('c', 'wrap_up', 3),
        agent('d', 'offline', 4),
        agent('e', 'ready', 900),
      ],
      calls: [['c1', 'sales']],
      expected: ['c1→e'],
    },
    {
      name: 'two callers and one free agent: the first caller is offered',
      agents: [agent('a', 'ready', 10), agent('b', 'on_call', 1)],
      calls: [
        ['c1', 'sales'],
        ['c2', 'sales'],
      ],
      expected: ['c1→a'],
    },
    {
      name: 'an agent in two queues takes the earlier caller of either',
      agents: [agent('a', 'ready', 10, ['claims', 'sales'])],
      calls: [
        ['c1', 'claims'],
        ['c2', 'sales'],
      ],
      expected: ['c1→a'],
    },
    {
      name: 'a queue with no agents keeps its callers while another queue is served',
      agents: [agent('a', 'ready', 10)],
      calls: [
        ['c1', 'empty'],
        ['c2', 'sales'],
      ],
      expected: ['c2→a'],
    },
    {
      name: 'agents of another queue are not offered',
      agents: [agent('a', 'ready', 1, ['claims'])],
      calls: [['c1', 'sales']],
      expected: [],
    },
  ];
  it.each(cases)('$name', ({ agents, calls, expected }) => {
    expect(offered(world(agents), calls).pairs).toEqual(expected);
  });
});

describe('call routing: what happens after an offer', () => {
  const two = () => offered(world([agent('a', 'ready', 500), agent('b', 'ready', 100)]), [['c1', 'sales']]);

  it('no answer: the next agent is offered and the first goes Not ready "Missed"', () => {
    const next = route(onOfferTimeout(two().state, 'c1', 30_000), 30_000);
    expect(next.offers.map((o) => o.agentId)).toEqual(['a']);
    expect(next.state.agents.get('b')).toMatchObject({ state: 'not_ready', reason: missedReason, missed: 1 });
  });

  it('reject: the next agent is offered and the rejection is counted', () => {
    const next = route(onReject(two().state, 'c1', 5000), 5000);
    expect(next.offers.map((o) => o.agentId)).toEqual(['a']);
    expect(next.state.agents.get('b')).toMatchObject({ state: 'ready', readySince: 5000, rejected: 1 });
    expect(next.state.agents.get('a')?.rejected).toBe(0);
  });

  it('a lone agent who rejected is offered the call again (nobody else is free)', () => {
    const lone = offered(world([agent('a', 'ready', 1)]), [['c1', 'sales']]);
    expect(route(onReject(lone.state, 'c1', 5000), 5000).offers.map((o) => o.agentId)).toEqual(['a']);
  });

  it('a missed call goes back to the head of its queue, before later callers', () => {
    const { state } = offered(world([agent('a', 'ready', 1), agent('b', 'on_call', 1)]), [
      ['c1', 'sales'],
      ['c2', 'sales'],
    ]);
    const missed = onOfferTimeout(state, 'c1', 30_000);
    expect(waitPosition(missed, 'c1')).toBe(1);
    expect(waitPosition(missed, 'c2')).toBe(2);
    const freed = route(setAgentState(missed, 'b', 'ready', 40_000), 40_000);
    expect(freed.offers.map((o) => `${o.callId}→${o.agentId}`)).toEqual(['c1→b']);
  });

  it('a rejected call stays ahead of a caller who arrived in the same millisecond', () => {
    const first = route(arrive(world([agent('a', 'ready', 1)]), 'c1', 'sales', 1000), 1000);
    const both = route(arrive(first.state, 'c2', 'sales', 1000), 1000).state;
    const again = route(onReject(both, 'c1', 1000), 1000);
    expect(again.offers.map((o) => `${o.callId}→${o.agentId}`)).toEqual(['c1→a']);
    expect(waitPosition(again.state, 'c2')).toBe(1);
  });

  it('two callers wait in order; the first freed agent takes the first caller', () => {
    const { state } = offered(world([agent('a', 'on_call', 1), agent('b', 'on_call', 1)]), [
      ['c1', 'sales'],
      ['c2', 'sales'],
    ]);
    expect([waitPosition(state, 'c1'), waitPosition(state, 'c2')]).toEqual([1, 2]);
    const freed = route(setAgentState(state, 'b', 'ready', 9000), 9000);
    expect(freed.offers.map((o) => `${o.callId}→${o.agentId}`)).toEqual(['c1→b']);
    expect(waitPosition(freed.state, 'c2')).toBe(1);
  });

  it('ring timeout is 20 s by default and the queue may set its own', () => {
    const agents = [agent('a', 'ready', 1, ['sales', 'claims']), agent('b', 'ready', 2, ['claims'])];
    const { offers } = offered(world(agents), [
      ['c1', 'sales'],
      ['c2', 'claims'],
    ]);
    expect(offers.map((o) => o.expiresAt - o.offeredAt)).toEqual([20_000, 8000]);
  });

  it('answer puts the agent on the call; hang-up sends them to wrap-up', () => {
    const answered = onAnswer(two().state, 'c1');
    expect(answered.agents.get('b')?.state).toBe('on_call');
    expect(answered.offers.size).toBe(0);
    expect(onHangup(answered, 'c1').agents.get('b')?.state).toBe('wrap_up');
  });

  it('the end of a call does not disturb an agent already reported Ready and offered the next call', () => {
    const answered = onAnswer(two().state, 'c1');
    const next = route(arrive(setAgentState(answered, 'b', 'ready', 3000), 'c2', 'sales', 3000), 3000);
    expect(next.offers.map((o) => o.agentId)).toEqual(['a']);
    const busy = route(arrive(next.state, 'c3', 'sales', 3001), 3001);
    expect(busy.offers.map((o) => o.agentId)).toEqual(['b']);
    const ended = onHangup(busy.state, 'c1');
    expect(ended.agents.get('b')?.state).toBe('offered');
    expect(ended.offers.get('c3')?.agentId).toBe('b');
  });

  it('a caller who hangs up while ringing frees the agent with their idle time kept', () => {
    const after = onHangup(two().state, 'c1');
    expect(after.agents.get('b')).toMatchObject({ state: 'ready', readySince: 100 });
    expect(after.offers.size).toBe(0);
  });

  it('a caller who hangs up while waiting leaves the queue', () => {
    const { state } = offered(world([]), [['c1', 'sales']]);
    expect(onHangup(state, 'c1').waiting).toEqual([]);
  });

  it('an agent holding an offer keeps it whatever state is reported meanwhile', () => {
    const { state } = two();
    expect(setAgentState(state, 'b', 'not_ready', 2000)).toBe(state);
  });

  it('becoming Ready starts the idle clock; staying Ready does not reset it', () => {
    const s = world([agent('a', 'not_ready', 1), agent('b', 'ready', 50)]);
    const a = setAgentState(s, 'a', 'ready', 100);
    expect(a.agents.get('a')?.readySince).toBe(100);
    expect(setAgentState(a, 'b', 'ready', 200).agents.get('b')?.readySince).toBe(50);
  });
});
