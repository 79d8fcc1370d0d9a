import type { AdminMember } from '../../contracts/workflow-admin/workgroups';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import page from '../kit/shared/page.module.css';
import { Button } from '../kit/ui/button';
import styles from './workgroup-members.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

const columns: DatatableColumn<AdminMember>[] = [
  { id: 'user_name', title: 'Name', grow: true, width: 200 },
  { id: 'is_default', title: 'Default workgroup', fit: true, format: (v) => (v ? 'Default' : '') },
  { id: 'is_supervisor', title: 'Supervisor', fit: true, format: (v) => (v ? 'Supervisor' : '') },
  { id: 'open_count', title: 'Open work', fit: true },
];

type WorkgroupMembersProps = {
  members: readonly AdminMember[];
  busy: boolean;
  onRemove: (member: AdminMember) => void;
};

/**
 * A workgroup's members in the kit datatable, as every other list. A canvas row holds no button, so choosing a
 * member (a click, or Space from the keyboard) offers its Remove under the table.
 */
export const WorkgroupMembers = ({ members, busy, onRemove }: WorkgroupMembersProps) => {
  const [chosen, setChosenId] = useChosenRow(members, (m) => m.user_id);
  return (
    <>
      <Datatable
        label="Workgroup members"
        rows={members}
        columns={columns}
        filterColumns={['user_name']}
        viewId="workgroup-members"
        onRowSelect={(m) => setChosenId(m.user_id)}
        onRowActivate={(m) => setChosenId(m.user_id)}
      />
      <div className={styles.chosen} aria-live="polite">
        {chosen ? (
          <Button
            variant="quiet"
            tone="danger"
            size="sm"
            disabled={busy}
            aria-label={`Remove ${chosen.user_name}`}
            onClick={() => onRemove(chosen)}
          >
            Remove {chosen.user_name} from the workgroup
          </Button>
        ) : (
          members.length > 0 && (
            <p className={page.note}>Choose a member to remove them from the workgroup.</p>
          )
        )}
      </div>
    </>
  );
};
