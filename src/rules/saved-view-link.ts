import type { SavedView, ViewList } from '../contracts/saved-views';

/** The console route of each list a view can be saved from. */
export const viewListPaths: Record<ViewList, string> = {
  case: '/case-management/case-management',
  lead: '/case-management/leads',
  task: '/task/task-tracker',
};

/** The query parameter that opens a list on one saved view. */
export const viewParam = 'view';

/** Filters as the list's URL carries them ("?list=wg&sla=overdue"); empty values are left out. */
export function filtersQuery(
  filters: Readonly<Record<string, string>>,
  extra: Record<string, string> = {},
): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value !== '') q.set(key, value);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** A query string's parameters as a view's filters (the view parameter is not a filter). */
export function queryFilters(query: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, '')))
    if (key !== viewParam && value !== '') out[key] = value;
  return out;
}

/**
 * Where a view opens (the command palette navigates here): its list's route with its filters, so the list starts
 * filtered even before the views are read, and the view's id, so its sort and columns follow.
 */
export const savedViewLink = (view: Pick<SavedView, 'id' | 'list' | 'state'>): string =>
  viewListPaths[view.list] + filtersQuery(view.state.filters, { [viewParam]: String(view.id) });

/** The view a URL asks for, or null. */
export function requestedViewId(search: string): number | null {
  const text = new URLSearchParams(search.replace(/^\?/, '')).get(viewParam);
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * The view a list opens on: the one the URL names; else the user's default, but only when the URL carries no
 * filter of its own (a home page figure's link must show what the figure counted).
 */
export function openingView(views: readonly SavedView[], search: string): SavedView | null {
  const requested = requestedViewId(search);
  if (requested !== null) return views.find((v) => v.id === requested) ?? null;
  if (Object.keys(queryFilters(search)).length > 0) return null;
  return views.find((v) => v.is_default) ?? null;
}
