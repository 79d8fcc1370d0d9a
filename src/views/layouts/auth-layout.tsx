import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { productName } from '../../config/constants';
import { Logo } from '../shell/logo';
import { ToastRegion } from '../shell/toast-region';
import { currentCase } from './current-case';
import styles from './auth-layout.module.css';

/** Sessions screens on a background image; the survey case gets its own, wider variant (spec §2). */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const [location] = useLocation();
  const variant = currentCase(location) === 'survey' ? 'survey' : 'sessions';
  return (
    <div className={`${styles.page} ${styles[variant]}`} data-variant={variant}>
      <main id="main-content" className={styles.card} tabIndex={-1}>
        <div className={styles.brand}>
          <Logo linked={false} />
        </div>
        {children}
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {productName}
      </footer>
      {/* A restore that met no service lands here: its toast is the only word on why (spec §8). */}
      <ToastRegion />
    </div>
  );
};
