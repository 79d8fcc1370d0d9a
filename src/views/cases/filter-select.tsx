import type { SelectHTMLAttributes } from 'react';
import styles from './desk.module.css';

type FilterSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string };

/** One of the desk's list filters: a labelled select in the filter row, its options given by the filter. */
export const FilterSelect = ({ id, label, children, ...select }: FilterSelectProps) => (
  <span className={styles.filter}>
    <label htmlFor={id}>{label}</label>
    <select {...select} id={id} className={styles.select}>
      {children}
    </select>
  </span>
);
