import { useId, useState } from 'react';
import type { TaskRecord } from '../../contracts/tasks';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import styles from './tasks.module.css';

type ApprovalBoxProps = {
  task: TaskRecord;
  busy: boolean;
  canDecide: boolean;
  onDecide: (decision: 'Approved' | 'Rejected', comment: string) => void;
};

/** A task's approval: its state and, for the approver or a task administrator, Approve / Reject. */
export const ApprovalBox = ({ task, busy, canDecide, onDecide }: ApprovalBoxProps) => {
  const id = useId();
  const [comment, setComment] = useState('');
  return (
    <section aria-label={`Approval of ${task.title}`} className={styles.pane}>
      <h2 className={styles.subtitle}>Approval</h2>
      <p>
        Status: <strong>{task.approval_status}</strong>
        {task.approver_name ? ` · approver ${task.approver_name}` : ''}
        {task.approval_comment ? ` · “${task.approval_comment}”` : ''}
      </p>
      {task.approval_status === 'Pending' && canDecide && (
        <div className={styles.actions}>
          <div className={forms.field}>
            <label htmlFor={id} className={forms.label}>
              Approval comment
            </label>
            <input
              id={id}
              className={forms.input}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <LoadingButton loading={busy} loadingText="Saving" onClick={() => onDecide('Approved', comment)}>
            Approve
          </LoadingButton>
          <LoadingButton
            variant="secondary"
            loading={busy}
            loadingText="Saving"
            onClick={() => onDecide('Rejected', comment)}
          >
            Reject
          </LoadingButton>
        </div>
      )}
    </section>
  );
};
