import { useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import page from '../kit/shared/page.module.css';
import { buttonClass } from '../kit/ui/button';
import { useNavigate } from '../kit/use-navigate';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import members from './workgroup-members.module.css';
import { WorkgroupMembership } from './workgroup-membership';

type WorkgroupRow = {
  wrkgrp_id: number;
  wrkgrp_name: string;
  kind: string;
  tenant_name: string;
  member_names: string;
  open_count: number;
  status: string;
};

const columns: DatatableColumn<WorkgroupRow>[] = [
  { id: 'wrkgrp_name', title: 'Workgroup', fit: { maxWidth: 260 } },
  { id: 'kind', title: 'Holds', fit: true },
  { id: 'tenant_name', title: 'Tenant', fit: { maxWidth: 220 }, showFrom: 700 },
  { id: 'member_names', title: 'Members', grow: true, width: 200 },
  { id: 'open_count', title: 'Open', fit: true },
  { id: 'status', title: 'Status', fit: true, showFrom: 600 },
];

/**
 * /workgroups/manage-workgroup-users — every workgroup of the tenant in the kit datatable; choosing one (a click,
 * or Space) offers its members to remove and a user to add below, Enter opens its details.
 */
export const ManageWorkgroups = ({ route }: ScreenProps) => {
  const list = useAdminResource<AdminWorkgroup[]>('workgroupList');
  const users = useAdminResource<AdminUser[]>('users');
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = useMemo(
    () =>
      (list.data ?? []).map((wg) => ({
        wrkgrp_id: wg.wrkgrp_id,
        wrkgrp_name: wg.wrkgrp_name,
        kind: wg.wrkgrp_type === 'Case' ? 'Cases' : 'Leads',
        tenant_name: wg.tenant_name,
        member_names: wg.members.map((m) => m.user_name).join(', ') || 'No members yet',
        open_count: wg.open_count,
        status: wg.active ? 'Active' : 'Inactive',
      })),
    [list.data],
  );
  const chosen = list.data?.find((wg) => wg.wrkgrp_id === chosenId) ?? null;
  return (
    <ScreenFrame
      path={route.path}
      title="Manage Workgroups"
      loading={list.loading && !list.data}
      error={list.error ?? users.error}
      notice={list.notice}
      actions={
        <>
          <a className={buttonClass({ variant: 'primary' })} href="#/workgroups/create-workgroups/-1">
            New workgroup
          </a>
          <a className={buttonClass()} href="#/workgroups/user-default-workgroup">
            User default workgroup
          </a>
        </>
      }
    >
      <Datatable
        label="Workgroups"
        rows={rows}
        columns={columns}
        filterColumns={['wrkgrp_name', 'tenant_name', 'member_names']}
        viewId="manage-workgroups"
        loading={list.loading && !list.data}
        onRowSelect={(r) => setChosenId(r.wrkgrp_id)}
        onRowActivate={(r) => navigate(`/workgroups/workgroup-details/${r.wrkgrp_id}`)}
      />
      {chosen ? (
        <WorkgroupMembership
          workgroup={chosen}
          users={users.data ?? []}
          saving={list.saving}
          onAdd={(userId) => list.save('memberAdd', { wrkgrp_id: chosen.wrkgrp_id, user_id: userId })}
          onRemove={(userId) => list.save('memberRemove', { wrkgrp_id: chosen.wrkgrp_id, user_id: userId })}
        />
      ) : (
        rows.length > 0 && (
          <div className={members.chosen}>
            <p className={page.note}>
              Choose a workgroup to add or remove its members; press Enter (or double-click) to open it.
            </p>
          </div>
        )
      )}
    </ScreenFrame>
  );
};
