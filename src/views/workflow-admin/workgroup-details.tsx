import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import page from '../kit/shared/page.module.css';
import { MemberPicker } from './member-picker';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { buttonClass } from '../kit/ui/button';
import { WorkgroupMembers } from './workgroup-members';

/** /workgroups/workgroup-details/:id — members, default members and the open work of one workgroup. */
export const WorkgroupDetails = (props: ScreenProps) => <Details key={props.params.id} {...props} />;

const Details = ({ route, params }: ScreenProps) => {
  const id = Number(params.id);
  const wg = useAdminResource<AdminWorkgroup>('workgroupGet', { wrkgrp_id: id });
  const users = useAdminResource<AdminUser[]>('users');
  const data = wg.data;
  const memberIds = new Set(data?.members.map((m) => m.user_id));
  const busy = wg.saving !== null;
  return (
    <ScreenFrame
      path={route.path}
      title={data ? data.wrkgrp_name : 'Workgroup Details'}
      loading={wg.loading && !data}
      error={wg.error}
      notice={wg.notice}
      actions={
        data && (
          <>
            <a className={buttonClass()} href={`#/workgroups/create-workgroups/${id}`}>
              Edit workgroup
            </a>
            <a className={buttonClass()} href={`#/workgroups/workgroup-rules/${id}`}>
              Workgroup rules
            </a>
          </>
        )
      }
    >
      {data && (
        <>
          <p className={page.note}>
            {data.wrkgrp_type === 'Case' ? 'Cases' : 'Leads'} · {data.tenant_name} ·{' '}
            {data.active ? 'Active' : 'Inactive'}
            {data.email ? ` · ${data.email}` : ''}
          </p>
          {data.description && <p>{data.description}</p>}
          <dl className={page.stats}>
            <div className={page.stat}>
              <dt>Open work</dt>
              <dd>{data.open_count}</dd>
            </div>
            <div className={page.stat}>
              <dt>Waiting in the queue</dt>
              <dd>{data.unassigned_count}</dd>
            </div>
            <div className={page.stat}>
              <dt>Members</dt>
              <dd>{data.members.length}</dd>
            </div>
          </dl>
          <section className={page.pane} aria-label="Members">
            <h2 className={page.subtitle}>Members</h2>
            <WorkgroupMembers
              members={data.members}
              busy={busy}
              onRemove={(m) => wg.save('memberRemove', { wrkgrp_id: id, user_id: m.user_id })}
            />
            <MemberPicker
              label="New member"
              candidates={(users.data ?? []).filter((u) => !memberIds.has(u.user_id))}
              busy={wg.saving === 'memberAdd'}
              onAdd={(userId) => wg.save('memberAdd', { wrkgrp_id: id, user_id: userId })}
            />
          </section>
        </>
      )}
    </ScreenFrame>
  );
};
