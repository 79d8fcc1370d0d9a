import { useId } from 'react';
import type { CaseRecord } from '../../contracts/workflow/cases';
import { lifecycleLabels, type LifecycleAction } from '../../rules/case-lifecycle';
import { formatDateTime } from '../../rules/kit-format';
import { statusMoves, type ActionsByStatus } from '../../rules/workflow-actions-by-status';
import styles from './desk.module.css';

type Props = {
  record: CaseRecord;
  me: number | null;
  /** The service's status→actions map and reopen window; until they arrive, the shared table and default. */
  byStatus?: ActionsByStatus | null;
  reopenDays?: number | null;
  /** The close key (17__17002): closing or reopening someone else's record. */
  mayCloseOthers: boolean;
  busy: boolean;
  onMove: (action: LifecycleAction) => void;
};

/**
 * The record's status in one control (Zammad's state field): it shows where the record stands and offers the
 * moves the lifecycle and the user's rights allow from there. A move that asks more opens its dialog; the
 * select always shows the record's status, which changes only when the service has made the move.
 */
export const StatusControl = ({ record, me, byStatus, reopenDays, mayCloseOthers, busy, onMove }: Props) => {
  const id = useId();
  const moves = statusMoves(record, me, { byStatus, reopenDays: reopenDays ?? undefined, mayCloseOthers });
  const waiting = record.status === 'Pending Customer' && record.remind_at;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        className={`${styles.select} ${styles.statusSelect}`}
        value=""
        disabled={busy || moves.length === 0}
        aria-describedby={waiting || record.resolution_code ? `${id}-about` : undefined}
        onChange={(e) => {
          const move = e.target.value as LifecycleAction | '';
          if (move) onMove(move);
        }}
      >
        <option value="">{record.status}</option>
        {moves.map((move) => (
          <option key={move} value={move}>
            {move === 'reopen' ? lifecycleLabels.reopen : `→ ${lifecycleLabels[move]}`}
          </option>
        ))}
      </select>
      {waiting && (
        <p id={`${id}-about`} className={styles.muted}>
          Waiting for: {record.pending_reason}. Reminder {formatDateTime(record.remind_at)}.
        </p>
      )}
      {!waiting && record.resolution_code && (
        <p id={`${id}-about`} className={styles.muted}>
          Resolution: {record.resolution_code}
          {record.resolved_at ? `, ${formatDateTime(record.resolved_at)}` : ''}.
        </p>
      )}
    </div>
  );
};
