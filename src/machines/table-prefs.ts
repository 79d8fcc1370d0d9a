import { emptyColumnPrefs, parseColumnPrefs, type ColumnPrefs } from '../rules/kit-columns';
import { sortStorageKey, storedSort, type SortSetting } from '../rules/kit-table';
import { readPreference, writePreference } from '../services/storage';

/*
 * A table's sort and columns kept in the browser (spec §3 "Stored in the browser"), through the storage service.
 * They are the table's own display state, not domain state, so no actor holds them; they sit on the machine layer
 * because views reach services only through it.
 */

export const readSort = (viewId: string | undefined): SortSetting =>
  viewId ? storedSort(readPreference, viewId) : null;

export const writeSort = (viewId: string | undefined, sort: SortSetting): void => {
  if (viewId) writePreference(sortStorageKey(viewId), sort ? JSON.stringify(sort) : null);
};

export const readColumnPrefs = (key: string | undefined): ColumnPrefs =>
  key ? parseColumnPrefs(readPreference(key)) : emptyColumnPrefs;

export const writeColumnPrefs = (key: string | undefined, prefs: ColumnPrefs): void => {
  if (key) writePreference(key, JSON.stringify(prefs));
};
