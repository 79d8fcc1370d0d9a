import { defaultWorkingDay } from '../contracts/workflow-admin/working-time';

/**
 * The calendar day (yyyy-mm-dd) of a moment in the tenant's working time zone (the SLA's, spec §9), so "today"
 * means the same day to the service that counts and to the browser that lists, wherever either runs.
 */
export function localDay(at: Date, utcOffsetMinutes = defaultWorkingDay.utcOffsetMinutes): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The moment the local day of `at` ends (the next local midnight), in the same working time zone. */
export function localDayEnd(at: Date, utcOffsetMinutes = defaultWorkingDay.utcOffsetMinutes): Date {
  const start = Date.parse(`${localDay(at, utcOffsetMinutes)}T00:00:00Z`) - utcOffsetMinutes * 60_000;
  return new Date(start + 24 * 60 * 60_000);
}
