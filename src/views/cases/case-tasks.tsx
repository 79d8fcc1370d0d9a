import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { TaskRecord } from '../../contracts/tasks';
import { deskListMachine } from '../../machines/desk-list.machine';
import { formatDateTime } from '../../rules/kit-format';
import { Datatable } from '../kit/datatable/datatable';
import type { DatatableColumn } from '../kit/datatable/columns';
import { Permitted } from '../kit/permission/permitted';
import { buttonClass } from '../kit/ui/button';
import { CasePanel } from './case-panel';
import styles from './desk.module.css';
import { useChosenRow } from '../kit/datatable/use-chosen-row';

type Props = { caseId: number; number: string };

type TaskRow = TaskRecord & { owner: string };
const columns: DatatableColumn<TaskRow>[] = [
  { id: 'number', title: 'Task', fit: true },
  { id: 'title', title: 'Subject', grow: true, width: 200 },
  { id: 'status', title: 'Status', fit: true },
  { id: 'due_at', title: 'Due', fit: true, format: (v) => (v ? formatDateTime(v as string) : '—') },
  { id: 'owner', title: 'Owner', fit: { maxWidth: 200 } },
];

/**
 * The tasks held against a case or lead: each by its TSK- number, linked to its page, and "Add task", which opens
 * the task form with this case filled in. Shown only to profiles that see tasks (18__18001): its list is theirs.
 * A canvas row holds no link, so choosing a task (a click, or Space) offers its page under the table.
 */
export const CaseTasks = (props: Props) => (
  <Permitted action="case.tasks">
    <CaseTaskList {...props} />
  </Permitted>
);

const CaseTaskList = ({ caseId, number }: Props) => {
  // The parent keys the page by case, so another case starts a new list.
  const list = useScreenActor(deskListMachine, { input: { kind: 'tasks', caseId } });
  const tasks = useSelector(list, (s) => s.context.rows.tasks);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const error = useSelector(list, (s) => s.context.error);
  const rows = useMemo(() => tasks.map((t) => ({ ...t, owner: t.owner_name ?? 'Unassigned' })), [tasks]);
  const [chosen, setChosenId] = useChosenRow(rows, (t) => t.id);
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
      {rows.length > 0 && (
        <>
          <Datatable
            label={`Tasks of ${number}`}
            rows={rows}
            columns={columns}
            viewId="case-tasks"
            onRowSelect={(t) => setChosenId(t.id)}
            onRowActivate={(t) => setChosenId(t.id)}
          />
          <p className={styles.muted} aria-live="polite">
            {chosen ? (
              <Link href={`/task/new-task/${chosen.id}`}>
                Open {chosen.number}: {chosen.title}
              </Link>
            ) : (
              'Choose a task to open it.'
            )}
          </p>
        </>
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
