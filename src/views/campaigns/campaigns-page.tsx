import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { campaignsMachine } from '../../machines/campaigns.machine';
import { LoadingState } from '../shell/loading-state';
import { Breadcrumb } from '../kit/breadcrumb';
import { RefreshButton } from '../kit/refresh-button';
import { Button } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';
import { EmptyState } from '../kit/ui/empty-state';
import { Permitted } from '../kit/permission/permitted';
import page from '../kit/shared/page.module.css';
import { VersionDetail } from './version-detail';
import { VersionForm } from './version-form';
import { VersionsTable } from './versions-table';
import { NewCampaign } from './new-campaign';
import { NewVersion } from './new-version';
import styles from './campaigns.module.css';

/** Outbound campaigns: the list, a campaign's versions, and a version's progress and targets. */
export const CampaignsPage = ({ route }: ScreenProps) => {
  const actor = useScreenActor(campaignsMachine, { input: {} });
  const s = useSelector(actor, (snap) => snap.context);
  const loading = useSelector(actor, (snap) => snap.hasTag('loading'));
  const saving = useSelector(actor, (snap) => snap.hasTag('saving'));
  const searching = useSelector(actor, (snap) => snap.hasTag('searching'));
  const [editing, setEditing] = useState(false);
  const campaign = s.campaigns.find((c) => c.id === s.campaignId) ?? null;
  const fields = s.config?.campaign_mandatory_fields ?? [];
  const keywords = s.config?.auto_populate_keywords ?? [];
  const statuses = s.config?.campaign_version_target_status ?? [];
  const send = actor.send;

  return (
    <div className={page.areaPage}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Campaigns"
        actions={<RefreshButton loading={loading} onRefresh={() => send({ type: 'campaigns.refresh' })} />}
      />
      {s.error && (
        <p role="alert" className={page.alert}>
          {s.error}
        </p>
      )}
      <p role="status" className={page.note}>
        {s.notice ?? ''}
      </p>
      {loading && s.campaigns.length === 0 ? (
        <LoadingState label="Loading campaigns…" />
      ) : (
        <div className={styles.layout}>
          <section aria-label="Campaign list" className={page.page}>
            <ul className={styles.list}>
              {s.campaigns.length === 0 && <li>No campaigns yet in your tenants.</li>}
              {s.campaigns.map((c) => (
                <li
                  key={c.id}
                  className={`${styles.campaign} ${c.id === s.campaignId ? styles.campaignSelected : ''}`}
                >
                  <Button
                    variant="quiet"
                    className={styles.pick}
                    aria-current={c.id === s.campaignId}
                    onClick={() => send({ type: 'campaigns.select', campaignId: c.id })}
                  >
                    {c.name}
                  </Button>
                  <div className={styles.muted}>
                    {c.versions.length} version{c.versions.length === 1 ? '' : 's'} ·{' '}
                    {c.versions.reduce((n, v) => n + v.done, 0)} of{' '}
                    {c.versions.reduce((n, v) => n + v.targets, 0)} targets done
                  </div>
                </li>
              ))}
            </ul>
            <Permitted action="campaign.manage">
              <NewCampaign
                saving={saving}
                onCreate={(name, description) =>
                  send({ type: 'campaigns.change', change: { kind: 'createCampaign', name, description } })
                }
              />
            </Permitted>
          </section>
          <div className={page.page}>
            {!campaign && <EmptyState title="Choose a campaign to see its versions and progress." />}
            {campaign && (
              <section aria-label={`Campaign ${campaign.name}`} className={page.pane}>
                <h2 className={page.subtitle}>{campaign.name}</h2>
                <p className={styles.muted}>{campaign.description}</p>
                <VersionsTable
                  versions={campaign.versions}
                  openId={s.versionId}
                  onOpen={(v) => (setEditing(false), send({ type: 'campaigns.open', versionId: v.id }))}
                />
                {s.versionId === null && (
                  <Permitted action="campaign.manage">
                    <NewVersion
                      campaignName={campaign.name}
                      fields={fields}
                      tags={s.tags}
                      keywords={keywords}
                      candidates={s.candidates}
                      searching={searching}
                      saving={saving}
                      onSearch={(query) => send({ type: 'campaigns.search', query })}
                      onSave={(v) =>
                        send({
                          type: 'campaigns.change',
                          change: { kind: 'createVersion', body: { campaign_id: campaign.id, ...v } },
                        })
                      }
                    />
                  </Permitted>
                )}
              </section>
            )}
            {s.version && s.version.campaign_id === campaign?.id && (
              <>
                <VersionDetail
                  version={s.version}
                  progress={s.progress}
                  targets={s.targets}
                  statuses={statuses}
                  fields={fields}
                  agents={s.agents}
                  filter={s.status}
                  busy={loading || saving}
                  onTransition={(action) =>
                    send({
                      type: 'campaigns.change',
                      change: { kind: 'transition', versionId: s.version!.id, action },
                    })
                  }
                  onAssign={(targetIds, agentUserId) =>
                    send({
                      type: 'campaigns.change',
                      change: { kind: 'assign', versionId: s.version!.id, targetIds, agentUserId },
                    })
                  }
                  onPage={(p) => send({ type: 'campaigns.page', page: p })}
                  onFilter={(status) => send({ type: 'campaigns.filter', status })}
                />
                {s.version.status === 'draft' && (
                  <Permitted action="campaign.manage">
                    {editing ? (
                      <section aria-label="Edit draft" className={page.pane}>
                        <VersionForm
                          key={s.version.updated_at}
                          version={s.version}
                          fields={fields}
                          tags={s.tags}
                          keywords={keywords}
                          candidates={[]}
                          searching={false}
                          saving={saving}
                          onSearch={() => undefined}
                          onSave={({ targets: _targets, ...v }) => (
                            setEditing(false),
                            send({
                              type: 'campaigns.change',
                              change: { kind: 'updateVersion', body: { version_id: s.version!.id, ...v } },
                            })
                          )}
                        />
                      </section>
                    ) : (
                      <Button onClick={() => setEditing(true)}>Edit tags and mandatory fields</Button>
                    )}
                  </Permitted>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
};
