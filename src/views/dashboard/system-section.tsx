import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { dashboardMachine } from '../../machines/dashboard.machine';
import { DashboardSummaryView } from './dashboard-summary';
import styles from './home.module.css';

/** The administrator's system figures (staff, sessions, audit), as they were before the home by persona. */
export const SystemSection = () => {
  const dashboard = useScreenActor(dashboardMachine);
  const summary = useSelector(dashboard, (s) => s.context.summary);
  const error = useSelector(dashboard, (s) => s.context.error);
  const loading = useSelector(dashboard, (s) => s.hasTag('loading'));
  return (
    <section className={styles.section} aria-labelledby="system-title">
      <h2 id="system-title" className={styles.sectionTitle}>
        System
      </h2>
      <DashboardSummaryView summary={summary} error={error} loading={loading} />
    </section>
  );
};
