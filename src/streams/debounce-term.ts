import { debounceTime, distinctUntilChanged, map, type Observable, type SchedulerLike } from 'rxjs';
import { treeSearchDebounceMs } from '../rules/kit-tree-types';

/** Tree search (spec §5): the term settles after 250 ms without typing; repeats of the same term are dropped. */
export const debounceTerm = (
  text$: Observable<string>,
  dueTime: number = treeSearchDebounceMs,
  scheduler?: SchedulerLike,
): Observable<string> =>
  text$.pipe(
    map((text) => text.trim()),
    debounceTime(dueTime, scheduler),
    distinctUntilChanged(),
  );
