import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { ScreenProps } from '../../app/route-types';
import { trailFor } from '../../config/breadcrumbs';
import { taskPageSize, taskStatuses } from '../../contracts/tasks';
import { completionBand } from '../../rules/task-band';
import { parseTaskFilter, taskDue } from '../../rules/work-filters';
import { tasksMachine } from '../../machines/tasks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import { RefreshButton } from '../kit/loading-button';
import { ProgressPanel } from './progress-panel';
import { taskColumns, taskFilterColumns, type TaskRow } from './task-columns';
import { TaskMessages } from './task-messages';
import styles from './tasks.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { FilterSelect } from '../kit/forms/filter-select';
import { TrackerViewsMenu, type TrackerFilters } from './tracker-views-menu';
import { buttonClass } from '../kit/ui/button';
import { PageHeader } from '../kit/ui/surfaces';

type Filters = TrackerFilters;
const dueLabels = { overdue: 'Overdue', today: 'Due today' } as const;
const bands = ['dark', 'orange', 'red'] as const;
const bandLabels = { dark: 'Dark (0-50)', orange: 'Orange (51-80)', red: 'Red (81-100)' };

/** /task/task-tracker: the tasks of the user and their workgroups, 50 a page, with completion bands. */
export const TaskTracker = ({ route }: ScreenProps) => {
  const actor = useActorRef(tasksMachine, { input: { view: 'tracker' } });
  const all = useSelector(actor, (s) => s.context.data.tasks);
  const me = useSelector(actor, (s) => s.context.data.assignees?.me ?? null);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const search = useSearch();
  // A home page figure links here with ?scope=mine&due=overdue: the tracker opens on that filter.
  const [filters, setFilters] = useState<Filters>(() => ({
    ...parseTaskFilter(search),
    status: '',
    band: '',
  }));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const rows = useMemo(() => {
    const now = new Date();
    return all.filter(
      (t) =>
        (filters.scope === 'all' || t.owner_user_id === me) &&
        (!filters.due || taskDue(t, now) === filters.due) &&
        (!filters.status || t.status === filters.status) &&
        (!filters.band || completionBand(t.completion).band === filters.band),
    ) as TaskRow[];
  }, [all, filters, me]);
  const counts = useMemo(() => {
    const out = { dark: 0, orange: 0, red: 0 };
    for (const t of rows) out[completionBand(t.completion).band]++;
    return out;
  }, [rows]);
  const selected = all.find((t) => t.id === selectedId) ?? null;
  const admin = useMayDo('task.admin');
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  // A saved view's sort shows by mounting the table afresh.
  const [tableRevision, setTableRevision] = useState(0);
  const handleApplyView = (next: Filters) => {
    setFilters(next);
    setTableRevision((n) => n + 1);
  };

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
            <RefreshButton loading={loading} onRefresh={() => actor.send({ type: 'tasks.reload' })} />
          </>
        }
      />
      <TaskMessages error={error} notice={notice} />
      <div className={styles.filters} role="group" aria-label="Task filters">
        <FilterSelect
          label="Whose tasks"
          value={filters.scope}
          options={[
            { value: 'all', label: 'Mine and my workgroups’' },
            { value: 'mine', label: 'Mine only' },
          ]}
          onChange={(scope) => set({ scope })}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={[{ value: '', label: 'Any status' }, ...taskStatuses.map((s) => ({ value: s, label: s }))]}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Due"
          value={filters.due}
          options={[
            { value: '', label: 'Any time' },
            { value: 'overdue', label: dueLabels.overdue },
            { value: 'today', label: dueLabels.today },
          ]}
          onChange={(due) => set({ due })}
        />
        <FilterSelect
          label="Completion band"
          value={filters.band}
          options={[
            { value: '', label: 'Any band' },
            ...bands.map((b) => ({ value: b, label: bandLabels[b] })),
          ]}
          onChange={(band) => set({ band })}
        />
        <TrackerViewsMenu filters={filters} onApply={handleApplyView} />
        <ul className={styles.legend} aria-label="Tasks per completion band">
          {bands.map((b) => (
            <li key={b} className={`${styles.band} ${styles[b]}`}>
              {bandLabels[b]}: {counts[b]}
            </li>
          ))}
        </ul>
      </div>
      <Datatable
        key={tableRevision}
        label="Tasks"
        rows={rows}
        columns={taskColumns}
        filterColumns={taskFilterColumns}
        viewId="task-tracker"
        pageSize={taskPageSize}
        caseKey={`${filters.scope}|${filters.due}|${filters.status}|${filters.band}`}
        loading={loading}
        onRowActivate={(row) => setSelectedId(row.id)}
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
