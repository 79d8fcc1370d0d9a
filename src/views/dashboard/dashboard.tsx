import { useActorRef, useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { trailFor } from '../../config/breadcrumbs';
import { dashboardMachine } from '../../machines/dashboard.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import { DashboardSummaryView } from './dashboard-summary';
import { WhoAmI } from './who-am-i';
import styles from './dashboard.module.css';

/** The home page (/dashboard/v1): who is signed in, where, as whom, and the live counts of the tenant. */
export const Dashboard = () => {
  const { auth, tenant } = useAppActors();
  const dashboard = useActorRef(dashboardMachine);
  const summary = useSelector(dashboard, (s) => s.context.summary);
  const error = useSelector(dashboard, (s) => s.context.error);
  const loading = useSelector(dashboard, (s) => s.hasTag('loading'));
  const user = useSelector(auth, (s) => s.context.user);
  const roleName = useSelector(auth, (s) => s.context.currentProfile.role_name);
  const tenantName = useSelector(
    tenant,
    (s) => s.context.flat.find((t) => t.id === s.context.selectedTenantId)?.name,
  );

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/dashboard/v1') ?? []} />
      <div className={styles.heading}>
        <h1 className={styles.title}>Dashboard</h1>
        <LoadingButton
          variant="secondary"
          loading={loading}
          loadingText="Refreshing…"
          onClick={() => dashboard.send({ type: 'dashboard.refresh' })}
        >
          Refresh
        </LoadingButton>
      </div>
      <WhoAmI
        fullName={user?.user_name ?? ''}
        login={user?.login_name ?? ''}
        roleName={roleName}
        tenantName={tenantName ?? summary?.tenant_name ?? ''}
      />
      <DashboardSummaryView summary={summary} error={error} loading={loading} />
    </div>
  );
};
