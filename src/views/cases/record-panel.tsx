import type { CaseRecord } from '../../contracts/workflow/cases';
import type { WorkflowAction } from '../../rules/workflow-list-table';
import { formatDateTime } from '../../rules/kit-format';
import { SidePanel } from '../kit/side-panel/side-panel';
import button from '../kit/shared/button.module.css';
import { cx } from '../kit/shared/cx';
import styles from './desk.module.css';
import { PartyLink } from './party-link';
import { SlaBadge } from './sla-badge';

type Props = {
  record: CaseRecord | undefined;
  me: number | null;
  busy: boolean;
  /** Actions this profile may take (yank and close need their permission keys). */
  allowed: (action: WorkflowAction) => boolean;
  onAction: (action: WorkflowAction) => void;
  onClose: () => void;
};

/** Which actions make sense for this record and this user; the service checks again. */
export function availableActions(record: CaseRecord, me: number | null): WorkflowAction[] {
  const mine = record.owner_user_id !== null && record.owner_user_id === me;
  const out: WorkflowAction[] = ['assign', 'dispatch'];
  if (record.owner_user_id === null) out.push('accept');
  if (mine) out.push('reject');
  if (!mine) out.push('yank');
  out.push('close');
  return out;
}

const label: Record<WorkflowAction, string> = {
  assign: 'Assign…',
  dispatch: 'Dispatch…',
  accept: 'Accept',
  reject: 'Reject…',
  yank: 'Yank',
  close: 'Close…',
};

/** The selected record beside the list: its facts and the actions the user can take on it. */
export const RecordPanel = ({ record, me, busy, allowed, onAction, onClose }: Props) => (
  <SidePanel
    id="workflow-record"
    title={record ? `${record.number} — ${record.title}` : 'Record'}
    open={record !== undefined}
    width={440}
    zIndex={800}
    onClose={onClose}
  >
    {record && (
      <>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>{record.status}</dd>
          <dt>SLA</dt>
          <dd>
            <SlaBadge sla={record.sla} />
          </dd>
          <dt>Priority</dt>
          <dd>
            {record.priority} (severity {record.severity})
          </dd>
          <dt>Workgroup</dt>
          <dd>{record.wrkgrp_name}</dd>
          <dt>Owner</dt>
          <dd>{record.owner_name ?? 'Unassigned'}</dd>
          <dt>Customer</dt>
          <dd>
            <PartyLink type={record.party_type} id={record.party_id} name={record.party_name} />
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(record.create_datetime)}</dd>
          <dt>Due</dt>
          <dd>{record.due_at ? formatDateTime(record.due_at) : '—'}</dd>
        </dl>
        <div className={styles.actions} aria-label="Actions" role="group">
          {availableActions(record, me)
            .filter(allowed)
            .map((action) => (
              <button
                key={action}
                type="button"
                disabled={busy}
                className={cx(button.button, action === 'close' && button.danger)}
                onClick={() => onAction(action)}
              >
                {label[action]}
              </button>
            ))}
          <a className={button.button} href={`#/case-management/case/${record.id}`}>
            Open details
          </a>
        </div>
      </>
    )}
  </SidePanel>
);
