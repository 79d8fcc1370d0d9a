import type { ReactNode } from 'react';
import styles from './loading-state.module.css';

type LoadingStateProps = { label: string; fullPage?: boolean; children?: ReactNode };

/** The visible loading state of lazy sections, guards and resolvers (spec §2); announced politely. */
export const LoadingState = ({ label, fullPage = false, children }: LoadingStateProps) => (
  <div className={fullPage ? `${styles.box} ${styles.fullPage}` : styles.box}>
    <div role="status" aria-live="polite" className={styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
    {children}
  </div>
);
