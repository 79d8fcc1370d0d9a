import { exhaustMap, from, timer, type Observable, type ObservableInput, type SchedulerLike } from 'rxjs';

/**
 * Runs `load` every `periodMs`, the first time after `initialDelayMs`. exhaustMap skips a tick while the previous
 * load is still running, so a slow service never piles up concurrent polls.
 */
export const poll = <T>(
  load: () => ObservableInput<T>,
  periodMs: number,
  options: { initialDelayMs?: number; scheduler?: SchedulerLike } = {},
): Observable<T> =>
  timer(options.initialDelayMs ?? periodMs, periodMs, options.scheduler).pipe(exhaustMap(() => from(load())));
