import type { ReactNode } from 'react';
import styles from './blank-layout.module.css';

/** The others area (404 and the like): no header, no sidebar (spec §2). */
export const BlankLayout = ({ children }: { children: ReactNode }) => (
  <main id="main-content" className={styles.page} tabIndex={-1}>
    {children}
  </main>
);
