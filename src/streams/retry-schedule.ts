import { concat, map, take, timer, type Observable, type SchedulerLike } from 'rxjs';

export type RetryTick = { kind: 'attempt'; attempt: number } | { kind: 'gaveUp'; attempts: number };

/**
 * The telephony retry stream (spec §9: every 15 000 ms for up to 300 000 ms): an attempt each interval while
 * the limit has not passed, then one gaveUp at the limit. Unsubscribing (a successful attempt) stops it.
 */
export const retrySchedule = (
  intervalMs: number,
  limitMs: number,
  scheduler?: SchedulerLike,
): Observable<RetryTick> => {
  const attempts = Math.max(0, Math.ceil(limitMs / intervalMs) - 1);
  return concat(
    timer(intervalMs, intervalMs, scheduler).pipe(
      take(attempts),
      map((i): RetryTick => ({ kind: 'attempt', attempt: i + 1 })),
    ),
    timer(limitMs - attempts * intervalMs, scheduler).pipe(
      map((): RetryTick => ({ kind: 'gaveUp', attempts })),
    ),
  );
};
