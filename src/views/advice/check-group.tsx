import type { ReactNode } from 'react';
import styles from './advice.module.css';

type CheckGroupProps<T> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  disabled: boolean;
  onToggle: (value: T) => void;
  /** The group's own status (loading, error) before its boxes. */
  children?: ReactNode;
};

/** A fieldset of checkboxes over a list the need holds several of. */
export const CheckGroup = <T extends string | number>({
  legend,
  options,
  chosen,
  disabled,
  onToggle,
  children,
}: CheckGroupProps<T>) => (
  <fieldset className={styles.checks} style={{ marginTop: 16 }} disabled={disabled}>
    <legend>{legend}</legend>
    {children}
    {options.map((o) => (
      <label key={o.value} className={styles.check}>
        <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
        {o.label}
      </label>
    ))}
  </fieldset>
);
