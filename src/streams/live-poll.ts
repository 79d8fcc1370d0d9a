import { catchError, from, interval, map, of, type Observable } from 'rxjs';
import { failureText, type HttpResult } from '../services/http-result';
import { poll } from './poll';

/** The supervisor's live views (Queues live, the wallboard): a snapshot every 5 s, the clocks every second. */
export const livePeriodMs = 5000;

/**
 * One service call polled for a live view, at once and then every 5 s: each answer becomes `loaded` or `failed`
 * (the service's words), and a call that throws becomes `failed` with `lostText`, so a view keeps its last figures.
 */
export const livePoll = <T, E>(
  call: () => Promise<HttpResult<T>>,
  events: { loaded: (data: T, at: number) => E; failed: (error: string) => E; lostText: string },
): Observable<E> =>
  poll(
    () =>
      from(call()).pipe(
        map((result) =>
          result.kind === 'ok' ? events.loaded(result.data, Date.now()) : events.failed(failureText(result)),
        ),
        catchError(() => of(events.failed(events.lostText))),
      ),
    livePeriodMs,
    { initialDelayMs: 0 },
  );

/** The second-by-second clock of a live view: times in state and the longest waits move between snapshots. */
export const liveClock = <E>(tick: (now: number) => E): Observable<E> =>
  interval(1000).pipe(map(() => tick(Date.now())));
