import { useId } from 'react';
import type {
  CampaignAgent,
  CampaignVersion,
  MandatoryField,
  TargetPage,
  TargetStatus,
  VersionAction,
  VersionProgress,
} from '../../contracts/campaigns';
import forms from '../kit/forms/forms.module.css';
import { Permitted } from '../kit/permission/permitted';
import { Button } from '../kit/ui/button';
import { DetailTable } from '../kit/detail-table/detail-table';
import { TargetTable } from './target-table';
import { VersionStatusBadge } from './version-status-badge';
import page from '../kit/shared/page.module.css';
import styles from './campaigns.module.css';
import { TableHead } from '../kit/table-head';

type Props = {
  version: CampaignVersion;
  progress: VersionProgress | null;
  targets: TargetPage | null;
  statuses: TargetStatus[];
  fields: MandatoryField[];
  agents: CampaignAgent[];
  filter: string;
  busy: boolean;
  onTransition: (action: VersionAction) => void;
  onAssign: (targetIds: number[], agentUserId: number | null) => void;
  onPage: (page: number) => void;
  onFilter: (status: string) => void;
};

const actionsFor: Record<CampaignVersion['status'], VersionAction[]> = {
  draft: ['activate', 'close'],
  active: ['pause', 'close'],
  paused: ['activate', 'close'],
  closed: [],
};
const actionLabel: Record<VersionAction, string> = {
  activate: 'Start calling',
  pause: 'Pause',
  close: 'Close',
};

/** One version: its lifecycle, progress (per status, per agent, completion) and its targets ten at a time. */
export const VersionDetail = (p: Props) => {
  const filterId = useId();
  const labelOf = (key: string) => p.fields.find((f) => f.key === key)?.label ?? key;
  return (
    <section aria-label={`Version ${p.version.version_number}`} className={page.page}>
      <div className={page.heading}>
        <h2 className={page.subtitle}>
          {p.version.campaign_name} — v{p.version.version_number} {p.version.name}{' '}
          <VersionStatusBadge status={p.version.status} />
        </h2>
        <Permitted action="campaign.manage">
          <div className={styles.row}>
            {actionsFor[p.version.status].map((a) => (
              <Button
                key={a}
                tone={a === 'close' ? 'danger' : undefined}
                disabled={p.busy}
                onClick={() => p.onTransition(a)}
              >
                {actionLabel[a]}
              </Button>
            ))}
          </div>
        </Permitted>
      </div>
      <p className={styles.muted}>
        Mandatory: {p.version.mandatory_fields.map(labelOf).join(', ') || 'none'} · Tags:{' '}
        {p.version.tags.join(', ') || 'none'}
      </p>
      {p.version.call_script && <p className={styles.script}>{p.version.call_script}</p>}
      {p.progress && (
        <section aria-label="Progress" className={page.pane}>
          <h3 className={page.subtitle}>
            Progress: {p.progress.done} of {p.progress.total} done ({p.progress.completion_pct}%)
          </h3>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Completion"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={p.progress.completion_pct}
          >
            <div className={styles.barFill} style={{ width: `${p.progress.completion_pct}%` }} />
          </div>
          <dl className={page.stats}>
            {p.progress.by_status.map((s) => (
              <div key={s.status} className={page.stat}>
                <dt>{s.status}</dt>
                <dd>{s.count}</dd>
              </div>
            ))}
          </dl>
          {/* The figures behind the bar, per agent: a summary, not a list to pick from. */}
          <DetailTable aria-label="Progress per agent">
            <TableHead columns={['Agent', 'Targets', 'Done']} />
            <tbody>
              {p.progress.by_agent.map((a) => (
                <tr key={a.agent_user_id ?? 'none'}>
                  <td>{a.agent_name}</td>
                  <td>{a.total}</td>
                  <td>{a.done}</td>
                </tr>
              ))}
            </tbody>
          </DetailTable>
        </section>
      )}
      <section aria-label="Targets" className={page.page}>
        <div className={styles.row}>
          <h3 className={page.subtitle}>Targets</h3>
          <label htmlFor={filterId} className={forms.label}>
            Status
          </label>
          <select
            id={filterId}
            className={forms.input}
            value={p.filter}
            onChange={(e) => p.onFilter(e.target.value)}
          >
            <option value="">All statuses</option>
            {p.statuses.map((s) => (
              <option key={s.status}>{s.status}</option>
            ))}
          </select>
        </div>
        <TargetTable
          targets={p.targets}
          filter={p.filter}
          agents={p.agents}
          assignable={p.version.status !== 'closed'}
          busy={p.busy}
          onAssign={p.onAssign}
          onPage={p.onPage}
        />
      </section>
    </section>
  );
};
