import { editableCaseFields, type CaseDetails } from '../../contracts/workflow/presence';
import type { EditConflict } from '../../machines/case-edit.machine';
import { formatDateTime } from '../../rules/kit-format';
import desk from './desk.module.css';
import styles from './presence.module.css';
import { Button } from '../kit/ui/button';

export const fieldLabels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  priority: 'Priority',
  severity: 'Severity',
  status: 'Status',
  owner_user_id: 'Owner',
  wrkgrp_id: 'Workgroup',
  classification: 'Classification',
  due_at: 'Due',
};
const show = (v: unknown) => (v === null || v === undefined || v === '' ? 'none' : `“${String(v)}”`);
/** Owner and workgroup travel as ids; the record as it now is names them when theirs is still the current one. */
const named = (conflict: EditConflict, field: string, value: unknown): unknown => {
  const { record } = conflict;
  if (field === 'owner_user_id' && value === record.owner_user_id) return record.owner_name;
  if (field === 'wrkgrp_id' && value === record.wrkgrp_id) return record.wrkgrp_name;
  if (field === 'due_at' && typeof value === 'string') return formatDateTime(value);
  return value;
};
const isEditable = (field: string): field is keyof CaseDetails =>
  (editableCaseFields as readonly string[]).includes(field);

type Props = { conflict: EditConflict; mine: CaseDetails | null; onApply: () => void; onDiscard: () => void };

/**
 * A refused stale save: the service's words, then each change the other person made (theirs next to what this
 * user typed), and the two ways on: apply my change on top of theirs, or keep theirs.
 */
export const EditConflictNotice = ({ conflict, mine, onApply, onDiscard }: Props) => {
  const lines = conflict.changes.flatMap((entry) =>
    Object.entries(entry.changes)
      .filter(([field]) => field !== 'version')
      .map(([field, [, theirs]]) => ({
        key: `${entry.id}-${field}`,
        label: fieldLabels[field] ?? field,
        theirs: named(conflict, field, theirs),
        // Shown only where the user typed something else: that is what 'Apply my change again' would save.
        yours: isEditable(field) && mine && mine[field] !== theirs ? mine[field] : undefined,
        by: `${entry.user_name ?? 'the system'}, ${formatDateTime(entry.at)}`,
      })),
  );
  return (
    <div role="alert" className={`${desk.banner} ${desk.error} ${styles.conflict}`}>
      <p>{conflict.text}</p>
      {lines.length > 0 && (
        <ul aria-label="Their change" className={styles.changes}>
          {lines.map((line) => (
            <li key={line.key}>
              {line.label}: theirs {show(line.theirs)}
              {line.yours !== undefined && <> · yours {show(line.yours)}</>} ({line.by})
            </li>
          ))}
        </ul>
      )}
      <p>Your draft is kept in the form below.</p>
      <div className={styles.conflictActions}>
        <Button onClick={onApply}>Apply my change again</Button>
        <Button onClick={onDiscard}>Keep theirs</Button>
      </div>
    </div>
  );
};
