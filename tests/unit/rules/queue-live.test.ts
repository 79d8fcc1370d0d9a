import { describe, expect, it } from 'vitest';
import type { TelephonyUser } from '../../../src/contracts/telephony/details';
import {
  agentPhoneLabel,
  aggregateQueues,
  clockText,
  longestWaitNow,
  timeInState,
} from '../../../src/rules/queue-live';

type Details = TelephonyUser['telephony_details'];
const member = { id: 1, name: 'Member services' };
const claims = { id: 2, name: 'Claims' };
const user = (id: number, name: string, details: Partial<Details>): TelephonyUser => ({
  user_id: id,
  user_name: name,
  telephony_details: {
    sip_ext: `100${id}`,
    agent_queues: [member],
    state: 'ready',
    pause_reason: null,
    ...details,
  },
});
const liveMember = (waiting: number, longest: number) => ({
  ...member,
  number: '7001',
  waiting,
  longest_wait_seconds: longest,
});

describe('aggregateQueues', () => {
  it.each([
    ['recorded ready', { state: 'ready' }, 'ready', 'Ready'],
    [
      'recorded not ready with a reason',
      { state: 'not_ready', pause_reason: 'Lunch' },
      'not_ready',
      'Not ready: Lunch',
    ],
    ['recorded logged out', { state: 'logged_out' }, 'offline', 'Offline'],
    ['live offered', { live_state: 'offered' }, 'on_call', 'Ringing'],
    ['live on call over a recorded ready', { state: 'ready', live_state: 'on_call' }, 'on_call', 'On call'],
    ['live wrap-up', { live_state: 'wrap_up' }, 'wrap_up', 'Wrap-up'],
    ['live offline', { live_state: 'offline' }, 'offline', 'Offline'],
  ] as const)('%s → %s, "%s"', (_name, details, bucket, label) => {
    const [queue] = aggregateQueues([user(1, 'Naledi', details as Partial<Details>)]);
    expect(queue?.agents[0]).toMatchObject({ bucket, label });
    expect(queue?.counts[bucket]).toBe(1);
  });

  it('groups users by queue id, each user in every queue they answer, queues and agents by name', () => {
    const queues = aggregateQueues([
      user(1, 'Zanele', { agent_queues: [member, claims] }),
      user(2, 'Anele', { agent_queues: [member], state: 'not_ready' }),
    ]);
    expect(queues.map((q) => q.name)).toEqual(['Claims', 'Member services']);
    expect(queues[1]?.agents.map((a) => a.name)).toEqual(['Anele', 'Zanele']);
    expect(queues[1]?.counts).toEqual({ ready: 1, not_ready: 1, on_call: 0, wrap_up: 0, offline: 0 });
  });

  it('without live figures: waiting and longest wait unknown, missed and rejected unknown', () => {
    const [queue] = aggregateQueues([user(1, 'Naledi', {})]);
    expect(queue).toMatchObject({ waiting: null, longest_wait_seconds: null, number: null });
    expect(queue?.agents[0]).toMatchObject({ missed: null, rejected: null, since: null });
  });

  it('with live figures: the queue takes them (the largest of two snapshots), counts come through', () => {
    const queues = aggregateQueues([
      user(1, 'Naledi', { live_queues: [liveMember(2, 40)], missed: 1, rejected: 0 }),
      user(2, 'Thabo', { live_queues: [liveMember(3, 35)] }),
    ]);
    expect(queues).toHaveLength(1);
    expect(queues[0]).toMatchObject({ waiting: 3, longest_wait_seconds: 40, number: '7001' });
    expect(queues[0]?.agents[0]).toMatchObject({ name: 'Naledi', missed: 1, rejected: 0 });
  });

  it('no users: no queues (the empty state)', () => {
    expect(aggregateQueues([])).toEqual([]);
  });
});

describe('clocks', () => {
  it.each([
    [0, '0:00'],
    [9.7, '0:09'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('clockText(%s) → %s', (seconds, text) => expect(clockText(seconds)).toBe(text));

  it('the longest wait ticks on from the snapshot while callers wait; unknown stays —', () => {
    const [queue] = aggregateQueues([user(1, 'Naledi', { live_queues: [liveMember(1, 40)] })]);
    expect(queue && longestWaitNow(queue, 1000, 6000)).toBe('0:45');
    const [empty] = aggregateQueues([user(1, 'Naledi', { live_queues: [liveMember(0, 0)] })]);
    expect(empty && longestWaitNow(empty, 1000, 6000)).toBe('0:00');
    const [unknown] = aggregateQueues([user(1, 'Naledi', {})]);
    expect(unknown && longestWaitNow(unknown, 1000, 6000)).toBe('—');
  });

  it('time in state from live_since', () => {
    expect(timeInState('2026-11-26T08:00:00.000Z', Date.parse('2026-11-26T08:01:30.000Z'))).toBe('1:30');
    expect(timeInState(null, 0)).toBe('—');
    expect(timeInState('not a date', 0)).toBe('—');
  });
});

describe("an agent's phone state as a supervisor reads it", () => {
  it.each([
    [{ state: 'logged_out', pause_reason: null }, 'Offline'],
    [{ state: 'ready', pause_reason: null }, 'Ready'],
    [{ state: 'not_ready', pause_reason: 'Lunch' }, 'Not ready: Lunch'],
    [{ state: 'not_ready', pause_reason: null }, 'Not ready'],
    // The live state, when the queue router reports one, wins over the recorded one.
    [{ state: 'logged_out', pause_reason: null, live_state: 'ready' }, 'Ready'],
    [{ state: 'ready', pause_reason: null, live_state: 'offline' }, 'Offline'],
    [{ state: 'ready', pause_reason: null, live_state: 'offered' }, 'Ringing'],
    [{ state: 'ready', pause_reason: null, live_state: 'on_call' }, 'On call'],
  ] as const)('%j reads "%s"', (details, words) => {
    expect(agentPhoneLabel(details)).toBe(words);
  });

  it("is the label of the same agent's Queues live row", () => {
    const details = { state: 'not_ready', pause_reason: 'Training', live_state: 'not_ready' } as const;
    const [queue] = aggregateQueues([user(7, 'Naledi', details)]);
    expect(queue.agents[0].label).toBe(agentPhoneLabel(details));
  });
});
