import type { ReactNode } from 'react';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { InstanceBanner } from '../shell/instance-banner';
import { SkipLink } from '../shell/skip-link';
import { ToastRegion } from '../shell/toast-region';
import styles from './compact-header-layout.module.css';

/** Spec §2: the compact header only, no sidebar (used by /user-profile/reset-password). */
export const CompactHeaderLayout = ({ children }: { children: ReactNode }) => (
  <div className={styles.shell}>
    <SkipLink />
    <Header variant="compact" />
    <main id="main-content" className={styles.main} tabIndex={-1}>
      {children}
    </main>
    <Footer />
    <InstanceBanner />
    <ToastRegion />
  </div>
);
