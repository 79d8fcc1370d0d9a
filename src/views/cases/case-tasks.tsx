import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { deskListMachine } from '../../machines/desk-list.machine';
import { formatDateTime } from '../../rules/kit-format';
import { Permitted } from '../kit/permission/permitted';
import { TableHead } from '../kit/table-head';
import { buttonClass } from '../kit/ui/button';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';

type Props = { caseId: number; number: string };

/**
 * The tasks held against a case or lead: each by its TSK- number, linked to its page, and "Add task", which opens
 * the task form with this case filled in. Shown only to profiles that see tasks (18__18001): its list is theirs.
 */
export const CaseTasks = (props: Props) => (
  <Permitted action="case.tasks">
    <CaseTaskList {...props} />
  </Permitted>
);

const CaseTaskList = ({ caseId, number }: Props) => {
  // The parent keys the page by case, so another case starts a new list.
  const list = useActorRef(deskListMachine, { input: { kind: 'tasks', caseId } });
  const tasks = useSelector(list, (s) => s.context.rows.tasks);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const error = useSelector(list, (s) => s.context.error);
  return (
    <CasePanel
      title="Tasks"
      loadingText="Loading tasks…"
      loading={loading}
      failed={failed}
      error={error}
      onRetry={() => list.send({ type: 'list.refresh' })}
      empty={tasks.length === 0 ? `No tasks for ${number} yet.` : null}
    >
      {tasks.length > 0 && (
        <table className={styles.stackTable} aria-label={`Tasks of ${number}`}>
          <TableHead columns={['Task', 'Subject', 'Status', 'Due', 'Owner']} />
          <tbody>
            {tasks.map((t) => (
              <tr key={t.id}>
                <td data-label="Task">
                  <Link href={`/task/new-task/${t.id}`}>{t.number}</Link>
                </td>
                <td data-label="Subject">{t.title}</td>
                <td data-label="Status">{t.status}</td>
                <td data-label="Due">{t.due_at ? formatDateTime(t.due_at) : '—'}</td>
                <td data-label="Owner">{t.owner_name ?? 'Unassigned'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Permitted action="case.add-task">
        <p>
          {/* A plain hash link keeps ?case= inside the hash: wouter's Link would write it into the page's own
              query, where it would outlive this screen. */}
          <a
            href={`#/task/new-task/-1?case=${caseId}`}
            className={buttonClass({ size: 'sm' })}
            aria-label={`Add task for ${number}`}
          >
            Add task
          </a>
        </p>
      </Permitted>
    </CasePanel>
  );
};
