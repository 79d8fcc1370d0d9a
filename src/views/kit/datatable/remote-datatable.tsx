import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { shownColumns, withShown, withWidth } from '../../../rules/kit-columns';
import {
  emptyMessage,
  nextSort,
  tableHeight,
  tableRowHeight,
  tableTwoLineRowHeight,
  type SortSetting,
} from '../../../rules/kit-table';
import type { SearchEvent } from '../../../rules/kit-search-box';
import { SearchBox } from '../search-box/search-box';
import { Spinner } from '../spinner/spinner';
import { useViewportHeight, useViewportWidth } from '../shared/use-viewport-height';
import { useColumnPrefs } from './column-store';
import { cellText, type DatatableColumn } from './columns';
import { LazyGridView as GridView } from './lazy-grid-view';
import { TableTools } from './table-tools';
import { useRowCursor } from './use-row-cursor';
import styles from './datatable.module.css';

export type RemoteDatatableProps<R extends Record<string, unknown>> = {
  label: string;
  columns: readonly DatatableColumn<R>[];
  /** All rows of the list (the service's count) and those read so far, by position. */
  count: number;
  rowAt: (row: number) => R | undefined;
  /** The rows on screen changed: the owner reads the ones it lacks. */
  onVisibleRows: (from: number, to: number) => void;
  /** The service's order and search: the table shows and changes them, the owner applies them. */
  sort: SortSetting;
  onSortChange: (sort: SortSetting) => void;
  searchText: string;
  onSearchChange: (event: SearchEvent) => void;
  columnsKey?: string;
  loading?: boolean;
  rowLines?: 1 | 2;
  onRowSelect?: (row: R) => void;
  onRowActivate?: (row: R) => void;
  onRowToggle?: (row: R) => void;
  ticks?: { isTicked: (row: R) => boolean; onTick: (row: R) => void };
  /** Drawn above the table with how many rows match (all of them, on the service), and whether they are read. */
  selectionBar?: (count: number, loading: boolean) => ReactNode;
  shortcuts?: boolean;
};

/**
 * The kit table for a list the service filters, sorts and counts (issue 38): one grid scrolling through every
 * row, which draws the rows it holds and asks for the others as they come into view, so a list of a million
 * records costs the browser what the screen shows. Same toolbar, keys and look as Datatable.
 */
export const RemoteDatatable = <R extends Record<string, unknown>>(props: RemoteDatatableProps<R>) => {
  const { label, columns, count, rowAt, sort } = props;
  const viewport = useViewportHeight();
  const viewportWidth = useViewportWidth();
  const [prefs, setPrefs] = useColumnPrefs(props.columnsKey);
  const shown = useMemo(() => shownColumns(columns, viewportWidth, prefs), [columns, viewportWidth, prefs]);
  const shownIds = useMemo(() => new Set(shown.map((c) => c.id as string)), [shown]);
  const [range, setRange] = useState({ from: 0, to: 0 });
  const [focus, setFocus] = useState('');
  // Columns fit the rows on screen and a screenful below (held ones), so widths do not jump at each step of a
  // scroll: measuring a million rows is what this table avoids.
  const onScreen = useMemo(() => {
    const out: R[] = [];
    const to = Math.max(range.to, range.from + 50);
    for (let i = range.from; i < Math.min(to, count); i++) {
      const r = rowAt(i);
      if (r !== undefined) out.push(r);
    }
    return out;
  }, [range, count, rowAt]);
  const { section, setCursor, keyMove } = useRowCursor({ ...props, count: count, rowAt: rowAt });
  const message = props.loading ? null : emptyMessage(count, props.searchText);
  const handleCellFocus = (row: number, col: number) => {
    setCursor(row);
    const r = rowAt(row);
    if (r) setFocus(`Row ${row + 1}, ${shown[col].title}: ${cellText(shown[col], r)}`);
  };
  const rowHeight = props.rowLines === 2 ? tableTwoLineRowHeight : tableRowHeight;
  // The grid's height is held from the first paint (while the rows, then the grid's code, are on their way) so
  // the footer and whatever follows do not jump when it arrives; before a count, a full screen's worth.
  const gridHeight = tableHeight(viewport, count, undefined, rowHeight);
  const reserved =
    count > 0 ? gridHeight : props.loading ? tableHeight(viewport, Infinity, undefined, rowHeight) : 0;
  const first = count === 0 ? 0 : range.from + 1;
  const last = Math.min(count, Math.max(range.to, first));
  return (
    <section ref={section} className={styles.table} aria-label={label} aria-busy={props.loading}>
      <div className={styles.toolbar}>
        <SearchBox
          label={`Search ${label}`}
          defaultValue={props.searchText}
          onSearch={props.onSearchChange}
        />
        <TableTools
          sortColumns={columns}
          sort={sort}
          onSort={props.onSortChange}
          columns={columns}
          columnsKey={props.columnsKey}
          shown={shownIds}
          onToggle={(id, on) => setPrefs(withShown(prefs, id, on))}
        />
      </div>
      {props.selectionBar?.(count, props.loading ?? false)}
      <div className={styles.body} style={reserved > 0 ? { minHeight: reserved } : undefined}>
        {props.loading && <Spinner loading overlay label={`Loading ${label}`} />}
        {count > 0 && (
          <Suspense fallback={<Spinner loading label="Loading table" />}>
            <GridView
              count={count}
              rowAt={rowAt}
              fitRows={onScreen}
              onVisibleRows={(from, to) => {
                setRange({ from, to });
                props.onVisibleRows(from, to);
              }}
              columns={shown}
              widths={prefs.widths}
              sort={sort}
              label={label}
              height={gridHeight}
              lines={props.rowLines}
              onHeaderClick={(id) => props.onSortChange(nextSort(sort, id))}
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
          {message ?? focus}
        </p>
      </div>
      <div className={styles.footer}>
        <span className={styles.summary} aria-live="polite" data-kit="table-count">
          {`${first}–${last} of ${count}`}
        </span>
      </div>
    </section>
  );
};
