import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useNavigate } from '../kit/use-navigate';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import type { TaskGroupRecord } from '../../contracts/tasks';
import { tasksMachine } from '../../machines/tasks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { ApprovalsTable } from './approvals-table';
import { BulkReassign } from './bulk-reassign';
import { TaskMessages } from './task-messages';
import styles from './tasks.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { buttonClass } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

type GroupRow = TaskGroupRecord & Record<string, unknown>;
const groupColumns: readonly DatatableColumn<GroupRow>[] = [
  { id: 'name', title: 'Task group', width: 320 },
  { id: 'wrkgrp_name', title: 'Owner workgroup', width: 200 },
  { id: 'task_count', title: 'Tasks', width: 80 },
  { id: 'open_count', title: 'Open', width: 80 },
  { id: 'create_datetime', title: 'Created', width: 150 },
];

/** /task/task-admin — task groups, the approvals waiting and bulk reassignment. */
export const TaskAdmin = ({ route }: ScreenProps) => {
  const navigate = useNavigate();
  const admin = useMayDo('task.admin');
  const actor = useScreenActor(tasksMachine, { input: { view: 'admin' } });
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Task Admin"
        actions={
          admin && (
            <a href="#/task/task-group/view/-1" className={buttonClass({ variant: 'primary' })}>
              New task group
            </a>
          )
        }
      />
      <TaskMessages error={error} notice={notice} />
      <section aria-label="Task groups">
        <h2 className={styles.subtitle}>Task groups</h2>
        <Datatable
          label="Task groups"
          rows={data.groups as GroupRow[]}
          columns={groupColumns}
          filterColumns={['name', 'wrkgrp_name']}
          viewId="task-groups"
          pageSize={50}
          loading={loading}
          height={300}
          onRowActivate={(row) => navigate(`/task/task-group/view/${row.id}`)}
        />
      </section>
      <ApprovalsTable
        tasks={data.approvals}
        busy={busy}
        onDecide={(id, decision, comment) =>
          actor.send({ type: 'tasks.act', command: { op: 'task.approve', body: { id, decision, comment } } })
        }
      />
      {admin && data.assignees ? (
        <BulkReassign
          tasks={data.tasks}
          assignees={data.assignees}
          busy={busy}
          onReassign={(body) => actor.send({ type: 'tasks.act', command: { op: 'task.reassign', body } })}
        />
      ) : (
        <p className={styles.note}>Bulk reassignment is for task administrators.</p>
      )}
    </div>
  );
};
