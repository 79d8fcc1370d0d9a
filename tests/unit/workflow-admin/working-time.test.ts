import { describe, expect, it } from 'vitest';
import { addWorkingMinutes, defaultTargets } from '../../../src/contracts/workflow-admin/working-time';

// Johannesburg time (UTC+2) written as UTC instants: 09:00 SAST is 07:00Z.
const sast = (iso: string) => new Date(`${iso}+02:00`);
const at = (from: string, minutes: number) => addWorkingMinutes(sast(from), minutes).toISOString();

describe('addWorkingMinutes (09:00–18:00, Monday to Friday, UTC+2)', () => {
  it.each([
    ['inside the day', '2026-11-24T10:00:00', 120, '2026-11-24T12:00:00'],
    ['ending exactly at 18:00', '2026-11-24T16:00:00', 120, '2026-11-24T18:00:00'],
    ['spilling into the next morning', '2026-11-24T17:00:00', 120, '2026-11-25T10:00:00'],
    ['opened before the day starts', '2026-11-24T06:30:00', 30, '2026-11-24T09:30:00'],
    ['opened after the day ended', '2026-11-24T20:00:00', 60, '2026-11-25T10:00:00'],
    ['Friday afternoon to Monday', '2026-11-27T17:00:00', 120, '2026-11-30T10:00:00'],
    ['opened on a Saturday', '2026-11-28T11:00:00', 60, '2026-11-30T10:00:00'],
    ['a whole working day (540 min)', '2026-11-24T09:00:00', 540, '2026-11-24T18:00:00'],
    ['three working days', '2026-11-26T12:00:00', 3 * 540, '2026-12-01T12:00:00'],
    ['zero minutes inside the day', '2026-11-24T11:15:00', 0, '2026-11-24T11:15:00'],
  ])('%s', (_name, from, minutes, due) => {
    expect(at(from, minutes)).toBe(sast(due).toISOString());
  });

  it('takes another working day', () => {
    const due = addWorkingMinutes(sast('2026-11-24T07:30:00'), 90, {
      start: '07:00',
      end: '08:00',
      utcOffsetMinutes: 120,
    });
    expect(due.toISOString()).toBe(sast('2026-11-25T08:00:00').toISOString());
  });

  it('refuses a day that ends before it starts', () => {
    expect(() =>
      addWorkingMinutes(new Date(), 10, { start: '18:00', end: '09:00', utcOffsetMinutes: 0 }),
    ).toThrow();
  });
});

describe('defaultTargets', () => {
  it('is fastest for critical/urgent and slowest for minor/low; resolution is four times the response', () => {
    expect(defaultTargets('Critical', 'Urgent')).toEqual({ response: 30, resolution: 120 });
    expect(defaultTargets('Minor', 'Low')).toEqual({ response: 1080, resolution: 4320 });
    expect(defaultTargets('Major', 'Medium').response).toBeLessThan(
      defaultTargets('Moderate', 'Medium').response,
    );
  });
});
