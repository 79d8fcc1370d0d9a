import type { CasePriority, CaseSeverity } from '../workflow/cases';

/** Spec §9: the default working day, 09:00 to 18:00, Monday to Friday. */
export type WorkingDay = { start: string; end: string; utcOffsetMinutes: number };
/** South Africa keeps UTC+2 all year (no daylight saving). */
export const defaultWorkingDay: WorkingDay = { start: '09:00', end: '18:00', utcOffsetMinutes: 120 };

const dayMs = 86_400_000;
const weekMs = 7 * dayMs;

export type ParsedDay = { start: number; end: number; offsetMs: number };
const parsed = new Map<string, ParsedDay>();
const byObject = new WeakMap<WorkingDay, ParsedDay>();

/**
 * The working day in minutes of the day, parsed once per distinct day: SLA ranking asks for it for every case
 * of a list at every call, and splitting "09:00" each time was a measurable share of a list's cost.
 */
export function parseWorkingDay(day: WorkingDay): ParsedDay {
  const known = byObject.get(day); // the same object every time (the default day): no key to build
  if (known) return known;
  const key = `${day.start}|${day.end}|${day.utcOffsetMinutes}`;
  let hit = parsed.get(key);
  if (!hit) {
    const minuteOf = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number);
      return h * 60 + m;
    };
    hit = { start: minuteOf(day.start), end: minuteOf(day.end), offsetMs: day.utcOffsetMinutes * 60_000 };
    parsed.set(key, hit);
  }
  byObject.set(day, hit);
  return hit;
}

/** Whether a local midnight (ms since the epoch, read as UTC) starts a Saturday or Sunday; 1970-01-01 was a Thursday. */
export const isWeekend = (midnight: number): boolean => {
  const weekday = (((Math.floor(midnight / dayMs) + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
};

/**
 * The moment `minutes` of working time after `from`: time outside the working day and weekends does not count,
 * so a case opened on Friday at 17:00 with 2 working hours is due on Monday at 10:00. Pure; the service computes
 * a new case's due date with it and the console shows the same figure.
 */
export function addWorkingMinutes(from: Date, minutes: number, day: WorkingDay = defaultWorkingDay): Date {
  const { start, end, offsetMs } = parseWorkingDay(day);
  if (!(end > start)) throw new Error('The working day must end after it starts');
  // Work in local wall-clock milliseconds, read with the UTC getters.
  let local = from.getTime() + offsetMs;
  let left = Math.max(0, Math.round(minutes));
  const week = 5 * (end - start);
  for (;;) {
    const midnight = Math.floor(local / dayMs) * dayMs;
    const minute = (local - midnight) / 60_000;
    if (isWeekend(midnight) || minute >= end) {
      local = midnight + dayMs + start * 60_000;
      continue;
    }
    if (minute < start) local = midnight + start * 60_000;
    // Inside the working day: the same moment a week later is exactly five working days on.
    if (left > week) {
      local += weekMs;
      left -= week;
      continue;
    }
    const now = (local - midnight) / 60_000;
    const room = end - now;
    if (left <= room) return new Date(local + left * 60_000 - offsetMs);
    left -= room;
    local = midnight + dayMs + start * 60_000;
  }
}

/** Targets used until an administrator sets a tenant's own (working minutes). */
export function defaultTargets(
  severity: CaseSeverity,
  priority: CasePriority,
): { response: number; resolution: number } {
  const weight =
    { Critical: 0, Major: 1, Moderate: 2, Minor: 3 }[severity] +
    { Urgent: 0, High: 1, Medium: 2, Low: 3 }[priority];
  const response = [30, 60, 120, 240, 480, 540, 1080][weight];
  return { response, resolution: response * 4 };
}
