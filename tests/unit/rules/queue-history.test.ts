import { describe, expect, it } from 'vitest';
import type { QueueStats } from '../../../src/contracts/telephony/calls';
import { withSample } from '../../../src/rules/queue-history';

const queue = (waiting: number, ready: number) => ({
  id: 1,
  name: 'Member services',
  agents_ready: ready,
  agents_not_ready: 0,
  waiting,
  calls_today: 0,
  answered_today: 0,
  missed_today: 0,
  average_talk_seconds: 0,
});
const stats = (at: string, ...queues: ReturnType<typeof queue>[]): QueueStats => ({ queues, at });

describe('the live queue history', () => {
  it('sums every queue of the agent into one reading', () => {
    expect(withSample([], stats('2026-11-27T08:00:00.000Z', queue(2, 1), queue(3, 4)))).toEqual([
      { at: '2026-11-27T08:00:00.000Z', waiting: 5, ready: 5 },
    ]);
  });

  it('drops readings older than the window and a repeat of the same moment', () => {
    const old = { at: '2026-11-27T08:00:00.000Z', waiting: 1, ready: 1 };
    const recent = { at: '2026-11-27T08:09:30.000Z', waiting: 2, ready: 1 };
    const same = { at: '2026-11-27T08:10:00.000Z', waiting: 9, ready: 9 };
    expect(withSample([old, recent, same], stats('2026-11-27T08:10:00.000Z', queue(0, 3)))).toEqual([
      recent,
      { at: '2026-11-27T08:10:00.000Z', waiting: 0, ready: 3 },
    ]);
  });
});
