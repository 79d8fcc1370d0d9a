import { deskSortViewId } from '../../rules/desk-window-reads';
import type { SavedViewState } from '../../contracts/saved-views';
import type { RecordType } from '../../contracts/workflow/cases';
import { deskFilterQuery, parseDeskFilter, type DeskFilter } from '../../rules/desk-url-filter';
import { columnPrefsKey } from '../../rules/kit-columns';
import { filtersQuery, queryFilters } from '../../rules/saved-view-link';
import { readTableState, writeTableState } from '../kit/datatable/table-state';
import { ViewsMenu } from '../kit/views-menu/views-menu';

type DeskViewsMenuProps = {
  recordType: RecordType;
  /** The desk's filter now (the tab is its list). */
  filter: DeskFilter;
  userId: number | null;
  /** The desk takes a view's filter and sort; its sort and columns are already stored for the table to read. */
  onApply: (filter: DeskFilter, sort: SavedViewState['sort'], view: { id: number; opening: boolean }) => void;
  /** A view saved from what the desk shows: the desk is on it now. */
  onSaved: (view: { id: number }) => void;
  /** The sort the URL names; null: the tab's stored sort is what the table shows. */
  sort: SavedViewState['sort'];
  /** The query the desk was last opened with (desk-url.machine.ts). */
  opened: string;
  /** The lists' first read is in (a view's workgroup is chosen in the loaded machine). */
  ready: boolean;
};

/** The desk's key of a table's sort (one per tab) and of its columns (one per desk and user). */
export const deskTableKeys = (recordType: RecordType, list: DeskFilter['list'], userId: number | null) => ({
  sortViewId: deskSortViewId(recordType, list),
  columnsKey: userId === null ? undefined : columnPrefsKey(`workflow-${recordType}`, userId),
});

/** Saved views of the case or lead desk: the filter as its URL carries it, with the tab's sort and columns. */
export const DeskViewsMenu = ({
  recordType,
  filter,
  sort,
  userId,
  onApply,
  onSaved,
  opened,
  ready,
}: DeskViewsMenuProps) => {
  const handleCurrent = (): SavedViewState => {
    const keys = deskTableKeys(recordType, filter.list, userId);
    const stored = readTableState(keys.sortViewId, keys.columnsKey);
    return { filters: queryFilters(deskFilterQuery(filter)), ...stored, sort: sort ?? stored.sort };
  };
  const handleApply = (state: SavedViewState, view: { id: number; opening: boolean }) => {
    const next = parseDeskFilter(filtersQuery(state.filters));
    const keys = deskTableKeys(recordType, next.list, userId);
    writeTableState(keys.sortViewId, keys.columnsKey, state);
    onApply(next, state.sort, view);
  };
  return (
    <ViewsMenu
      list={recordType}
      current={handleCurrent}
      onApply={handleApply}
      onSaved={onSaved}
      opened={opened}
      ready={ready}
    />
  );
};
