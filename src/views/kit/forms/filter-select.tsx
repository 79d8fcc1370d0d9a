import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './forms.module.css';

export type FilterOption<V extends string> = { value: V; label: string };

type Common = {
  label: string;
  /** A fixed id, for a filter that links and palette commands address; otherwise one is made. */
  id?: string;
  /** In a row of filters: the label beside the select, not above it. */
  inline?: boolean;
  disabled?: boolean;
  'aria-busy'?: boolean;
};
type WithOptions<V extends string> = Common & {
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  children?: undefined;
};
/** For option lists a flat array cannot say: groups, indented levels, options shown only sometimes. */
type WithChildren = Common & {
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  options?: undefined;
};

/** A labelled select that narrows a list (not a form field: no registration, no error line). */
export function FilterSelect<V extends string>(props: WithOptions<V>): ReactElement;
export function FilterSelect(props: WithChildren): ReactElement;
export function FilterSelect(props: WithOptions<string> | WithChildren): ReactElement {
  const made = useId();
  const id = props.id ?? made;
  const { label, inline, disabled } = props;
  return (
    <div className={inline ? styles.inlineField : styles.field}>
      <label htmlFor={id} className={inline ? undefined : styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={inline ? styles.inlineInput : styles.input}
        value={props.value}
        disabled={disabled}
        aria-busy={props['aria-busy']}
        // With options, they are the only values the select can hold: the V overload's onChange gets a V.
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options
          ? props.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          : props.children}
      </select>
    </div>
  );
}
