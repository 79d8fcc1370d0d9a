import { useCallback } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup, WrkgrpType } from '../../contracts/workflow-admin/workgroups';
import styles from './admin.module.css';
import forms from '../kit/forms/forms.module.css';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { TableHead } from '../kit/table-head';

/** /workgroups/user-default-workgroup — each user's default case and lead workgroup, among their workgroups. */
export const UserDefaultWorkgroup = ({ route }: ScreenProps) => {
  const users = useAdminResource<AdminUser[]>('users');
  const groups = useAdminResource<AdminWorkgroup[]>('workgroupList');
  const reloadGroups = groups.ref;
  // Setting a default answers with the users; the workgroup list's default marks are read again.
  const onSaved = useCallback(() => reloadGroups.send({ type: 'admin.reload' }), [reloadGroups]);
  const setter = useAdminResource<AdminUser[]>(null, {}, onSaved);
  const busy = setter.saving !== null;
  const nameOf = new Map((groups.data ?? []).map((g) => [g.wrkgrp_id, g.wrkgrp_name]));
  const choice = (u: AdminUser, type: WrkgrpType) => {
    const current = type === 'Case' ? u.default_case : u.default_lead;
    const own = u.workgroups.filter((w) => w.wrkgrp_type === type);
    const label = `${type} default workgroup of ${u.user_name}`;
    if (!own.length) return <span className={styles.small}>No {type.toLowerCase()} workgroup</span>;
    return (
      <select
        aria-label={label}
        className={forms.input}
        disabled={busy}
        value={current ?? ''}
        onChange={(e) => {
          if (e.target.value)
            setter.save('defaultWorkgroupSet', { user_id: u.user_id, wrkgrp_id: Number(e.target.value) });
        }}
      >
        {current === null && <option value="">No default</option>}
        {own.map((w) => (
          <option key={w.wrkgrp_id} value={w.wrkgrp_id}>
            {nameOf.get(w.wrkgrp_id) ?? 'A workgroup of another tenant'}
          </option>
        ))}
      </select>
    );
  };
  // The setter's answer is the fresh user list; show it as soon as it arrives.
  const rows = (setter.data ?? users.data) as AdminUser[] | null;
  return (
    <ScreenFrame
      path={route.path}
      title="User Default Workgroup"
      loading={(users.loading || groups.loading) && !rows}
      error={setter.error ?? users.error ?? groups.error}
      notice={setter.notice}
    >
      <table className={styles.table}>
        <TableHead columns={['User', 'Username', 'Case workgroup', 'Lead workgroup']} />
        <tbody>
          {(rows ?? []).map((u) => (
            <tr key={u.user_id}>
              <td>{u.user_name}</td>
              <td>{u.login_name}</td>
              <td>{choice(u, 'Case')}</td>
              <td>{choice(u, 'Lead')}</td>
            </tr>
          ))}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={4}>There are no records.</td>
            </tr>
          )}
        </tbody>
      </table>
    </ScreenFrame>
  );
};
