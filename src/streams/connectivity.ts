import {
  distinctUntilChanged,
  EMPTY,
  fromEvent,
  map,
  merge,
  switchMap,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { poll } from './poll';

/**
 * Online or not (spec §4 connectivity): a probe every `pollMs`, the first at once, merged with the browser's
 * online/offline events; only changes pass.
 */
export const connectivity = (
  probe: () => ObservableInput<boolean>,
  pollMs: number,
  browserEvents: Observable<boolean>,
  scheduler?: SchedulerLike,
): Observable<boolean> =>
  merge(browserEvents, poll(probe, pollMs, { initialDelayMs: 0, scheduler })).pipe(distinctUntilChanged());

/** While offline, a notice at once and then every `intervalMs`, until the connection returns. */
export const lostConnectionNotices = (
  online: Observable<boolean>,
  intervalMs: number,
  scheduler?: SchedulerLike,
): Observable<number> =>
  online.pipe(switchMap((isOnline) => (isOnline ? EMPTY : timer(0, intervalMs, scheduler))));

export const browserOnlineEvents = (): Observable<boolean> =>
  merge(
    fromEvent(window, 'online').pipe(map(() => true)),
    fromEvent(window, 'offline').pipe(map(() => false)),
  );

/** Reaches the service without the http client, so a failed probe raises no error toast of its own. */
export const probeService = async (url: string, timeoutMs = 5000): Promise<boolean> => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch(url, {
      method: 'GET',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
};
