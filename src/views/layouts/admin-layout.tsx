import { useEffect, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useAppActors } from '../../app/actors';
import { CommandLayer } from '../shell/command-layer';
import { CustomerInfoPanel } from '../shell/customer-info-panel';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import { InstanceBanner } from '../shell/instance-banner';
import { Sidebar } from '../shell/sidebar';
import { SkipLink } from '../shell/skip-link';
import { ToastRegion } from '../shell/toast-region';
import styles from './admin-layout.module.css';

/** Spec §2 admin layout: header, sidebar, the screen, footer, instance banner and toasts. */
export const AdminLayout = ({ children }: { children: ReactNode }) => {
  const { layout } = useAppActors();
  const side = useSelector(layout, (s) => s.context.side);
  const [location] = useLocation();

  // The machine never reads the window; the layout reports the width now and on every resize.
  useEffect(() => {
    const report = () => layout.send({ type: 'layout.resize', width: window.innerWidth });
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [layout]);

  useEffect(() => {
    layout.send({ type: 'layout.navigated' });
  }, [layout, location]);

  return (
    <CommandLayer>
      <div className={styles.shell} data-side={side}>
        <SkipLink />
        <Header />
        <div className={styles.body}>
          <Sidebar />
          <main id="main-content" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <CustomerInfoPanel />
        </div>
        <Footer />
        <InstanceBanner />
        <ToastRegion />
      </div>
    </CommandLayer>
  );
};
