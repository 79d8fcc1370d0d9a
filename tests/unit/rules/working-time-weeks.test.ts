import { describe, expect, it } from 'vitest';
import { addWorkingMinutes, type WorkingDay } from '../../../src/contracts/workflow-admin/working-time';
import { workingMinutesBetween } from '../../../src/rules/sla';

// The day-by-day definitions the fast versions (whole weeks at once, weekdays by arithmetic) must agree with.
const dayMs = 86_400_000;
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const weekend = (midnight: number) => [0, 6].includes(new Date(midnight).getUTCDay());

function betweenByDays(from: Date, to: Date, day: WorkingDay): number {
  const offset = day.utcOffsetMinutes * 60_000;
  const [a, b] = [from.getTime() + offset, to.getTime() + offset];
  let total = 0;
  for (let midnight = Math.floor(a / dayMs) * dayMs; midnight < b; midnight += dayMs) {
    if (weekend(midnight)) continue;
    const lo = Math.max(a, midnight + minuteOf(day.start) * 60_000);
    const hi = Math.min(b, midnight + minuteOf(day.end) * 60_000);
    if (hi > lo) total += hi - lo;
  }
  return Math.round(total / 60_000);
}

function addByMinutes(from: Date, minutes: number, day: WorkingDay): Date {
  const offset = day.utcOffsetMinutes * 60_000;
  let local = from.getTime() + offset;
  let left = Math.max(0, Math.round(minutes));
  for (;;) {
    const midnight = Math.floor(local / dayMs) * dayMs;
    const minute = (local - midnight) / 60_000;
    if (weekend(midnight) || minute >= minuteOf(day.end)) {
      local = midnight + dayMs + minuteOf(day.start) * 60_000;
      continue;
    }
    if (minute < minuteOf(day.start)) local = midnight + minuteOf(day.start) * 60_000;
    const room = minuteOf(day.end) - (local - midnight) / 60_000;
    if (left <= room) return new Date(local + left * 60_000 - offset);
    left -= room;
    local = midnight + dayMs + minuteOf(day.start) * 60_000;
  }
}

/** A small seeded generator, so a failure names inputs that can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const days: WorkingDay[] = [
  { start: '09:00', end: '18:00', utcOffsetMinutes: 120 },
  { start: '07:30', end: '16:15', utcOffsetMinutes: -300 },
  { start: '00:00', end: '23:59', utcOffsetMinutes: 0 },
];

describe('working time over long stretches', () => {
  it('counts the working minutes between two instants as the day-by-day count does, up to a year apart', () => {
    const next = random(21);
    for (const day of days)
      for (let i = 0; i < 2000; i++) {
        const from = new Date(Date.UTC(2026, 0, 1) + next() * 400 * dayMs);
        const to = new Date(from.getTime() + (next() - 0.1) * 365 * dayMs * (i % 3 === 0 ? 0.05 : 1));
        expect(workingMinutesBetween(from, to, day), `${from.toISOString()} → ${to.toISOString()}`).toBe(
          betweenByDays(from, to, day),
        );
      }
  });

  it('finds the moment a number of working minutes on as the minute-by-minute walk does, weeks included', () => {
    const next = random(7);
    for (const day of days)
      for (let i = 0; i < 2000; i++) {
        const from = new Date(Date.UTC(2026, 0, 1) + next() * 400 * dayMs);
        const minutes = i % 5 === 0 ? Math.round(next() * 600) : Math.round(next() * 60 * 24 * 30);
        expect(
          addWorkingMinutes(from, minutes, day).toISOString(),
          `${from.toISOString()} + ${minutes}`,
        ).toBe(addByMinutes(from, minutes, day).toISOString());
      }
  });
});
