import type { SavedViewState } from '../../../contracts/saved-views';
import { readColumnPrefs, readSort, writeColumnPrefs, writeSort } from '../../../machines/table-prefs';

/** A table's sort and shown columns as a saved view keeps them (widths stay the user's own). */
export type TableState = Pick<SavedViewState, 'sort' | 'columns'>;

export const readTableState = (sortViewId: string, columnsKey: string | undefined): TableState => ({
  sort: readSort(sortViewId),
  columns: readColumnPrefs(columnsKey).shown,
});

/** Stores a view's sort and columns where the table reads them; remount the table to show them. */
export function writeTableState(sortViewId: string, columnsKey: string | undefined, state: TableState): void {
  writeSort(sortViewId, state.sort);
  if (columnsKey) writeColumnPrefs(columnsKey, { ...readColumnPrefs(columnsKey), shown: state.columns });
}
