import type { ScreenProps } from '../../app/route-types';
import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import page from '../kit/shared/page.module.css';
import styles from './admin.module.css';
import { MemberPicker } from './member-picker';
import { ScreenFrame } from './screen-frame';
import { useAdminResource } from './use-admin-resource';
import { Button, buttonClass } from '../kit/ui/button';

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
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Default workgroup</th>
                  <th scope="col">Supervisor</th>
                  <th scope="col" className={styles.num}>
                    Open work
                  </th>
                  <th scope="col">
                    <span className={styles.hidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((m) => (
                  <tr key={m.user_id}>
                    <td>{m.user_name}</td>
                    <td>{m.is_default ? 'Default' : ''}</td>
                    <td>{m.is_supervisor ? 'Supervisor' : ''}</td>
                    <td className={styles.num}>{m.open_count}</td>
                    <td>
                      <Button
                        variant="quiet"
                        tone="danger"
                        size="sm"
                        disabled={busy}
                        aria-label={`Remove ${m.user_name}`}
                        onClick={() => wg.save('memberRemove', { wrkgrp_id: id, user_id: m.user_id })}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
                {data.members.length === 0 && (
                  <tr>
                    <td colSpan={5}>There are no records.</td>
                  </tr>
                )}
              </tbody>
            </table>
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
