import type { TableHTMLAttributes } from 'react';
import { cx } from '../shared/cx';
import styles from './detail-table.module.css';

export type DetailTableProps = TableHTMLAttributes<HTMLTableElement> & {
  /** Larger cells and type for a table read at length (advice, comparisons). */
  roomy?: boolean;
};

/**
 * The kit's table for what is not a list (issue 41): a comparison matrix, a record's key–value details, a chart's
 * figures, the shortcut sheet. Rows of records a user scans, sorts or picks are the kit Datatable instead; the
 * `data-kit` mark is how the browser walk tells this table from a list drawn the old way.
 */
export const DetailTable = ({ roomy = false, className, children, ...rest }: DetailTableProps) => (
  <table {...rest} data-kit="detail-table" className={cx(styles.table, roomy && styles.roomy, className)}>
    {children}
  </table>
);
