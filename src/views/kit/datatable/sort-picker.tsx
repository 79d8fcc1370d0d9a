import { useId } from 'react';
import type { SortSetting } from '../../../rules/kit-table';
import type { DatatableColumn } from './columns';
import styles from './datatable.module.css';

type SortPickerProps<R> = {
  columns: readonly DatatableColumn<R>[];
  sort: SortSetting;
  onSort: (sort: SortSetting) => void;
};

/** Keyboard route to sorting: the canvas headers sort on click, this select does the same from the keyboard. */
export const SortPicker = <R,>({ columns, sort, onSort }: SortPickerProps<R>) => {
  const id = useId();
  // A list the service keeps in one order offers no choice: an "Unsorted" alone would look like one.
  if (columns.length === 0) return null;
  const value = sort ? `${sort.column}:${sort.direction}` : '';
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => {
          const [column, direction] = e.target.value.split(':');
          onSort(column ? { column, direction: direction === 'desc' ? 'desc' : 'asc' } : null);
        }}
      >
        <option value="">Unsorted</option>
        {columns.flatMap((c) => [
          <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
            {c.title} (ascending)
          </option>,
          <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
            {c.title} (descending)
          </option>,
        ])}
      </select>
    </div>
  );
};
