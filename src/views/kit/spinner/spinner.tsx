import { useLoadingFlag } from './loading-flag';
import { cx } from '../shared/cx';
import styles from './spinner.module.css';

type SpinnerProps = {
  /** Overrides the shared loading flag when given. */
  loading?: boolean;
  label?: string;
  /** Covers the nearest positioned ancestor while loading. */
  overlay?: boolean;
};

/** A spinner on the shared loading flag (spec §2), announced to screen readers as a status. */
export const Spinner = ({ loading, label = 'Loading', overlay = false }: SpinnerProps) => {
  const shared = useLoadingFlag();
  const visible = loading ?? shared;
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className={cx(styles.spinner, overlay && styles.overlay)}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
};
