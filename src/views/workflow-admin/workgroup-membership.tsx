import type { AdminUser, AdminWorkgroup } from '../../contracts/workflow-admin/workgroups';
import page from '../kit/shared/page.module.css';
import { IconButton } from '../kit/ui/icon-button';
import styles from './admin.module.css';
import { MemberPicker } from './member-picker';

type WorkgroupMembershipProps = {
  workgroup: AdminWorkgroup;
  users: readonly AdminUser[];
  /** What is being saved, if anything: 'memberAdd' or 'memberRemove'. */
  saving: string | null;
  onAdd: (userId: number) => void;
  onRemove: (userId: number) => void;
};

/** The chosen workgroup's members, each removable, and a user to add. */
export const WorkgroupMembership = ({
  workgroup: wg,
  users,
  saving,
  onAdd,
  onRemove,
}: WorkgroupMembershipProps) => (
  <section className={page.pane} aria-label={`Members of ${wg.wrkgrp_name}`}>
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
            disabled={saving !== null}
            label={`Remove ${m.user_name} from ${wg.wrkgrp_name}`}
            onClick={() => onRemove(m.user_id)}
          >
            <span aria-hidden="true">×</span>
          </IconButton>
        </li>
      ))}
      {wg.members.length === 0 && <li className={styles.small}>No members yet</li>}
    </ul>
    <MemberPicker
      label={`Add to ${wg.wrkgrp_name}`}
      candidates={users.filter((u) => !wg.members.some((m) => m.user_id === u.user_id))}
      busy={saving === 'memberAdd'}
      onAdd={onAdd}
    />
  </section>
);
