import { useId, useState } from 'react';
import type { AdminUser } from '../../contracts/workflow-admin/workgroups';
import { LoadingButton } from '../kit/loading-button';
import forms from '../kit/forms/forms.module.css';
import styles from './admin.module.css';

type MemberPickerProps = {
  label: string;
  candidates: AdminUser[];
  busy: boolean;
  onAdd: (userId: number) => void;
};

/** Choose a user who is not a member yet and add them. */
export const MemberPicker = ({ label, candidates, busy, onAdd }: MemberPickerProps) => {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <div className={styles.row}>
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          {label}
        </label>
        <select
          id={id}
          className={forms.input}
          value={chosen}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(e) => {
            setChosen(e.target.value);
            setMissing(false);
          }}
        >
          <option value="">Choose a user</option>
          {candidates.map((u) => (
            <option key={u.user_id} value={u.user_id}>
              {u.user_name} ({u.login_name})
            </option>
          ))}
        </select>
        {missing && (
          <p id={`${id}-error`} className={forms.errors} role="alert">
            This field is required
          </p>
        )}
      </div>
      <LoadingButton
        // One picker per workgroup card: the screen's main action is New workgroup, not each Add member.
        variant="secondary"
        loading={busy}
        loadingText="Adding"
        onClick={() => {
          if (!chosen) return setMissing(true);
          onAdd(Number(chosen));
          setChosen('');
        }}
      >
        Add member
      </LoadingButton>
    </div>
  );
};
