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
import { readSort, writeSort } from '../../../machines/table-prefs';

/**
 * A page the service sorted, searched and cut (issue 38): the table shows the rows as given, in their order, and
 * hands each sort, search and page chosen to the list (its URL) rather than applying it here.
 */
export type ServicePaging = {
  total: number;
  pageNumber: number;
  sort: SortSetting;
  /** The columns the service sorts on: the others' headers do nothing. */
  sortable: readonly string[];
  onSort: (sort: SortSetting) => void;
  onPage: (pageNumber: number) => void;
};

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
  service?: ServicePaging;
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
  service,
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
  const sorted = useMemo(
    () => (service ? Array.from(data.keys()) : sortPositions(Array.from(data.keys()), data, sort)),
    [data, sort, service],
  );
  const visible = useMemo(
    () => (service ? sorted : filterIndex(index, deferredText, sorted)),
    [index, deferredText, sorted, service],
  );

  // Page resets when the case, the reset flag or the filter changes; kept as derived state, not an effect.
  const pageKey = `${resetKey}\u0000${deferredText}`;
  const pageNumber = page.key === pageKey ? page.number : 0;
  const info = service
    ? pageInfo(service.total, service.pageNumber, pageSize)
    : pageInfo(visible.length, pageNumber, pageSize);
  const [start, end] = service ? [0, visible.length] : pageRange(info);

  if (service)
    return {
      data,
      text,
      setText,
      stale: false,
      sort: service.sort,
      setSort: (next: SortSetting) => {
        if (next === null || service.sortable.includes(next.column)) service.onSort(next);
      },
      info,
      pagePositions: visible,
      setPage: service.onPage,
      filteredCount: service.total,
      matchingRows: () => visible.map((i) => data[i]),
    };
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
