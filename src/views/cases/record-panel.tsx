import type { CaseRecord } from '../../contracts/workflow/cases';
import { formatDateTime } from '../../rules/kit-format';
import { SidePanel } from '../kit/side-panel/side-panel';
import { buttonClass } from '../kit/ui/button';
import { cx } from '../kit/shared/cx';
import styles from './desk.module.css';
import { PartyLink } from './party-link';
import type { ActionsByStatus } from '../../rules/workflow-actions-by-status';
import { RecordActions, type DeskAction } from './record-actions';
import { SlaBadge } from './sla-badge';
import { StatusControl } from './status-control';

type Props = {
  record: CaseRecord | undefined;
  me: number | null;
  busy: boolean;
  /** Actions this profile may take (yank, close and notes need their permission keys). */
  allowed: (action: DeskAction) => boolean;
  /** The service's status→actions map, once loaded. */
  byStatus?: ActionsByStatus | null;
  reopenDays?: number | null;
  /** The close key: closing or reopening someone else's record. */
  mayCloseOthers: boolean;
  onAction: (action: DeskAction) => void;
  onClose: () => void;
  /** What the last panel action did, when the lists do not show it (a note). */
  notice?: string | null;
};

/** The selected record beside the list: its facts and the actions the user can take on it. */
export const RecordPanel = ({
  record,
  me,
  busy,
  allowed,
  byStatus,
  reopenDays,
  mayCloseOthers,
  onAction,
  onClose,
  notice,
}: Props) => (
  <SidePanel
    id="workflow-record"
    title={record ? `${record.number} — ${record.title}` : 'Record'}
    open={record !== undefined}
    width="min(440px, 100vw)"
    zIndex={800}
    onClose={onClose}
  >
    {record && (
      <>
        <StatusControl
          record={record}
          me={me}
          byStatus={byStatus}
          reopenDays={reopenDays}
          mayCloseOthers={mayCloseOthers}
          busy={busy}
          onMove={onAction}
        />
        <dl className={styles.facts}>
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
        <RecordActions
          record={record}
          me={me}
          busy={busy}
          allowed={allowed}
          byStatus={byStatus}
          onAction={onAction}
        >
          <a className={buttonClass()} href={`#/case-management/case/${record.id}`}>
            Open details
          </a>
        </RecordActions>
        <p role="status" className={notice ? cx(styles.banner, styles.success) : 'visually-hidden'}>
          {notice}
        </p>
      </>
    )}
  </SidePanel>
);
