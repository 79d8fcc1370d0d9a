import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useAppActors } from '../../app/actors';
import { trailFor } from '../../config/breadcrumbs';
import { homeMachine } from '../../machines/home.machine';
import { homeSectionsFor } from '../../rules/home-persona';
import { LoadingState } from '../shell/loading-state';
import { Breadcrumb } from '../kit/breadcrumb';
import { RefreshButton } from '../kit/refresh-button';
import { useMayDo } from '../kit/permission/use-permission';
import { MyCampaignTargets } from './my-campaign-targets';
import { MyTeam } from './my-team';
import { MyWork } from './my-work';
import { QueuesLive } from './queues-live';
import { SystemSection } from './system-section';
import { WhoAmI } from './who-am-i';
import styles from './dashboard.module.css';
import { PageHeader } from '../kit/ui/surfaces';

/** The home page (/dashboard/v1), started afresh for each profile and tenant chosen: its figures are theirs. */
export const Dashboard = () => {
  const { auth, tenant } = useAppActors();
  const roleId = useSelector(auth, (s) => s.context.currentProfile.role_id);
  const tenantId = useSelector(tenant, (s) => s.context.selectedTenantId);
  return <Home key={`${roleId}|${tenantId}`} />;
};

/** Who is signed in, then the sections of the profile — my work first. */
const Home = () => {
  const { auth, tenant } = useAppActors();
  const home = useScreenActor(homeMachine);
  const figures = useSelector(home, (s) => s.context.figures);
  const error = useSelector(home, (s) => s.context.error);
  const loading = useSelector(home, (s) => s.hasTag('loading'));
  const user = useSelector(auth, (s) => s.context.user);
  const roleName = useSelector(auth, (s) => s.context.currentProfile.role_name);
  // The same rule as the service's, on the profile's role map: the system figures load without waiting for mine.
  const sections = useSelector(auth, (s) => homeSectionsFor((key) => s.context.roleMap[key] === 1).join(' '));
  const mayWorkCampaigns = useMayDo('campaign.work');
  const tenantName = useSelector(
    tenant,
    (s) => s.context.flat.find((t) => t.id === s.context.selectedTenantId)?.name,
  );

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/dashboard/v1') ?? []} />
      <PageHeader
        title="Dashboard"
        actions={<RefreshButton loading={loading} onRefresh={() => home.send({ type: 'home.refresh' })} />}
      />
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
      {sections === '' && (
        <p>
          Your profile has no work, team or system figures. Use the menu to open the screens it allows, or
          switch to another profile from the user menu.
        </p>
      )}
      <div aria-busy={loading}>
        {figures === null && loading && sections !== 'system' && (
          <LoadingState label="Loading your figures…" />
        )}
        {figures?.work && <MyWork work={figures.work} />}
        {mayWorkCampaigns && <MyCampaignTargets />}
        {figures?.team && <MyTeam team={figures.team} at={figures.at} />}
        {figures?.team && <QueuesLive chartsAt={figures.at} />}
        {sections.includes('system') && <SystemSection />}
      </div>
    </div>
  );
};
