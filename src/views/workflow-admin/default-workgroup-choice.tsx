import type { AdminUser, WrkgrpType } from '../../contracts/workflow-admin/workgroups';
import forms from '../kit/forms/forms.module.css';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';

type DefaultWorkgroupChoiceProps = {
  user: AdminUser;
  /** Workgroup names by id: a workgroup of another tenant is not among them. */
  names: ReadonlyMap<number, string>;
  busy: boolean;
  onChoose: (user: AdminUser, wrkgrpId: number) => void;
};

const types: WrkgrpType[] = ['Case', 'Lead'];

/** The chosen user's default case and lead workgroups, each among the workgroups they belong to. */
export const DefaultWorkgroupChoice = ({ user, names, busy, onChoose }: DefaultWorkgroupChoiceProps) => (
  <section className={page.pane} aria-label={`Default workgroups of ${user.user_name}`}>
    <h2 className={page.subtitle}>Default workgroups of {user.user_name}</h2>
    <div className={styles.row}>
      {types.map((type) => {
        const current = type === 'Case' ? user.default_case : user.default_lead;
        const own = user.workgroups.filter((w) => w.wrkgrp_type === type);
        const label = `${type} default workgroup of ${user.user_name}`;
        const id = `default-${type}-${user.user_id}`;
        return (
          <div key={type} className={forms.field}>
            {own.length === 0 ? (
              <>
                <span className={forms.label}>{type} default workgroup</span>
                <span className={styles.small}>No {type.toLowerCase()} workgroup</span>
              </>
            ) : (
              <>
                <label htmlFor={id} className={forms.label}>
                  {type} default workgroup
                </label>
                <select
                  id={id}
                  aria-label={label}
                  className={forms.input}
                  disabled={busy}
                  value={current ?? ''}
                  onChange={(e) => {
                    if (e.target.value) onChoose(user, Number(e.target.value));
                  }}
                >
                  {current === null && <option value="">No default</option>}
                  {own.map((w) => (
                    <option key={w.wrkgrp_id} value={w.wrkgrp_id}>
                      {names.get(w.wrkgrp_id) ?? 'A workgroup of another tenant'}
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
        );
      })}
    </div>
  </section>
);
