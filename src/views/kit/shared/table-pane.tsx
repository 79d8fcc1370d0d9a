import type { ReactNode } from 'react';
import { Datatable } from '../datatable/datatable';
import type { DatatableColumn } from '../datatable/columns';
import { useChosenRow } from '../datatable/use-chosen-row';
import { cx } from './cx';
import page from './page.module.css';
import styles from './table-pane.module.css';

type TablePaneProps<R extends Record<string, unknown>, K> = {
  title: string;
  /** The region's name when it differs from the heading. */
  label?: string;
  rows: readonly R[];
  columns: readonly DatatableColumn<R>[];
  keyOf: (row: R) => K;
  /** What the rows are called, for the footer's count ("representatives"). */
  countNoun: string;
  /** The line shown instead of the list when there are no rows. */
  empty: string;
  /**
   * The chosen row's links and buttons, under the list: a canvas row holds none. Without it a row is not chosen
   * (the list is read only).
   */
  actions?: (row: R) => ReactNode;
  /** The line under the list while no row is chosen, saying what choosing one offers. */
  hint?: string;
  /** Enter or a double-click on a row; without it they choose the row. */
  onRowActivate?: (row: R) => void;
  /** Shown between the heading and the list (an alert). */
  notice?: ReactNode;
  /** Shown after the list (an add button, an open form). */
  after?: ReactNode;
};

/**
 * A titled pane of a record page holding one list of related records, in the kit datatable as every other list,
 * or the line saying there are none.
 */
export const TablePane = <R extends Record<string, unknown>, K>(props: TablePaneProps<R, K>) => {
  const { title, label, rows, columns, keyOf, countNoun, empty, actions, hint, notice, after } = props;
  const [chosen, choose] = useChosenRow(rows, keyOf);
  const name = label ?? title;
  const handleChoose = actions ? (row: R) => choose(keyOf(row)) : undefined;
  return (
    <section className={cx(page.pane, styles.pane)} aria-label={name}>
      <h2 className={page.subtitle}>{title}</h2>
      {notice}
      {rows.length === 0 ? (
        <p className={page.note}>{empty}</p>
      ) : (
        <>
          <Datatable
            // Not the pane's own name: two regions of one name could not be told apart.
            label={`${name} list`}
            rows={rows}
            columns={columns}
            countNoun={countNoun}
            onRowSelect={handleChoose}
            onRowActivate={props.onRowActivate ?? handleChoose}
          />
          {actions && (
            <div className={styles.chosen} aria-live="polite">
              {chosen ? actions(chosen) : hint && <p className={page.note}>{hint}</p>}
            </div>
          )}
        </>
      )}
      {after}
    </section>
  );
};
