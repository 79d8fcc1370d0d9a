import {
  catchError,
  concat,
  debounceTime,
  distinctUntilChanged,
  from,
  map,
  Observable,
  of,
  switchMap,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { typeaheadDebounceMs, typeaheadMinLength } from '../rules/kit-typeahead';

export type SearchState<T> =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'results'; text: string; items: T[] }
  /** The answer was not usable (errCode other than 0, or a failure): loading ends, the list stays (spec §8). */
  | { kind: 'ignored'; text: string };

export type DebounceSearchOptions = { dueTime?: number; minLength?: number; scheduler?: SchedulerLike };

/**
 * Type-ahead search (spec §5): waits for 200 ms without typing, searches only trimmed text of 3 or more characters,
 * and switchMap drops (and aborts) an older request when a newer text arrives, so a stale answer never overwrites
 * a newer one. `search` answers null for an unusable answer.
 */
export const debounceSearch = <T>(
  text$: Observable<string>,
  search: (text: string) => ObservableInput<T[] | null>,
  options: DebounceSearchOptions = {},
): Observable<SearchState<T>> => {
  const minLength = options.minLength ?? typeaheadMinLength;
  return text$.pipe(
    map((text) => text.trim()),
    debounceTime(options.dueTime ?? typeaheadDebounceMs, options.scheduler),
    distinctUntilChanged(),
    switchMap((text): Observable<SearchState<T>> => {
      if (text.length < minLength) return of({ kind: 'idle' });
      return concat(
        of<SearchState<T>>({ kind: 'loading', text }),
        from(search(text)).pipe(
          map((items): SearchState<T> =>
            items ? { kind: 'results', text, items } : { kind: 'ignored', text },
          ),
          catchError(() => of<SearchState<T>>({ kind: 'ignored', text })),
        ),
      );
    }),
  );
};

/** Wraps a signal-taking call so unsubscribing (switchMap moving on) aborts the request in flight. */
export const abortable = <T>(call: (signal: AbortSignal) => Promise<T>): Observable<T> =>
  new Observable<T>((subscriber) => {
    const controller = new AbortController();
    call(controller.signal).then(
      (value) => {
        subscriber.next(value);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
