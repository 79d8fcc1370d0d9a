import type { ReactNode } from 'react';
import { TableHead } from '../table-head';
import styles from './page.module.css';

type TablePaneProps = {
  title: string;
  /** The region's name when it differs from the heading. */
  label?: string;
  columns: readonly string[];
  /** The line shown instead of the table when there are no rows; null when there are. */
  empty: string | null;
  /** Shown between the heading and the table (an alert). */
  notice?: ReactNode;
  /** Shown after the table (an add button, an open form). */
  after?: ReactNode;
  /** The table's rows. */
  children: ReactNode;
};

/** A titled pane of a record page holding one list of related records as a table, or the line saying there are none. */
export const TablePane = ({ title, label, columns, empty, notice, after, children }: TablePaneProps) => (
  <section className={styles.pane} aria-label={label ?? title}>
    <h2 className={styles.subtitle}>{title}</h2>
    {notice}
    {empty !== null ? (
      <p className={styles.note}>{empty}</p>
    ) : (
      <table className={styles.table}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    )}
    {after}
  </section>
);
