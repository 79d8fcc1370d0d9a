import { type ReactNode } from 'react';
import styles from './ui.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status in a pill; its tone repeats what the text says, never replaces it. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
);
