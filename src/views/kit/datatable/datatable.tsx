import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { shownColumns, withShown, withWidth } from '../../../rules/kit-columns';
import {
  emptyMessage,
  nextSort,
  tableHeight,
  tableRowHeight,
  tableTwoLineRowHeight,
  type EmptyValueRule,
  type SortSetting,
} from '../../../rules/kit-table';
import type { SearchEvent } from '../../../rules/kit-search-box';
import { SearchBox } from '../search-box/search-box';
import { Spinner } from '../spinner/spinner';
import { useViewportHeight, useViewportWidth } from '../shared/use-viewport-height';
import { useColumnPrefs } from './column-store';
import { cellText, type DatatableColumn } from './columns';
import { LazyGridView as GridView } from './lazy-grid-view';
import { Pager } from './pager';
import { useRowCursor } from './use-row-cursor';
import { TableTools } from './table-tools';
import { tickWords } from './tick-words';
import { useTableRows, type ServicePaging } from './use-table-rows';
import styles from './datatable.module.css';

export type DatatableProps<R extends Record<string, unknown>> = {
  label: string;
  rows: readonly R[];
  columns: readonly DatatableColumn<R>[];
  /** Columns the search box filters on; no search box without them. */
  filterColumns?: readonly (keyof R & string)[];
  emptyValues?: EmptyValueRule;
  /** Key for the sort setting kept in the browser. */
  viewId?: string;
  /** The sort and search text the table starts with (a list's URL): remount the table to start it again. */
  initialSort?: SortSetting;
  initialText?: string;
  /** Told of each sort chosen and each search box event, for a list that keeps them in its URL. */
  onSortChange?: (sort: SortSetting) => void;
  onSearchChange?: (event: SearchEvent) => void;
  pageSize?: number;
  /** The current case and the reset flag: a change returns to page 0. */
  caseKey?: string;
  resetFlag?: boolean;
  onPageChange?: (page_number: number) => void;
  /** One click or Space chooses a row (Enter and double-click then activate it). */
  onRowSelect?: (row: R) => void;
  onRowActivate?: (row: R) => void;
  /** x on the row under the cursor (without it, x selects the row as a click does). */
  onRowToggle?: (row: R) => void;
  /** j/k move a cursor through the page's rows, Enter opens, x selects, / searches (issue 19). */
  shortcuts?: boolean;
  /** Storage key of the user's column choices (kit-columns.ts columnPrefsKey): with it the table offers a
   * Columns menu and keeps the widths the user drags. */
  columnsKey?: string;
  loading?: boolean;
  /** Search text applied outside the table (a service-side search): it decides the empty message too. */
  searchText?: string;
  height?: number;
  /** Lines of text a row holds (default 1): with 2, cells wrap, and fitted columns are sized for two lines. */
  rowLines?: 1 | 2;
  /** Rows the user ticked (for a bulk action); with it each row gets a tick box, and Space on a row ticks it
   * when there is no onRowSelect. The status line says whether the focused row is ticked. */
  ticks?: { isTicked: (row: R) => boolean; onTick: (row: R) => void };
  /** Drawn above the table with the rows that match every filter, the search box's too, across pages. */
  selectionBar?: (matching: { count: number; rows: () => R[] }) => ReactNode;
  /** The service pages and sorts: `rows` is its page, shown as given (with a search box when onSearchChange). */
  service?: ServicePaging;
  /** What a row is called, for the footer's count ("21–30 of 234 messages"). */
  countNoun?: string;
};

