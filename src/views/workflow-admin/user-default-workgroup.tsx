import { useCallback, useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import page from '../kit/shared/page.module.css';
import { DefaultWorkgroupChoice } from './default-workgroup-choice';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import members from './workgroup-members.module.css';

type UserRow = {
  user_id: number;
  user_name: string;
  login_name: string;
  case_default: string;
  lead_default: string;
};

const columns: DatatableColumn<UserRow>[] = [
  { id: 'user_name', title: 'User', grow: true, width: 180 },
  { id: 'login_name', title: 'Username', fit: true },
  { id: 'case_default', title: 'Case workgroup', fit: { maxWidth: 240 } },
  { id: 'lead_default', title: 'Lead workgroup', fit: { maxWidth: 240 } },
];

/**
 * /workgroups/user-default-workgroup — each user's default case and lead workgroup, in the kit datatable as every
 * other list. A canvas row holds no select, so choosing a user (a click, or Space) offers their two choices below.
 */
export const UserDefaultWorkgroup = ({ route }: ScreenProps) => {
  const users = useAdminResource<AdminUser[]>('users');
  const groups = useAdminResource<AdminWorkgroup[]>('workgroupList');
  const reloadGroups = groups.ref;
  // Setting a default answers with the users; the workgroup list's default marks are read again.
  const onSaved = useCallback(() => reloadGroups.send({ type: 'admin.reload' }), [reloadGroups]);
  const setter = useAdminResource<AdminUser[]>(null, {}, onSaved);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const names = useMemo(
    () => new Map((groups.data ?? []).map((g) => [g.wrkgrp_id, g.wrkgrp_name])),
    [groups.data],
  );
  // The setter's answer is the fresh user list; show it as soon as it arrives.
  const list = (setter.data ?? users.data) as AdminUser[] | null;
  const rows = useMemo(() => {
    const nameOf = (u: AdminUser, id: number | null, type: 'Case' | 'Lead') => {
      if (!u.workgroups.some((w) => w.wrkgrp_type === type)) return `No ${type.toLowerCase()} workgroup`;
      return id === null ? 'No default' : (names.get(id) ?? 'A workgroup of another tenant');
    };
    return (list ?? []).map((u) => ({
      user_id: u.user_id,
      user_name: u.user_name,
      login_name: u.login_name,
      case_default: nameOf(u, u.default_case, 'Case'),
      lead_default: nameOf(u, u.default_lead, 'Lead'),
    }));
  }, [list, names]);
  const chosen = list?.find((u) => u.user_id === chosenId) ?? null;
  return (
    <ScreenFrame
      path={route.path}
      title="User Default Workgroup"
      loading={(users.loading || groups.loading) && !list}
      error={setter.error ?? users.error ?? groups.error}
      notice={setter.notice}
    >
      <Datatable
        label="Users"
        rows={rows}
        columns={columns}
        filterColumns={['user_name', 'login_name', 'case_default', 'lead_default']}
        viewId="user-default-workgroup"
        loading={users.loading && !list}
        onRowSelect={(r) => setChosenId(r.user_id)}
        onRowActivate={(r) => setChosenId(r.user_id)}
      />
      {chosen ? (
        <DefaultWorkgroupChoice
          user={chosen}
          names={names}
          busy={setter.saving !== null}
          onChoose={(u, wrkgrpId) =>
            setter.save('defaultWorkgroupSet', { user_id: u.user_id, wrkgrp_id: wrkgrpId })
          }
        />
      ) : (
        rows.length > 0 && (
          <div className={members.chosen}>
            <p className={page.note}>Choose a user to set their default case and lead workgroups.</p>
          </div>
        )
      )}
    </ScreenFrame>
  );
};
