import { exhaustMap, filter, timer, type Observable, type ObservableInput, type SchedulerLike } from 'rxjs';

/** The console renews its presence this often; the service forgets a viewer 25 s after the last renewal. */
export const presenceRenewMs = 10_000;

/**
 * "I have this record open": announced at once, then every presenceRenewMs for as long as it is subscribed.
 * A renewal still waiting for its answer is not doubled (exhaustMap), and a failed one (null) is skipped: the
 * next renewal tries again, and the service's expiry covers the gap.
 */
export const presenceHeartbeat = <T>(
  announce: () => ObservableInput<T | null>,
  options: { periodMs?: number; scheduler?: SchedulerLike } = {},
): Observable<T> =>
  timer(0, options.periodMs ?? presenceRenewMs, options.scheduler).pipe(
    exhaustMap(announce),
    filter((answer): answer is T => answer !== null),
  );
