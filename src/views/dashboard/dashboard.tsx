import { useActorRef, useSelector } from '@xstate/react';
import { useAppActors } from '../../app/actors';
import { trailFor } from '../../config/breadcrumbs';
import { homeMachine } from '../../machines/home.machine';
import { LoadingState } from '../shell/loading-state';
import { Breadcrumb } from '../kit/breadcrumb';
import { LoadingButton } from '../kit/loading-button';
import { MyTeam } from './my-team';
import { MyWork } from './my-work';
import { SystemSection } from './system-section';
import { WhoAmI } from './who-am-i';
import styles from './dashboard.module.css';

/** The home page (/dashboard/v1): who is signed in, then the sections of the profile — my work first. */
export const Dashboard = () => {
  const { auth, tenant } = useAppActors();
  const home = useActorRef(homeMachine);
  const figures = useSelector(home, (s) => s.context.figures);
  const error = useSelector(home, (s) => s.context.error);
  const loading = useSelector(home, (s) => s.hasTag('loading'));
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
          onClick={() => home.send({ type: 'home.refresh' })}
        >
          Refresh
        </LoadingButton>
      </div>
      <WhoAmI
        fullName={user?.user_name ?? ''}
        login={user?.login_name ?? ''}
        roleName={roleName}
        tenantName={tenantName ?? ''}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
          {figures ? ' — the figures below are from the last successful load.' : ''}
        </p>
      )}
      {figures === null && loading && <LoadingState label="Loading your figures…" />}
      {figures && (
        <div aria-busy={loading}>
          {figures.work && <MyWork work={figures.work} />}
          {figures.team && <MyTeam team={figures.team} />}
          {figures.sections.includes('system') && <SystemSection />}
        </div>
      )}
    </div>
  );
};
