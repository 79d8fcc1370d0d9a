import { useMemo, useState } from 'react';
import type { TaskRecord } from '../../contracts/tasks';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import { bandText } from './band-badge';
import styles from './tasks.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type ApprovalRow = TaskRecord & { band: string; owner: string };
const columns: DatatableColumn<ApprovalRow>[] = [
  { id: 'number', title: 'Task', fit: true },
  { id: 'title', title: 'Title', grow: true, width: 220 },
  { id: 'band', title: 'Completion', fit: true },
  { id: 'owner', title: 'Owner', fit: { maxWidth: 200 } },
  { id: 'approver_name', title: 'Approver', fit: { maxWidth: 200 } },
  { id: 'updated_at', title: 'Updated', fit: true, format: 'datetime' },
];

type ApprovalsTableProps = {
  tasks: readonly TaskRecord[];
  busy: boolean;
  onDecide: (id: number, decision: 'Approved' | 'Rejected', comment: string) => void;
};

/**
 * The tasks waiting for the caller's decision (every pending one for a task administrator). A canvas row holds no
 * button, so choosing a task (a click, or Space) offers its page, Approve and Reject under the table.
 */
export const ApprovalsTable = ({ tasks, busy, onDecide }: ApprovalsTableProps) => {
  const [comment, setComment] = useState('');
  const rows = useMemo(
    () => tasks.map((t) => ({ ...t, band: bandText(t.completion), owner: t.owner_name ?? 'Unassigned' })),
    [tasks],
  );
  const [chosen, setChosenId] = useChosenRow(rows, (t) => t.id);
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
          <Datatable
            label="Approvals"
            rows={rows}
            columns={columns}
            filterColumns={['number', 'title', 'owner']}
            viewId="task-approvals"
            onRowSelect={(t) => setChosenId(t.id)}
            onRowActivate={(t) => setChosenId(t.id)}
          />
          <div className={styles.chosen} aria-live="polite">
            {chosen ? (
              <>
                <a href={`#/task/new-task/${chosen.id}`}>
                  {chosen.number}: {chosen.title}
                </a>
                <LoadingButton
                  variant="quiet"
                  size="sm"
                  loading={busy}
                  loadingText="Saving"
                  aria-label={`Approve ${chosen.title} (${chosen.number})`}
                  onClick={() => onDecide(chosen.id, 'Approved', comment)}
                >
                  Approve
                </LoadingButton>
                <LoadingButton
                  variant="quiet"
                  size="sm"
                  loading={busy}
                  loadingText="Saving"
                  aria-label={`Reject ${chosen.title} (${chosen.number})`}
                  onClick={() => onDecide(chosen.id, 'Rejected', comment)}
                >
                  Reject
                </LoadingButton>
              </>
            ) : (
              <p className={styles.note}>Choose a task to approve or reject it.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
};
