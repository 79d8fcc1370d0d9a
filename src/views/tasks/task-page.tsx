import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailNaming } from '../../config/breadcrumbs';
import { useAppActors } from '../../app/actors';
import { tasksMachine } from '../../machines/tasks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Spinner } from '../kit/spinner/spinner';
import { ApprovalBox } from './approval-box';
import { BandBadge } from './band-badge';
import { TaskForm } from './task-form';
import { TaskHistory } from './task-history';
import { TaskMessages } from './task-messages';
import styles from './tasks.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { PageHeader } from '../kit/ui/surfaces';
import { NewRecordButtons } from '../kit/new-record/new-record-buttons';

/**
 * /task/new-task/:id — the task form (-1: a new task; ?group=N puts it in a group, ?case=N links it to the case
 * whose page it was opened from), approval and history.
 */
export const TaskPage = (props: ScreenProps) => <TaskScreen key={props.params.id} {...props} />;

const TaskScreen = ({ route, params }: ScreenProps) => {
  const id = Number(params.id ?? -1);
  // The route's query through the router (as every screen reads it), not window.location.
  const query = new URLSearchParams(useSearch());
  const caseParam = Number(query.get('case'));
  const groupParam = Number(query.get('group'));
  const admin = useMayDo('task.admin');
  const { notifications } = useAppActors();
  const actor = useScreenActor(tasksMachine, {
    input: {
      announceTo: notifications,
      view: 'task',
      id,
      caseId: id <= 0 && caseParam > 0 ? caseParam : null,
      created: { op: 'task.save', path: '/task/new-task/:id' },
    },
  });
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loaded = useSelector(actor, (s) => s.matches('ready') || s.matches('acting'));
  const task = data.task;
  const me = data.assignees?.me ?? null;
  // The case the task is held against: its own once saved, else the one the new task was opened from.
  const linked = task?.case_id
    ? { id: task.case_id, number: task.case_number, title: task.case_title }
    : data.linkedCase;

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailNaming(route.path, task?.number)} />
      <PageHeader
        title={id > 0 ? (task ? `${task.number}: ${task.title}` : 'Task') : 'New task'}
        actions={
          task && (
            <>
              <BandBadge completion={task.completion} />
              {/* A case arising from the task: the customer of the case the task belongs to, when it has one. */}
              <NewRecordButtons types={['case']} fromCaseId={task.case_id} />
            </>
          )
        }
      />
      <TaskMessages error={error} notice={notice} />
      {loading && <Spinner loading label="Loading task" />}
      {task?.group_id && (
        <p className={styles.note}>
          In task group <a href={`#/task/task-group/view/${task.group_id}`}>{task.group_name}</a>
        </p>
      )}
      {linked?.number && (
        <p className={styles.note}>
          {task ? 'Case' : 'For case'} <a href={`#/case-management/case/${linked.id}`}>{linked.number}</a>
          {linked.title ? ` · ${linked.title}` : ''}
        </p>
      )}
      {loaded && data.assignees && data.config && (
        <TaskForm
          key={task ? `${task.id}-${task.updated_at}` : 'new'}
          task={task}
          groupId={groupParam > 0 ? groupParam : null}
          groups={data.groups}
          assignees={data.assignees}
          config={data.config}
          linkedCase={data.linkedCase}
          busy={busy}
          onSave={(body) => actor.send({ type: 'tasks.act', command: { op: 'task.save', body } })}
        />
      )}
      {task?.requires_approval && (
        <ApprovalBox
          task={task}
          busy={busy}
          canDecide={admin || task.approver_user_id === me}
          onDecide={(decision, comment) =>
            actor.send({
              type: 'tasks.act',
              command: { op: 'task.approve', body: { id: task.id, decision, comment } },
            })
          }
        />
      )}
      {task && <TaskHistory entries={data.history} />}
    </div>
  );
};
