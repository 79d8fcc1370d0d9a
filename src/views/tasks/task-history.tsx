import type { TaskHistoryEntry } from '../../contracts/tasks';
import { formatDateTime } from '../../rules/kit-format';
import styles from './tasks.module.css';

/** The history's field names as the task form labels them. */
const fieldNames: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  wrkgrp_id: 'Workgroup',
  owner_user_id: 'Owner',
  due_at: 'Due date',
  status: 'Status',
  completion: 'Completion (%)',
  case_id: 'Linked case',
  // The service writes a case change by its numbers (CAS-… before, after) under 'case'.
  case: 'Linked case',
  group_id: 'Task group',
  requires_approval: 'Requires approval',
  approver_user_id: 'Approver',
  approval_status: 'Approval',
  approval_comment: 'Approval comment',
  external_reference_number: 'External reference',
  documents_added: 'Documents added',
  documents_removed: 'Documents removed',
};
/**
 * Fields the history keeps as internal ids (people, workgroups, the case, classification values, documents): no
 * id reaches the screen, so these say only that they changed; the task itself shows what they are now.
 */
const byReference =
  /^(wrkgrp_id|owner_user_id|case_id|group_id|approver_user_id|classification_l\d|documents_removed)$/;

const show = (field: string, v: unknown) => {
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'due_at') return formatDateTime(String(v));
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return Array.isArray(v) ? v.join(', ') : String(v);
};

const describe = (field: string, [was, now]: [unknown, unknown]) => {
  const label = fieldNames[field] ?? (field.startsWith('classification_l') ? 'Classification' : field);
  if (byReference.test(field)) return `${label} changed`;
  return field === 'documents_added'
    ? `${label}: ${show(field, now)}`
    : `${label} ${show(field, was)} → ${show(field, now)}`;
};

/** Every change to the task, oldest first. */
export const TaskHistory = ({ entries }: { entries: readonly TaskHistoryEntry[] }) => (
  <section aria-label="Task history" className={styles.pane}>
    <h2 className={styles.subtitle}>History</h2>
    <ol className={styles.list}>
      {entries.map((h) => {
        // The five classification levels change together: said once.
        const changes = [...new Set(Object.entries(h.changes).map(([f, c]) => describe(f, c)))];
        return (
          <li key={h.id}>
            {formatDateTime(h.at)} · {h.user_name ?? 'System'} · {h.action}
            {changes.length > 0 && `: ${changes.join('; ')}`}
            {h.note ? ` (${h.note})` : ''}
          </li>
        );
      })}
    </ol>
  </section>
);
