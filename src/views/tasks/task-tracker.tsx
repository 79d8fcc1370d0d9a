import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { taskPageSize, taskStatuses, trackerBands } from '../../contracts/tasks';
import { trackerPageMachine } from '../../machines/tracker-page.machine';
import { tasksMachine } from '../../machines/tasks.machine';
import { trackerPageRequest, trackerSortable } from '../../rules/tracker-url-state';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import { RefreshButton } from '../kit/refresh-button';
import { ProgressPanel } from './progress-panel';
import { taskColumns, type TaskRow } from './task-columns';
import { TaskMessages } from './task-messages';
import styles from './tasks.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { FilterSelect } from '../kit/forms/filter-select';
import { TrackerViewsMenu } from './tracker-views-menu';
import { useTrackerUrl } from './use-tracker-url';
import { buttonClass } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

const dueLabels = { overdue: 'Overdue', today: 'Due today' } as const;
const bandLabels = { dark: 'Dark (0-50)', orange: 'Orange (51-80)', red: 'Red (81-100)' };

/**
 * /task/task-tracker: the tasks of the user and their workgroups, 50 a page from the service, with completion
 * bands counted there. Filters, sort, search and saved view live in the URL (issue 38).
 */
export const TaskTracker = ({ route }: ScreenProps) => {
  const actor = useScreenActor(tasksMachine, { input: { view: 'tracker' } });
  const pages = useScreenActor(trackerPageMachine, { input: { size: taskPageSize } });
  const url = useTrackerUrl();
  const filters = url.state;
  const page = useSelector(pages, (s) => s.context.page);
  const pageNumber = useSelector(pages, (s) => s.context.pageNumber);
  const pageError = useSelector(pages, (s) => s.context.error);
  const me = useSelector(actor, (s) => s.context.data.assignees?.me ?? null);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const reading = useSelector(pages, (s) => s.hasTag('loading') || s.matches('idle'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const request = useMemo(() => trackerPageRequest(filters, 0, taskPageSize), [filters]);
  useEffect(() => pages.send({ type: 'page.filter', filter: request }), [pages, request]);
  // A saved change shows as the service now lists it: band, status, place in the sort.
  useEffect(() => {
    const sub = actor.on('tasks.done', () => pages.send({ type: 'page.reload' }));
    return () => sub.unsubscribe();
  }, [actor, pages]);
  const rows = (page?.rows ?? []) as TaskRow[];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = rows.find((t) => t.id === selectedId) ?? null;
  const admin = useMayDo('task.admin');
  const counts = page?.bands ?? { dark: 0, orange: 0, red: 0 };

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailFor(route.path) ?? []} />
      <PageHeader
        title="Task Tracker"
        actions={
          <>
            <a href="#/task/new-task/-1" className={buttonClass({ variant: 'primary' })}>
              New task
            </a>
            <RefreshButton
              loading={loading || reading}
              onRefresh={() => {
                actor.send({ type: 'tasks.reload' });
                pages.send({ type: 'page.reload' });
              }}
            />
          </>
        }
      />
      <TaskMessages error={error ?? pageError} notice={notice} />
      <div className={styles.filters} role="group" aria-label="Task filters">
        <FilterSelect
          label="Whose tasks"
          value={filters.scope}
          options={[
            { value: 'all', label: 'Mine and my workgroups’' },
            { value: 'mine', label: 'Mine only' },
          ]}
          onChange={(scope) => url.setFilter({ scope })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={[{ value: '', label: 'Any status' }, ...taskStatuses.map((s) => ({ value: s, label: s }))]}
          onChange={(status) => url.setFilter({ status })}
        />
        <FilterSelect
          label="Due"
          value={filters.due}
          options={[
            { value: '', label: 'Any time' },
            { value: 'overdue', label: dueLabels.overdue },
            { value: 'today', label: dueLabels.today },
          ]}
          onChange={(due) => url.setFilter({ due })}
        />
        <FilterSelect
          label="Completion band"
          value={filters.band}
          options={[
            { value: '', label: 'Any band' },
            ...trackerBands.map((b) => ({ value: b, label: bandLabels[b] })),
          ]}
          onChange={(band) => url.setFilter({ band })}
        />
        <TrackerViewsMenu
          filters={filters}
          sort={filters.sort}
          opened={url.opened}
          onApply={url.applyView}
          onSaved={url.keepView}
        />
        <ul className={styles.legend} aria-label="Tasks per completion band">
          {trackerBands.map((b) => (
            <li key={b} className={`${styles.band} ${styles[b]}`}>
              {bandLabels[b]}: {counts[b]}
            </li>
          ))}
        </ul>
      </div>
      <Datatable
        key={url.tableKey}
        label="Tasks"
        rows={rows}
        columns={taskColumns}
        pageSize={taskPageSize}
        initialText={filters.q}
        onSearchChange={url.search}
        loading={reading}
        service={{
          total: page?.total ?? 0,
          pageNumber,
          sort: filters.sort,
          sortable: trackerSortable,
          onSort: url.setSort,
          onPage: (n) => pages.send({ type: 'page.goto', pageNumber: n }),
        }}
        onRowActivate={(row) => setSelectedId(row.id)}
        shortcuts
      />
      {selected ? (
        <ProgressPanel
          key={`${selected.id}-${selected.completion}`}
          task={selected}
          busy={busy}
          canUpdate={admin || selected.owner_user_id === me}
          onSave={(completion) =>
            actor.send({
              type: 'tasks.act',
              command: { op: 'task.progress', body: { id: selected.id, completion } },
            })
          }
        />
      ) : (
        <p className={styles.note}>Double-click a task (or press Enter on it) to update its completion.</p>
      )}
    </div>
  );
};
