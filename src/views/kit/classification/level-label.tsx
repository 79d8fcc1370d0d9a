import { cx } from '../shared/cx';
import styles from './classification-dropdowns.module.css';

type LabelProps = { id: string; label: string; required: boolean; error: string | null };

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