/** Paginated datatable (spec §2, §4, §5, §9) on glide-data-grid. */
export const Datatable = <R extends Record<string, unknown>>(props: DatatableProps<R>) => {
  const { label, columns, filterColumns = [], caseKey = '', resetFlag = false, service } = props;
  const t = useTableRows({ ...props, filterColumns, resetKey: `${caseKey}|${String(resetFlag)}` });
  const viewport = useViewportHeight();
  const viewportWidth = useViewportWidth();
  const [prefs, setPrefs] = useColumnPrefs(props.columnsKey);
  const shown = useMemo(() => shownColumns(columns, viewportWidth, prefs), [columns, viewportWidth, prefs]);
  const shownIds = useMemo(() => new Set(shown.map((c) => c.id as string)), [shown]);
  const [focus, setFocus] = useState<{ row: number; col: number } | null>(null);
  const rowOnPage = useCallback((n: number) => t.data[t.pagePositions[n]], [t.data, t.pagePositions]);
  const pageRows = useMemo(() => t.pagePositions.map((p) => t.data[p]), [t.data, t.pagePositions]);
  const { section, setCursor, keyMove } = useRowCursor({
    ...props,
    count: t.pagePositions.length,
    rowAt: rowOnPage,
  });
  const searched = `${props.searchText ?? ''} ${service ? (props.initialText ?? '') : t.text}`;
  const sortColumns = service ? columns.filter((c) => service.sortable.includes(c.id)) : columns;
  const searchable =
    filterColumns.length > 0 || (service !== undefined && props.onSearchChange !== undefined);
  // A page the service keeps in one order and cannot search has no toolbar, not an empty strip.
  const toolbar = searchable || sortColumns.length > 0 || props.columnsKey !== undefined;
  const message = props.loading ? null : emptyMessage(t.pagePositions.length, searched);
  const handleSort = (next: SortSetting) => {
    t.setSort(next);
    props.onSortChange?.(next);
  };
  const handlePage = (n: number) => {
    t.setPage(n);
    props.onPageChange?.(n);
  };
  const handleCellFocus = (row: number, col: number) => {
    setCursor(row);
    setFocus({ row, col });
  };
  // Worked out at each render, so a tick given to the focused row is said at once.
  const focusRow = focus && shown[focus.col] ? rowOnPage(focus.row) : undefined;
  const focusWords =
    focus && focusRow
      ? `Row ${t.info.pageNumber * t.info.size + focus.row + 1}, ${shown[focus.col].title}: ${cellText(shown[focus.col], focusRow)}${tickWords(props.ticks, focusRow)}`
      : '';
  return (
    <section ref={section} className={styles.table} aria-label={label} aria-busy={props.loading || t.stale}>
      {toolbar && (
        <div className={styles.toolbar}>
          {searchable && (
            <SearchBox
              label={`Search ${label}`}
              defaultValue={props.initialText}
              onSearch={(e) => {
                t.setText(e.type === 'clear' ? '' : e.data);
                props.onSearchChange?.(e);
              }}
            />
          )}
          <TableTools
            sortColumns={sortColumns}
            sort={t.sort}
            onSort={handleSort}
            columns={columns}
            columnsKey={props.columnsKey}
            shown={shownIds}
            onToggle={(id, on) => setPrefs(withShown(prefs, id, on))}
          />
        </div>
      )}
      {props.selectionBar?.({ count: t.filteredCount, rows: t.matchingRows })}
      <div className={styles.body}>
        {props.loading && <Spinner loading overlay label={`Loading ${label}`} />}
        {t.pagePositions.length > 0 && (
          <Suspense fallback={<Spinner loading label="Loading table" />}>
            <GridView
              count={t.pagePositions.length}
              rowAt={rowOnPage}
              fitRows={pageRows}
              columns={shown}
              widths={prefs.widths}
              sort={t.sort}
              label={label}
              height={
                props.height ??
                tableHeight(
                  viewport,
                  t.pagePositions.length,
                  undefined,
                  props.rowLines === 2 ? tableTwoLineRowHeight : tableRowHeight,
                )
              }
              lines={props.rowLines}
              onHeaderClick={(id) => handleSort(nextSort(t.sort, id))}
              onCellFocus={handleCellFocus}
              onColumnResize={props.columnsKey ? (id, w) => setPrefs(withWidth(prefs, id, w)) : undefined}
              onRowSelect={props.onRowSelect}
              onRowActivate={props.onRowActivate}
              isTicked={props.ticks?.isTicked}
              onTick={props.ticks?.onTick}
              cursor={keyMove}
            />
          </Suspense>
        )}
        <p role="status" className={message ? styles.empty : 'visually-hidden'}>
          {message ?? focusWords}
        </p>
      </div>
      <Pager info={t.info} label={label} noun={props.countNoun} onPage={handlePage} />
    </section>
  );
};
