import { sortStorageKey, storedSort, type SortSetting } from '../../../rules/kit-table';

/** Per-view sort settings kept in the browser (spec §3 "Stored in the browser"). Storage may be unavailable
 * (private mode, quota); sorting then simply is not remembered. */
export const readSort = (viewId: string | undefined): SortSetting =>
  viewId ? storedSort((key) => window.localStorage.getItem(key), viewId) : null;

export const writeSort = (viewId: string | undefined, sort: SortSetting): void => {
  if (!viewId) return;
  try {
    if (sort) window.localStorage.setItem(sortStorageKey(viewId), JSON.stringify(sort));
    else window.localStorage.removeItem(sortStorageKey(viewId));
  } catch {
    // Not remembered; the table still sorts.
  }
};
