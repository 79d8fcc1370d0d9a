import { type ReactNode } from 'react';
import styles from './ui.module.css';

type EmptyStateProps = {
  title: ReactNode;
  children?: ReactNode;
  /** What to do about it: usually one button or link. */
  action?: ReactNode;
};

/** Nothing to show, said once the same way everywhere: what is empty, why, and what to do next. */
export const EmptyState = ({ title, children, action }: EmptyStateProps) => (
  <div className={styles.empty}>
    <p className={styles.emptyTitle}>{title}</p>
    {children && <div className={styles.emptyText}>{children}</div>}
    {action && <div className={styles.emptyAction}>{action}</div>}
  </div>
);
