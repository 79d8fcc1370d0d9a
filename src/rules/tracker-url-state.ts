import {
  taskStatuses,
  trackerBands,
  trackerSearchMax,
  trackerSortColumns,
  type TaskStatus,
  type TrackerBand,
  type TrackerPageInput,
} from '../contracts/tasks';
import type { SortSetting } from './kit-table';
import { parseSortParam, sortParam } from './desk-url-state';
import { requestedViewId, viewParam } from './saved-view-link';
import { parseTaskFilter, type TaskFilter } from './work-filters';

/** The tracker's four filters, as its saved views and its URL name them ('' any). */
export type TrackerFilters = TaskFilter & { status: TaskStatus | ''; band: TrackerBand | '' };

/**
 * Everything the task tracker shows, as its URL carries it (issue 38): the filters the home page's links already
 * use (?scope=mine&due=overdue), status and band, the sort, the search text and the saved view chosen.
 * `#/task/task-tracker?scope=mine&status=In+Progress&band=orange&sort=title.desc&q=renewal&view=7`
 */
export type TrackerUrlState = TrackerFilters & { sort: SortSetting; q: string; view: number | null };

export const trackerSortable: readonly string[] = trackerSortColumns;

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | '' =>
  (values as readonly (string | null)[]).includes(text) ? (text as T) : '';

/** The filters of a query string; a value the tracker does not offer (any more) reads as "any". */
export function parseTrackerFilters(search: string): TrackerFilters {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  return {
    ...parseTaskFilter(search),
    status: oneOf(taskStatuses, q.get('status')),
    band: oneOf(trackerBands, q.get('band')),
  };
}

/** The tracker's state of a query string; unknown or malformed values fall back to the default one by one. */
export function parseTrackerUrlState(
  search: string,
  sortable: readonly string[] = trackerSortable,
): TrackerUrlState {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  return {
    ...parseTrackerFilters(search),
    sort: parseSortParam(q.get('sort'), sortable),
    q: (q.get('q') ?? '').slice(0, trackerSearchMax),
    view: requestedViewId(search),
  };
}

/** The filters' query (without "?"): the default scope (all) and "any" are left out. */
export function trackerFiltersQuery(f: TrackerFilters): string {
  const q = new URLSearchParams();
  if (f.scope === 'mine') q.set('scope', 'mine');
  if (f.due) q.set('due', f.due);
  if (f.status) q.set('status', f.status);
  if (f.band) q.set('band', f.band);
  return q.toString();
}

/** The query string (without "?") of a tracker state; one spelling per state, so two states compare as text. */
export function trackerUrlQuery(state: TrackerUrlState): string {
  const q = new URLSearchParams(trackerFiltersQuery(state));
  if (state.sort) q.set('sort', sortParam(state.sort));
  if (state.q.trim() !== '') q.set('q', state.q);
  if (state.view !== null) q.set(viewParam, String(state.view));
  return q.toString();
}

/** The page call for what the URL names: page `page` of `size` rows. */
export function trackerPageRequest(state: TrackerUrlState, page: number, size: number): TrackerPageInput {
  const sort = state.sort && (trackerSortable.includes(state.sort.column) ? state.sort : null);
  return {
    scope: state.scope,
    ...(state.due ? { due: state.due } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.band ? { band: state.band } : {}),
    q: state.q.trim(),
    sort: sort as TrackerPageInput['sort'],
    offset: page * size,
    limit: size,
  };
}
