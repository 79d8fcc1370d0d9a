import { useEffect, useState } from 'react';
import styles from './charts.module.css';

/** A chunk that arrives within 100 ms shows no flash of a spinner; a slower one says it is loading. */
export const DelayedLoading = ({ label, height }: { label: string; height: number }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.loading} style={{ minHeight: height }}>
      {shown && (
        <span role="status" className={styles.status}>
          <span className={styles.wheel} aria-hidden="true" />
          {label}
        </span>
      )}
    </div>
  );
};
