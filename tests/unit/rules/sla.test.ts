import { describe, expect, it } from 'vitest';
import type { CaseStatus } from '../../../src/contracts/workflow/cases';
import { computeSla, slaRank, workingMinutesBetween, type SlaInput } from '../../../src/rules/sla';

// South African time (UTC+2). 23 Nov 2026 is a Monday; 28–29 Nov the weekend.
const at = (s: string): Date => {
  const [d, h, m] = s.split(/[ :]/).map(Number);
  return new Date(Date.UTC(2026, 10, d, h - 2, m));
};
const iso = (d: Date) => d.toISOString();

const base: SlaInput = {
  createdAt: at('23 09:00'),
  responseMinutes: 60,
  resolutionMinutes: 240,
  firstResponseAt: null,
  statusChanges: [],
  status: 'Open',
  closedAt: null,
  now: at('23 09:30'),
};
const changes = (...list: [string, CaseStatus][]) => list.map(([t, status]) => ({ at: at(t), status }));

describe('workingMinutesBetween', () => {
  it.each([
    ['23 09:00', '23 18:00', 540],
    ['23 08:00', '23 19:00', 540],
    ['23 17:00', '24 10:00', 120],
    ['27 17:00', '30 10:00', 120],
    ['28 10:00', '29 16:00', 0],
    ['23 18:00', '24 09:00', 0],
    ['24 10:00', '23 10:00', 0],
  ])('%s → %s is %i working minutes', (from, to, minutes) =>
    expect(workingMinutesBetween(at(from), at(to))).toBe(minutes),
  );
});

describe('computeSla', () => {
  it.each<
    [
      string,
      Partial<SlaInput>,
      { state: string; target: string; left: number; response: string; resolution: string },
    ]
  >([
    [
      'a fresh case counts from its creation',
      {},
      { state: 'due-today', target: 'response', left: 30, response: '23 10:00', resolution: '23 13:00' },
    ],
    [
      'the weekend does not count',
      { createdAt: at('27 17:00'), responseMinutes: 120, now: at('27 17:30') },
      { state: 'due-later', target: 'response', left: 90, response: '30 10:00', resolution: '30 12:00' },
    ],
    [
      'an evening case starts the next morning',
      { createdAt: at('23 20:00'), now: at('23 21:00') },
      { state: 'due-later', target: 'response', left: 60, response: '24 10:00', resolution: '24 13:00' },
    ],
    [
      'due exactly at 18:00 is not overdue at 18:00',
      { createdAt: at('23 17:00'), now: at('23 18:00') },
      { state: 'due-today', target: 'response', left: 0, response: '23 18:00', resolution: '24 12:00' },
    ],
    [
      'a minute after 18:00 it is overdue, by no working minutes yet',
      { createdAt: at('23 17:00'), now: at('23 18:01') },
      { state: 'overdue', target: 'response', left: 0, response: '23 18:00', resolution: '24 12:00' },
    ],
    [
      'overdue the next morning by the working minutes since 09:00',
      { createdAt: at('23 17:00'), now: at('24 09:15') },
      { state: 'overdue', target: 'response', left: -15, response: '23 18:00', resolution: '24 12:00' },
    ],
    [
      'overdue over a weekend counts Monday only',
      { createdAt: at('26 09:00'), responseMinutes: 1080, resolutionMinutes: 1080, now: at('30 09:30') },
      { state: 'overdue', target: 'response', left: -30, response: '27 18:00', resolution: '27 18:00' },
    ],
    [
      'a met response hands over to the resolution target',
      { firstResponseAt: at('23 09:20'), resolutionMinutes: 120, now: at('23 10:00') },
      { state: 'due-today', target: 'resolution', left: 60, response: '23 10:00', resolution: '23 11:00' },
    ],
    [
      'a response after now is not met yet',
      { firstResponseAt: at('23 11:00'), now: at('23 10:30') },
      { state: 'overdue', target: 'response', left: -30, response: '23 10:00', resolution: '23 13:00' },
    ],
    [
      'pause and resume across a night moves the due time by the paused working time',
      {
        firstResponseAt: at('23 09:10'),
        resolutionMinutes: 480,
        statusChanges: changes(
          ['23 10:00', 'In Progress'],
          ['23 16:00', 'Pending Customer'],
          ['24 11:00', 'In Progress'],
        ),
        status: 'In Progress',
        now: at('24 11:30'),
      },
      { state: 'due-today', target: 'resolution', left: 30, response: '23 10:00', resolution: '24 12:00' },
    ],
    [
      'while paused the clock stands: due times as if it resumed now',
      {
        firstResponseAt: at('23 09:10'),
        resolutionMinutes: 480,
        statusChanges: changes(['23 16:00', 'Pending Customer']),
        status: 'Pending Customer',
        now: at('23 20:00'),
      },
      { state: 'paused', target: 'resolution', left: 60, response: '23 10:00', resolution: '24 10:00' },
    ],
    [
      'a pause before the response is due moves the response due too',
      {
        statusChanges: changes(['23 09:30', 'Pending Customer'], ['23 14:00', 'Open']),
        now: at('23 14:10'),
      },
      { state: 'due-today', target: 'response', left: 20, response: '23 14:30', resolution: '23 17:30' },
    ],
    [
      'a closed case is met and its figure is frozen at closing',
      { status: 'Closed', closedAt: at('23 11:00'), firstResponseAt: at('23 09:05'), now: at('30 12:00') },
      { state: 'met', target: 'resolution', left: 120, response: '23 10:00', resolution: '23 13:00' },
    ],
    [
      'a case resolved late is still finished, with the minutes it went over',
      { status: 'Resolved', closedAt: at('23 15:00'), resolutionMinutes: 60, responseMinutes: 60 },
      { state: 'met', target: 'resolution', left: -300, response: '23 10:00', resolution: '23 10:00' },
    ],
  ])('%s', (_name, patch, want) => {
    const sla = computeSla({ ...base, ...patch });
    expect({
      state: sla.state,
      target: sla.target,
      left: sla.minutesLeft,
      response: iso(sla.responseDue),
      resolution: iso(sla.resolutionDue),
    }).toEqual({
      state: want.state,
      target: want.target,
      left: want.left,
      response: iso(at(want.response)),
      resolution: iso(at(want.resolution)),
    });
  });

  it('ranks overdue first, most overdue first; paused and met last', () => {
    const ranked = [
      { state: 'met', minutesLeft: 5 },
      { state: 'paused', minutesLeft: 10 },
      { state: 'due-later', minutesLeft: 900 },
      { state: 'overdue', minutesLeft: -10 },
      { state: 'due-today', minutesLeft: 30 },
      { state: 'overdue', minutesLeft: -300 },
    ] as const;
    const order = [...ranked]
      .sort((a, b) => slaRank(a) - slaRank(b))
      .map((s) => `${s.state}${s.minutesLeft}`);
    expect(order).toEqual(['overdue-300', 'overdue-10', 'due-today30', 'due-later900', 'paused10', 'met5']);
  });
});
