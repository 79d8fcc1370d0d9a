import { useState } from 'react';
import type { TaskRecord } from '../../contracts/tasks';
import { formatDateTime } from '../../rules/kit-format';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import { BandBadge } from './band-badge';
import styles from './tasks.module.css';
import { TableHead } from '../kit/table-head';

type ApprovalsTableProps = {
  tasks: readonly TaskRecord[];
  busy: boolean;
  onDecide: (id: number, decision: 'Approved' | 'Rejected', comment: string) => void;
};

/** The tasks waiting for the caller's decision (every pending one for a task administrator). */
export const ApprovalsTable = ({ tasks, busy, onDecide }: ApprovalsTableProps) => {
  const [comment, setComment] = useState('');
  return (
    <section aria-label="Approvals waiting" className={styles.pane}>
      <h2 className={styles.subtitle}>Approvals waiting ({tasks.length})</h2>
      {tasks.length === 0 ? (
        <p className={styles.note}>There are no records.</p>
      ) : (
        <>
          <div className={forms.field}>
            <label htmlFor="approval-comment" className={forms.label}>
              Approval comment
            </label>
            <input
              id="approval-comment"
              className={forms.input}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <table className={styles.table}>
            <TableHead columns={['Task', 'Completion', 'Owner', 'Approver', 'Updated', 'Decision']} />
            <tbody>
              {tasks.slice(0, 100).map((t) => (
                <tr key={t.id}>
                  <td>
                    <a href={`#/task/new-task/${t.id}`}>{t.title}</a>
                  </td>
                  <td>
                    <BandBadge completion={t.completion} />
                  </td>
                  <td>{t.owner_name ?? 'Unassigned'}</td>
                  <td>{t.approver_name}</td>
                  <td>{formatDateTime(t.updated_at)}</td>
                  <td>
                    <LoadingButton
                      variant="quiet"
                      size="sm"
                      loading={busy}
                      loadingText="Saving"
                      aria-label={`Approve ${t.title} (${t.number})`}
                      onClick={() => onDecide(t.id, 'Approved', comment)}
                    >
                      Approve
                    </LoadingButton>{' '}
                    <LoadingButton
                      variant="quiet"
                      size="sm"
                      loading={busy}
                      loadingText="Saving"
                      aria-label={`Reject ${t.title} (${t.number})`}
                      onClick={() => onDecide(t.id, 'Rejected', comment)}
                    >
                      Reject
                    </LoadingButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
};
