import { defaultDeskFilter, deskFilterQuery, parseDeskFilter, type DeskFilter } from './desk-url-filter';
import type { SortSetting } from './kit-table';
import { requestedViewId, viewParam } from './saved-view-link';

/**
 * Everything a desk list shows, as its URL carries it (issue 38): the filter in the form the home page's links and
 * saved views already use (desk-url-filter.ts), plus the table's sort, the search text and the saved view chosen.
 * `#/case-management/case-management?list=wg&sla=overdue&sort=due_at.asc&q=claim&view=12`
 */
export type DeskUrlState = DeskFilter & {
  /** null: none in the URL, so the table keeps the user's own sort for the tab. */
  sort: SortSetting;
  /** The table's search box; '' none. */
  q: string;
  /** The saved view the list shows; null none (or the list was changed by hand since). */
  view: number | null;
};

export const defaultDeskUrlState: DeskUrlState = { ...defaultDeskFilter, sort: null, q: '', view: null };

/** Longer text than any search box needs is cut, not refused: a pasted link still opens. */
export const maxSearchText = 200;

/** "due_at.asc" → the sort on due_at, ascending; a column the list does not have is no sort. */
export function parseSortParam(text: string | null, sortable: readonly string[]): SortSetting {
  const match = text === null ? null : /^(.+)\.(asc|desc)$/.exec(text);
  if (!match || !sortable.includes(match[1])) return null;
  return { column: match[1], direction: match[2] as 'asc' | 'desc' };
}

export const sortParam = (sort: SortSetting): string => (sort ? `${sort.column}.${sort.direction}` : '');

/**
 * The desk's state of a query string (with or without its "?"). Unknown or malformed values fall back to the
 * default one by one, never to an error: an old or mistyped link still opens a list. Scope is not decided here:
 * the desk and the service ignore a workgroup or a view the user may not see.
 */
export function parseDeskUrlState(search: string, sortable: readonly string[]): DeskUrlState {
  const q = new URLSearchParams(search.replace(/^\?/, ''));
  return {
    ...parseDeskFilter(search),
    sort: parseSortParam(q.get('sort'), sortable),
    q: (q.get('q') ?? '').slice(0, maxSearchText),
    view: requestedViewId(search),
  };
}

/** The query string (without "?") of a desk state; one spelling per state, so two states compare as text. */
export function deskUrlQuery(state: DeskUrlState): string {
  const q = new URLSearchParams(deskFilterQuery(state).slice(1));
  if (state.sort) q.set('sort', sortParam(state.sort));
  if (state.q.trim() !== '') q.set('q', state.q);
  if (state.view !== null) q.set(viewParam, String(state.view));
  return q.toString();
}
