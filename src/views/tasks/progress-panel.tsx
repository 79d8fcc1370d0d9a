import { useId, useState } from 'react';
import { fieldMessages } from '../../contracts/field-messages';
import type { TaskRecord } from '../../contracts/tasks';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import { BandBadge } from './band-badge';
import styles from './tasks.module.css';

type ProgressPanelProps = {
  task: TaskRecord;
  busy: boolean;
  canUpdate: boolean;
  onSave: (completion: number) => void;
};

const checkCompletion = (text: string): string | null => {
  if (text.trim() === '') return fieldMessages.required;
  const n = Number(text);
  if (!Number.isInteger(n)) return 'Enter a whole number';
  if (n < 0) return fieldMessages.min(0);
  if (n > 100) return fieldMessages.max(100);
  return null;
};

/** The selected task's band and a completion control; the band follows the saved value. */
export const ProgressPanel = ({ task, busy, canUpdate, onSave }: ProgressPanelProps) => {
  const id = useId();
  const [text, setText] = useState(String(task.completion));
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = checkCompletion(text);
    setError(problem);
    if (!problem) onSave(Number(text));
  };
  return (
    <section aria-label={`Selected task ${task.title}`} className={styles.pane}>
      <h2 className={styles.subtitle}>{task.title}</h2>
      <p className={styles.note}>
        {task.status} · approval {task.approval_status} · {task.wrkgrp_name} ·{' '}
        {task.owner_name ?? 'Unassigned'}
      </p>
      <p>
        Completion band: <BandBadge completion={task.completion} />
      </p>
      <form noValidate onSubmit={handleSubmit} className={styles.actions} aria-label="Update completion">
        <div className={forms.field}>
          <label htmlFor={id} className={forms.label}>
            Completion (%) <span aria-hidden="true">*</span>
          </label>
          <input
            id={id}
            type="number"
            min={0}
            max={100}
            className={forms.input}
            value={text}
            disabled={!canUpdate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className={forms.errors}>
              {error}
            </p>
          )}
        </div>
        <LoadingButton type="submit" loading={busy} loadingText="Saving" disabled={!canUpdate}>
          Update progress
        </LoadingButton>
        <a href={`#/task/new-task/${task.id}`}>Open task</a>
      </form>
      {!canUpdate && <p className={styles.note}>Only the task’s owner or a task administrator updates it.</p>}
    </section>
  );
};
