import type { SortSetting } from '../../../rules/kit-table';
import { ColumnMenu } from './column-menu';
import type { DatatableColumn } from './columns';
import { SortPicker } from './sort-picker';
import styles from './datatable.module.css';

type TableToolsProps<R> = {
  /** The columns the sort picker offers (those the list can sort by). */
  sortColumns: readonly DatatableColumn<R>[];
  sort: SortSetting;
  onSort: (sort: SortSetting) => void;
  /** All the columns, for the column menu; no menu without a key to keep the choice under. */
  columns: readonly DatatableColumn<R>[];
  columnsKey?: string;
  shown: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
};

/** The toolbar's right end, the same on a list held in the page and on one the service pages: sort and columns. */
export const TableTools = <R,>(p: TableToolsProps<R>) => (
  <div className={styles.tools}>
    <SortPicker columns={p.sortColumns} sort={p.sort} onSort={p.onSort} />
    {p.columnsKey && <ColumnMenu columns={p.columns} shown={p.shown} onToggle={p.onToggle} />}
  </div>
);
