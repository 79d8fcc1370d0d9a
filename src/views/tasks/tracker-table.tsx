import { Suspense, useCallback, useState } from 'react';
import type { SearchEvent } from '../../rules/kit-search-box';
import { emptyMessage, nextSort, pageInfo, tableHeight, type SortSetting } from '../../rules/kit-table';
import { cellText, type DatatableColumn } from '../kit/datatable/columns';
import { LazyGridView as GridView } from '../kit/datatable/lazy-grid-view';
import { Pager } from '../kit/datatable/pager';
import { SortPicker } from '../kit/datatable/sort-picker';
import styles from '../kit/datatable/datatable.module.css';
import { SearchBox } from '../kit/search-box/search-box';
import { useViewportHeight } from '../kit/shared/use-viewport-height';
import { Spinner } from '../kit/spinner/spinner';

type TrackerTableProps<R extends Record<string, unknown>> = {
  label: string;
  /** The page the service answered, in its order. */
  rows: readonly R[];
  total: number;
  pageNumber: number;
  pageSize: number;
  columns: readonly DatatableColumn<R>[];
  /** The columns the service sorts on: the others' headers do nothing. */
  sortable: readonly string[];
  sort: SortSetting;
  /** The search text the box starts with (the URL's): remount the table to start it again. */
  initialText: string;
  loading: boolean;
  onSort: (sort: SortSetting) => void;
  onSearch: (event: SearchEvent) => void;
  onPage: (pageNumber: number) => void;
  onRowActivate: (row: R) => void;
};

/**
 * A table whose rows the service pages, sorts and searches (issue 38): the kit's search box, sort picker, grid and
 * pager, each choice handed to the list (its URL), never applied to the rows here. The Datatable applies them in
 * the browser, over every row, which is what this list no longer has.
 */
export const TrackerTable = <R extends Record<string, unknown>>(props: TrackerTableProps<R>) => {
  const { label, rows, columns, sort, onSort } = props;
  const viewport = useViewportHeight();
  const [focus, setFocus] = useState('');
  const info = pageInfo(props.total, props.pageNumber, props.pageSize);
  const message = props.loading ? null : emptyMessage(rows.length, props.initialText);
  const rowAt = useCallback((i: number) => rows[i], [rows]);
  const sortColumns = columns.filter((c) => props.sortable.includes(c.id as string));
  const handleHeader = (id: string) => {
    if (props.sortable.includes(id)) onSort(nextSort(sort, id));
  };
  const handleCellFocus = (row: number, col: number) => {
    const r = rows[row];
    if (r)
      setFocus(
        `Row ${info.pageNumber * info.size + row + 1}, ${columns[col].title}: ${cellText(columns[col], r)}`,
      );
  };
  return (
    <section className={styles.table} aria-label={label} aria-busy={props.loading}>
      <div className={styles.toolbar}>
        <SearchBox label={`Search ${label}`} defaultValue={props.initialText} onSearch={props.onSearch} />
        <div className={styles.tools}>
          <SortPicker columns={sortColumns} sort={sort} onSort={onSort} />
        </div>
      </div>
      <div className={styles.body}>
        {props.loading && <Spinner loading overlay label={`Loading ${label}`} />}
        {rows.length > 0 && (
          <Suspense fallback={<Spinner loading label="Loading table" />}>
            <GridView
              count={rows.length}
              rowAt={rowAt}
              fitRows={rows}
              columns={columns}
              sort={sort}
              label={label}
              height={tableHeight(viewport, rows.length)}
              onHeaderClick={handleHeader}
              onCellFocus={handleCellFocus}
              onRowActivate={props.onRowActivate}
            />
          </Suspense>
        )}
        <p role="status" className={message ? styles.empty : 'visually-hidden'}>
          {message ?? focus}
        </p>
      </div>
      <Pager info={info} label={label} onPage={props.onPage} />
    </section>
  );
};
