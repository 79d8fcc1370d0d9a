import type { ClassificationOption, OptionId } from '../../../rules/kit-classification';
import { cx } from '../shared/cx';
import styles from './classification-dropdowns.module.css';

export type ClassificationLevelProps = {
  id: string;
  label: string;
  value: OptionId | null;
  options: ClassificationOption[];
  required: boolean;
  error: string | null;
  disabled: boolean;
  onChoose: (id: OptionId | null) => void;
};

type LabelProps = Pick<ClassificationLevelProps, 'id' | 'label' | 'required' | 'error'>;

/** A level's label, marked invalid with its control (as the original marked the previous element). */
export const LevelLabel = ({ id, label, required, error }: LabelProps) => (
  <label htmlFor={id} className={cx(styles.label, error && styles.labelInvalid)}>
    {label}
    {required && (
      <span className={styles.asterisk} aria-hidden="true">
        {' '}
        *
      </span>
    )}
  </label>
);

/** A level's error under its control, named by the control's aria-describedby. */
export const LevelError = ({ id, error }: { id: string; error: string | null }) =>
  error ? (
    <ul id={`${id}-error`} className={styles.errors}>
      <li>{error}</li>
    </ul>
  ) : null;

/** One level: label (marked invalid with its select, as the original marked the previous element), select, error. */
export const ClassificationLevel = ({
  id,
  label,
  value,
  options,
  required,
  error,
  disabled,
  onChoose,
}: ClassificationLevelProps) => (
  <div className={styles.level}>
    <LevelLabel id={id} label={label} required={required} error={error} />
    <select
      id={id}
      className={styles.select}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => {
        const chosen = options.find((o) => String(o.id) === e.target.value);
        onChoose(chosen ? chosen.id : null);
      }}
    >
      <option value="">Select {label}</option>
      {options.map((o) => (
        <option key={String(o.id)} value={String(o.id)}>
          {o.value_name}
        </option>
      ))}
    </select>
    <LevelError id={id} error={error} />
  </div>
);
