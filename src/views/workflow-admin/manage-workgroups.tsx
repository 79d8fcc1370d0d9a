import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import { buttonClass, IconButton } from '../kit/ui/button';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { EmptyState } from '../kit/ui/surfaces';
import { MemberPicker } from './member-picker';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';

/** /workgroups/manage-workgroup-users — every workgroup of the tenant with its members; add and remove them. */
export const ManageWorkgroups = ({ route }: ScreenProps) => {
  const list = useAdminResource<AdminWorkgroup[]>('workgroupList');
  const users = useAdminResource<AdminUser[]>('users');
  const busy = list.saving !== null;
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
      {list.data?.length === 0 && <EmptyState title="There are no records." />}
      {list.data?.map((wg) => (
        <section key={wg.wrkgrp_id} className={page.pane} aria-label={wg.wrkgrp_name}>
          <div className={page.heading}>
            <h2 className={page.subtitle}>
              <a href={`#/workgroups/workgroup-details/${wg.wrkgrp_id}`}>{wg.wrkgrp_name}</a>
            </h2>
            <span className={styles.small}>
              {wg.wrkgrp_type === 'Case' ? 'Cases' : 'Leads'} · {wg.tenant_name} · {wg.open_count} open
              {wg.active ? '' : ' · Inactive'}
            </span>
          </div>
          <ul className={styles.chips} aria-label={`Members of ${wg.wrkgrp_name}`}>
            {wg.members.map((m) => (
              <li key={m.user_id} className={styles.chip}>
                {m.user_name}
                {m.is_default && <span className={styles.small}>(default)</span>}
                <IconButton
                  size="sm"
                  tone="danger"
                  disabled={busy}
                  label={`Remove ${m.user_name} from ${wg.wrkgrp_name}`}
                  onClick={() => list.save('memberRemove', { wrkgrp_id: wg.wrkgrp_id, user_id: m.user_id })}
                >
                  <span aria-hidden="true">×</span>
                </IconButton>
              </li>
            ))}
            {wg.members.length === 0 && <li className={styles.small}>No members yet</li>}
          </ul>
          <MemberPicker
            label={`Add to ${wg.wrkgrp_name}`}
            candidates={(users.data ?? []).filter((u) => !wg.members.some((m) => m.user_id === u.user_id))}
            busy={list.saving === 'memberAdd'}
            onAdd={(userId) => list.save('memberAdd', { wrkgrp_id: wg.wrkgrp_id, user_id: userId })}
          />
        </section>
      ))}
    </ScreenFrame>
  );
};
