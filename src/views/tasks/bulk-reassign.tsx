import { useState } from 'react';
import { fieldMessages } from '../../contracts/field-messages';
import type { BulkReassignInput, TaskAssignees, TaskRecord } from '../../contracts/tasks';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import styles from './tasks.module.css';

type BulkReassignProps = {
  tasks: readonly TaskRecord[];
  assignees: TaskAssignees;
  busy: boolean;
  onReassign: (body: BulkReassignInput) => void;
};

const open = (t: TaskRecord) => t.status !== 'Completed' && t.status !== 'Cancelled';

/** Moves the chosen open tasks of one workgroup to another workgroup and owner in one call. */
export const BulkReassign = ({ tasks, assignees, busy, onReassign }: BulkReassignProps) => {
  const [from, setFrom] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [to, setTo] = useState('');
  const [owner, setOwner] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = tasks.filter((t) => open(t) && String(t.wrkgrp_id) === from).slice(0, 50);
  const members = assignees.members.filter((m) => String(m.wrkgrp_id) === to);
  const handleSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.tasks = fieldMessages.required;
    if (!to) problems.to = fieldMessages.required;
    setErrors(problems);
    if (Object.keys(problems).length === 0) {
      onReassign({ ids: chosen, wrkgrp_id: Number(to), owner_user_id: owner ? Number(owner) : null });
      setChosen([]);
    }
  };
  return (
    <form noValidate aria-label="Bulk reassign" className={styles.pane} onSubmit={handleSubmit}>
      <h2 className={styles.subtitle}>Bulk reassign</h2>
      <div className={styles.grid}>
        <div className={forms.field}>
          <label htmlFor="reassign-from" className={forms.label}>
            Tasks of workgroup
          </label>
          <select
            id="reassign-from"
            className={forms.input}
            value={from}
            onChange={(e) => (setFrom(e.target.value), setChosen([]))}
          >
            <option value="">Choose a workgroup</option>
            {assignees.workgroups.map((w) => (
              <option key={w.wrkgrp_id} value={w.wrkgrp_id}>
                {w.wrkgrp_name}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label htmlFor="reassign-to" className={forms.label}>
            Move to workgroup <span aria-hidden="true">*</span>
          </label>
          <select
            id="reassign-to"
            className={forms.input}
            aria-required
            aria-invalid={errors.to ? true : undefined}
            value={to}
            onChange={(e) => (setTo(e.target.value), setOwner(''))}
          >
            <option value="">Choose a workgroup</option>
            {assignees.workgroups.map((w) => (
              <option key={w.wrkgrp_id} value={w.wrkgrp_id}>
                {w.wrkgrp_name}
              </option>
            ))}
          </select>
          {errors.to && <p className={forms.errors}>{errors.to}</p>}
        </div>
        <div className={forms.field}>
          <label htmlFor="reassign-owner" className={forms.label}>
            New owner
          </label>
          <select
            id="reassign-owner"
            className={forms.input}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
          >
            <option value="">Unassigned (workgroup queue)</option>
            {members.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.user_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={styles.pane} aria-invalid={errors.tasks ? true : undefined}>
        <legend>Open tasks to move ({chosen.length} chosen)</legend>
        {from === '' && <p className={styles.note}>Choose the workgroup whose tasks you move.</p>}
        {from !== '' && shown.length === 0 && <p className={styles.note}>There are no records.</p>}
        <ul className={styles.list}>
          {shown.map((t) => (
            <li key={t.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(t.id)}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, t.id] : c.filter((x) => x !== t.id)))
                  }
                />{' '}
                {t.title} · {t.owner_name ?? 'Unassigned'} · {t.completion}%
              </label>
            </li>
          ))}
        </ul>
        {errors.tasks && <p className={forms.errors}>{errors.tasks}</p>}
      </fieldset>
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={busy} loadingText="Saving">
          Reassign
        </LoadingButton>
      </div>
    </form>
  );
};
