import { describe, expect, it } from 'vitest';
import type { QueueServiceLevel } from '../../../src/contracts/telephony/service-level';
import {
  abandonStanding,
  dayFigures,
  serviceLevelStanding,
  waitStanding,
  type QueueCallFact,
} from '../../../src/rules/service-level';
import { boardFigures, longestWaitSeconds } from '../../../src/rules/wallboard';

const call = (over: Partial<QueueCallFact>): QueueCallFact => ({
  arrivedAt: 0,
  answeredAt: null,
  endedAt: null,
  wrapUpEndedAt: null,
  outcome: null,
  ...over,
});

describe('service-level figures', () => {
  it('counts only callers with an outcome, and answered on the target second as within it', () => {
    const f = dayFigures(
      [
        call({ answeredAt: 20_000, endedAt: 80_000, outcome: 'answered' }),
        call({ answeredAt: 21_000, outcome: 'answered' }), // still talking: no handle time yet
        call({ endedAt: 4_000, outcome: 'abandoned' }),
        call({ outcome: 'callback', endedAt: 9_000 }),
        call({}), // waiting
      ],
      20,
    );
    expect(f).toEqual({
      offered: 4,
      answered: 2,
      answered_within_target: 1,
      abandoned: 1,
      overflowed: 0,
      other: 1,
      service_level: 25,
      abandon_rate: 25,
      average_speed_of_answer_seconds: 21, // (20 + 21) ÷ 2 = 20.5, rounded
      average_handle_time_seconds: 60,
      average_after_call_work_seconds: null,
    });
  });

  it('has no rate on a day with no caller (a dash, not 0 %)', () => {
    expect(dayFigures([call({})], 20)).toMatchObject({ offered: 0, service_level: null, abandon_rate: null });
  });

  it('stands against the thresholds at their edges', () => {
    expect([80, 79.9, 70, 69.9, null].map((v) => serviceLevelStanding(v, 80))).toEqual([
      'good',
      'warn',
      'warn',
      'bad',
      'none',
    ]);
    expect([5, 5.1, 10, 10.1, null].map(abandonStanding)).toEqual(['good', 'warn', 'warn', 'bad', 'none']);
    expect([0, 20, 21, 40, 41, null].map((s) => waitStanding(s, 20))).toEqual([
      'none',
      'good',
      'warn',
      'warn',
      'bad',
      'none',
    ]);
  });
});

describe('the wallboard’s row', () => {
  const queue: QueueServiceLevel = {
    queue_id: 1,
    name: 'Member Services – Pretoria',
    number: '5001',
    target: { percent: 80, seconds: 20 },
    day: {
      offered: 6,
      answered: 3,
      answered_within_target: 2,
      abandoned: 2,
      overflowed: 1,
      other: 0,
      service_level: 33.3,
      abandon_rate: 33.3,
      average_speed_of_answer_seconds: 25,
      average_handle_time_seconds: 380,
      average_after_call_work_seconds: 45,
    },
    live: {
      waiting: 2,
      longest_wait_seconds: 15,
      agents: { ready: 1, on_call: 2, wrap_up: 0, not_ready: 1, offline: 3 },
    },
  };

  it('ticks the longest wait on from the snapshot while callers wait, and says each standing in words', () => {
    expect(longestWaitSeconds(queue, 1000, 11_500)).toBe(25);
    const shown = Object.fromEntries(boardFigures(queue, 1000, 11_500).map((f) => [f.key, f]));
    expect(shown.longest).toMatchObject({ value: '0:25', standing: 'warn', words: 'Near the limit' });
    // en-ZA writes a decimal comma.
    expect(shown.service_level).toMatchObject({ value: '33,3 %', standing: 'bad', words: 'Below target' });
    expect(shown.service_level?.note).toBe('2 of 6 within 20 s · target 80 %');
    expect(shown.aht?.value).toBe('6:20');
    expect(shown.on_call?.value).toBe('2');
  });
});
