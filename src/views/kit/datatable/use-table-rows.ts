import { useDeferredValue, useMemo, useState } from 'react';
import {
  buildSearchIndex,
  filterIndex,
  pageInfo,
  pageRange,
  replaceEmptyValues,
  sortPositions,
  tablePageSize,
  type EmptyValueRule,
  type SortSetting,
} from '../../../rules/kit-table';
import { cellText, type DatatableColumn } from './columns';
import { readSort, writeSort } from './sort-store';

type Options<R> = {
  rows: readonly R[];
  columns: readonly DatatableColumn<R>[];
  filterColumns: readonly (keyof R & string)[];
  emptyValues?: EmptyValueRule;
  viewId?: string;
  /** The sort and search text to start with (a list's URL); without them the stored sort and no text. */
  initialSort?: SortSetting;
  initialText?: string;
  pageSize?: number;
  /** Changing either returns the table to page 0 (spec §4). */
  resetKey: string;
};

/**
 * The table's data pipeline, each step memoised on its own inputs so a keystroke only re-runs the filter loop:
 * empty-value replacement and the search index when rows change, the sort when the sort changes, and the filter
 * on a deferred copy of the text so typing never waits for 100 000 rows.
 */
export function useTableRows<R extends Record<string, unknown>>({
  rows,
  columns,
  filterColumns,
  emptyValues,
  viewId,
  initialSort,
  initialText = '',
  pageSize = tablePageSize,
  resetKey,
}: Options<R>) {
  const [text, setText] = useState(initialText);
  const [sort, setSortState] = useState<SortSetting>(() => initialSort ?? readSort(viewId));
  const [page, setPage] = useState({ key: '', number: 0 });
  const deferredText = useDeferredValue(text);

  const data = useMemo(
    () => (emptyValues ? replaceEmptyValues(rows, emptyValues) : (rows as R[])),
    [rows, emptyValues],
  );
  const index = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.id as string, c]));
    return buildSearchIndex(data, filterColumns, (row, id) => {
      const column = byId.get(id);
      return column ? cellText(column, row) : row[id];
    });
  }, [data, columns, filterColumns]);
  const sorted = useMemo(() => sortPositions(Array.from(data.keys()), data, sort), [data, sort]);
  const visible = useMemo(() => filterIndex(index, deferredText, sorted), [index, deferredText, sorted]);

  // Page resets when the case, the reset flag or the filter changes; kept as derived state, not an effect.
  const pageKey = `${resetKey}\u0000${deferredText}`;
  const pageNumber = page.key === pageKey ? page.number : 0;
  const info = pageInfo(visible.length, pageNumber, pageSize);
  const [start, end] = pageRange(info);

  return {
    data,
    text,
    setText,
    stale: deferredText !== text,
    sort,
    setSort: (next: SortSetting) => {
      setSortState(next);
      writeSort(viewId, next);
    },
    info,
    pagePositions: visible.slice(start, end),
    setPage: (n: number) => setPage({ key: pageKey, number: n }),
    filteredCount: visible.length,
    /** Every row that matches, in the table's order, across pages (read on demand: it copies). */
    matchingRows: () => visible.map((i) => data[i]),
  };
}
