import type { ClassificationOption, OptionId } from '../../../rules/kit-classification';
import styles from './classification-dropdowns.module.css';
import { LevelError } from './level-error';
import { LevelLabel } from './level-label';

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
