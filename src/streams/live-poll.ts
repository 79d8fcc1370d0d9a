import {
  catchError,
  EMPTY,
  exhaustMap,
  from,
  interval,
  map,
  merge,
  of,
  throttleTime,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { failureText, type HttpResult } from '../services/http-result';

/** The supervisor's live views (Queues live, the wallboard): a snapshot every 5 s, the clocks every second. */
export const livePeriodMs = 5000;

/**
 * One service call polled for a live view, at once, then every 5 s and whenever `nudges` says the floor changed
 * (the push channel's `queue-live`, issue 39: at most one read a second, the last nudge of a burst included). Each
 * answer becomes `loaded` or `failed` (the service's words), and a call that throws becomes `failed` with
 * `lostText`, so a view keeps its last figures. exhaustMap: a slow service never has two reads at once.
 */
export const livePoll = <T, E>(
  call: () => Promise<HttpResult<T>>,
  events: { loaded: (data: T, at: number) => E; failed: (error: string) => E; lostText: string },
  nudges: Observable<unknown> = EMPTY,
  scheduler?: SchedulerLike,
): Observable<E> =>
  merge(
    timer(0, livePeriodMs, scheduler),
    nudges.pipe(throttleTime(1000, scheduler, { leading: true, trailing: true })),
  ).pipe(
    exhaustMap(() =>
      from(call()).pipe(
        map((result) =>
          result.kind === 'ok' ? events.loaded(result.data, Date.now()) : events.failed(failureText(result)),
        ),
        catchError(() => of(events.failed(events.lostText))),
      ),
    ),
  );

/** The second-by-second clock of a live view: times in state and the longest waits move between snapshots. */
export const liveClock = <E>(tick: (now: number) => E): Observable<E> =>
  interval(1000).pipe(map(() => tick(Date.now())));
