import { useId } from 'react';
import styles from './forms.module.css';

export type FilterOption<V extends string> = { value: V; label: string };

type FilterSelectProps<V extends string> = {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
};

/** A labelled select that narrows a list (not a form field: no registration, no error line). */
export const FilterSelect = <V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) => {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        // The options are the only values the select can hold.
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
};
