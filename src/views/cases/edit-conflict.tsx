import { editableCaseFields, type CaseDetails } from '../../contracts/workflow/presence';
import type { EditConflict } from '../../machines/case-edit.machine';
import { formatDateTime } from '../../rules/kit-format';
import button from '../kit/shared/button.module.css';
import desk from './desk.module.css';
import styles from './presence.module.css';

export const fieldLabels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  priority: 'Priority',
  severity: 'Severity',
  status: 'Status',
  owner_user_id: 'Owner',
  wrkgrp_id: 'Workgroup',
};
const show = (v: unknown) => (v === null || v === undefined || v === '' ? 'none' : `“${String(v)}”`);
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
        theirs,
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
        <button type="button" className={button.button} onClick={onApply}>
          Apply my change again
        </button>
        <button type="button" className={button.button} onClick={onDiscard}>
          Keep theirs
        </button>
      </div>
    </div>
  );
};
