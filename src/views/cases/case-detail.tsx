import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import { useAppActors } from '../../app/actors';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { caseSourceLabels, type CaseHistoryEntry } from '../../contracts/workflow/cases';
import { caseDetailMachine } from '../../machines/case-detail.machine';
import { caseEditMachine } from '../../machines/case-edit.machine';
import { caseDocumentsMachine } from '../../machines/case-documents.machine';
import { caseNotesMachine } from '../../machines/case-notes.machine';
import { pollingEntriesMachine } from '../../machines/polling-entries.machine';
import { presenceMachine } from '../../machines/presence.machine';
import { formatDateTime } from '../../rules/kit-format';
import { formatPhone } from '../../rules/phone-number';
import { Breadcrumb } from '../kit/breadcrumb';
import { RefreshButton } from '../kit/refresh-button';
import { Spinner } from '../kit/spinner/spinner';
import { AlsoViewing } from './also-viewing';
import { CaseActions } from './case-actions';
import { CaseClassificationPath } from './case-classification';
import { CaseDocuments } from './case-documents';
import { CaseEditDetails } from './case-edit-details';
import { CaseLinks } from './case-links';
import { CaseNotes } from './case-notes';
import { CaseHistory } from './case-history';
import { CasePolling } from './case-polling';
import { CaseTasks } from './case-tasks';
import styles from './desk.module.css';
import { PartyLink } from './party-link';
import { usePartyInView } from '../kit/use-party-in-view';
import { SlaBadge } from './sla-badge';
import { PageHeader } from '../kit/ui/surfaces';

const fieldNames: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  wrkgrp_id: 'Workgroup',
  owner_user_id: 'Owner',
  status: 'Status',
  meeting_status: 'Meeting',
  polling_status: 'Polling entry',
  severity: 'Severity',
  priority: 'Priority',
  pending_reason: 'Waiting for',
  remind_at: 'Reminder',
  resolution_code: 'Resolution',
  classification: 'Classification',
  due_at: 'Due',
};
/** The status moves as people say them; the desk's actions read well as they are (assign, dispatch, …). */
const actionNames: Record<string, string> = {
  progress: 'set In Progress',
  pend: 'set Pending Customer',
  resolve: 'resolved',
  close: 'closed',
  reopen: 'reopened',
  remind: 'reminder due',
};
const show = (v: unknown) => (v === null || v === undefined ? 'none' : String(v));

const describe = (entry: CaseHistoryEntry): string => {
  const changes = Object.entries(entry.changes)
    // An edit's version stamp is bookkeeping for conflict checks, not a change anyone made.
    .filter(([field, [before, after]]) => field !== 'version' && before !== after)
    .map(([field, [before, after]]) =>
      field === 'status' || field === 'classification'
        ? `${field} ${show(before)} → ${show(after)}`
        : field === 'remind_at'
          ? `reminder ${formatDateTime(String(after))}`
          : field === 'pending_reason' || field === 'resolution_code'
            ? `${fieldNames[field]}: ${show(after)}`
            : `${fieldNames[field] ?? field} changed`,
    );
  return changes.join(', ');
};

/**
 * /case-management/case/:id — one case or lead: its facts and the audit trail of every change. Keyed by the id:
 * a link, the palette or back/forward to another case starts its machines afresh, not showing the last one.
 */
export const CaseDetail = (props: ScreenProps) => <CaseScreen key={props.params.id} {...props} />;

const CaseScreen = ({ params }: ScreenProps) => {
  const id = Number(params.id);
  const caseId = Number.isInteger(id) && id > 0 ? id : 0;
  const userId = useSelector(useAppActors().auth, (s) => s.context.user?.user_id ?? null);
  const detail = useScreenActor(caseDetailMachine, { input: { id: caseId } });
  const notes = useScreenActor(caseNotesMachine, { input: { caseId, userId } });
  const docs = useScreenActor(caseDocumentsMachine, { input: { caseId } });
  const polling = useScreenActor(pollingEntriesMachine, { input: { caseId } });
  const edit = useScreenActor(caseEditMachine, { input: { id: caseId } });
  const presence = useScreenActor(presenceMachine, { input: { recordId: caseId, userId } });
  // Every change made in a section is in the audit trail: read it again after each one.
  useEffect(() => {
    const reload = () => detail.send({ type: 'detail.reload' });
    const subs = [
      notes.on('case.changed', reload),
      docs.on('case.changed', reload),
      polling.on('case.changed', reload),
      edit.on('case.changed', reload),
      presence.on('case.changed', reload),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [detail, notes, docs, polling, edit, presence]);
  const record = useSelector(detail, (s) => s.context.record);
  const history = useSelector(detail, (s) => s.context.history);
  const error = useSelector(detail, (s) => s.context.error);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  usePartyInView(
    record?.party_type && record.party_id
      ? { type: record.party_type, id: record.party_id, name: record.party_name }
      : null,
  );
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor('/case-management/case/:id') ?? []} />
      <PageHeader
        title={record ? `${record.number}: ${record.title}` : 'Case'}
        actions={<RefreshButton loading={loading} onRefresh={() => detail.send({ type: 'detail.reload' })} />}
      />
      <AlsoViewing presence={presence} />
      {loading && !record && <Spinner loading label="Loading the case" />}
      {error && (
        <p role="alert" className={`${styles.banner} ${styles.error}`}>
          {error}
        </p>
      )}
      {record && <CaseActions record={record} userId={userId} detail={detail} notes={notes} />}
      {record && <CaseEditDetails record={record} editRef={edit} />}
      {record && (
        <div className={styles.grid2}>
          <section className={styles.card} aria-labelledby="case-facts">
            <h2 id="case-facts">Details</h2>
            <dl className={styles.facts}>
              <dt>Type</dt>
              <dd>{record.record_type === 'case' ? 'Case' : 'Lead'}</dd>
              <dt>Status</dt>
              <dd>{record.status}</dd>
              <dt>Classification</dt>
              <dd>
                <CaseClassificationPath record={record} />
              </dd>
              <dt>Severity / priority</dt>
              <dd>
                {record.severity} / {record.priority}
              </dd>
              <dt>SLA</dt>
              <dd>
                <SlaBadge sla={record.sla} />
              </dd>
              <dt>Due</dt>
              <dd>{record.due_at ? formatDateTime(record.due_at) : '—'}</dd>
              <dt>Workgroup</dt>
              <dd>{record.wrkgrp_name}</dd>
              <dt>Owner</dt>
              <dd>{record.owner_name ?? 'Unassigned'}</dd>
              <dt>Customer</dt>
              <dd>
                <PartyLink type={record.party_type} id={record.party_id} name={record.party_name} />
              </dd>
              <dt>Source</dt>
              <dd>
                {caseSourceLabels[record.source]}
                {record.caller_phone ? ` (${formatPhone(record.caller_phone)})` : ''}
              </dd>
              <dt>Created</dt>
              <dd>{formatDateTime(record.create_datetime)}</dd>
              {record.closed_at && (
                <>
                  <dt>Closed</dt>
                  <dd>{formatDateTime(record.closed_at)}</dd>
                </>
              )}
            </dl>
            {record.description && <p>{record.description}</p>}
          </section>
          <CaseHistory
            key={`history-${record.id}`}
            caseId={record.id}
            history={history}
            renderEntry={(entry) => (
              <>
                <strong>{actionNames[entry.action] ?? entry.action}</strong> by{' '}
                {entry.user_name ?? 'the system'}, {formatDateTime(entry.at)}
                {describe(entry) && <span className={styles.muted}> — {describe(entry)}</span>}
                {entry.note && <div>“{entry.note}”</div>}
              </>
            )}
          />
        </div>
      )}
      {record && (
        <div className={styles.grid2}>
          <CaseNotes notesRef={notes} />
          <CaseDocuments docsRef={docs} isCase={record.record_type === 'case'} />
          <CasePolling pollingRef={polling} />
          <CaseLinks key={record.id} caseId={record.id} />
          <CaseTasks key={`tasks-${record.id}`} caseId={record.id} number={record.number} />
        </div>
      )}
    </div>
  );
};
