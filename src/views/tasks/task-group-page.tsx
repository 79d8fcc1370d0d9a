import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '../kit/use-navigate';
import { useSelector } from '@xstate/react';
import { useScreenActor } from '../../app/screen-actor';
import { useEffect } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import type { ScreenProps } from '../../app/route-types';
import { trailNaming } from '../../config/breadcrumbs';
import { useAppActors } from '../../app/actors';
import { fieldMessages } from '../../contracts/field-messages';
import { saveGroupInput } from '../../contracts/tasks';
import { tasksMachine } from '../../machines/tasks.machine';
import { Breadcrumb } from '../kit/breadcrumb';
import { Datatable } from '../kit/datatable/datatable';
import { FieldErrors } from '../kit/forms/field-errors';
import { errorMessages } from '../kit/forms/error-messages';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { LoadingButton } from '../kit/loading-button';
import { Spinner } from '../kit/spinner/spinner';
import forms from '../kit/forms/forms.module.css';
import { taskColumns, taskFilterColumns, type TaskRow } from './task-columns';
import { TaskMessages } from './task-messages';
import styles from './tasks.module.css';
import { useMayDo } from '../kit/permission/use-permission';
import { buttonClass } from '../kit/ui/button';

// The form edits the checklist as text, one item a line; the contract's rules apply to the rest.
const schema = saveGroupInput.omit({ checklist: true, id: true }).extend({
  wrkgrp_id: z.preprocess(
    (v) => (v === '' ? undefined : Number(v)),
    z.number({ error: fieldMessages.required }),
  ),
  checklist_text: z.string().max(5000, fieldMessages.maxlength(5000)),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** /task/task-group/view/:id — the task group form (-1: a new group) with the group's tasks. */
export const TaskGroupPage = (props: ScreenProps) => <TaskGroupScreen key={props.params.id} {...props} />;

const TaskGroupScreen = ({ route, params }: ScreenProps) => {
  const navigate = useNavigate();
  const id = Number(params.id ?? -1);
  const admin = useMayDo('task.admin');
  const { notifications } = useAppActors();
  const actor = useScreenActor(tasksMachine, {
    input: {
      view: 'group',
      id,
      announceTo: notifications,
      created: { op: 'group.save', path: '/task/task-group/view/:id' },
    },
  });
  const group = useSelector(actor, (s) => s.context.data.group);
  const workgroups = useSelector(actor, (s) => s.context.data.assignees?.workgroups ?? []);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', description: '', wrkgrp_id: '', checklist_text: '' },
    criteriaMode: 'all',
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (group)
      form.reset({
        name: group.name,
        description: group.description,
        wrkgrp_id: String(group.wrkgrp_id),
        checklist_text: group.checklist.join('\n'),
      });
  }, [group, form]);
  const handleSave = form.handleSubmit((v) => {
    const checklist = v.checklist_text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    actor.send({
      type: 'tasks.act',
      command: {
        op: 'group.save',
        body: {
          ...(id > 0 ? { id } : {}),
          name: v.name,
          description: v.description,
          wrkgrp_id: v.wrkgrp_id,
          checklist,
        },
      },
    });
  }, scrollAfterInvalid());
  const title = id > 0 ? (group?.name ?? 'Task group') : 'New task group';

  return (
    <div className={styles.page}>
      <Breadcrumb trail={trailNaming(route.path, group?.name)} />
      <h1 className={styles.title}>{title}</h1>
      <TaskMessages error={error} notice={notice} />
      {loading && <Spinner loading label="Loading task group" />}
      {!admin && (
        <p className={styles.note}>Task groups are changed by task administrators; you can read this one.</p>
      )}
      <form noValidate aria-label="Task group" onSubmit={handleSave} className={styles.pane}>
        <fieldset
          disabled={!admin || loading}
          className={styles.grid}
          style={{ border: 0, padding: 0, margin: 0 }}
        >
          <KitField label="Name" required registration={form.register('name')} error={errors.name} />
          <div className={forms.field}>
            <label htmlFor="group-workgroup" className={forms.label}>
              Owner workgroup <span aria-hidden="true">*</span>
            </label>
            <select
              id="group-workgroup"
              className={forms.input}
              aria-required
              aria-invalid={errors.wrkgrp_id ? true : undefined}
              aria-describedby="group-workgroup-errors"
              {...form.register('wrkgrp_id')}
            >
              <option value="">Choose a workgroup</option>
              {workgroups.map((w) => (
                <option key={w.wrkgrp_id} value={w.wrkgrp_id}>
                  {w.wrkgrp_name}
                </option>
              ))}
            </select>
            <FieldErrors
              id="group-workgroup-errors"
              messages={errorMessages(errors.wrkgrp_id as FieldError | undefined)}
            />
          </div>
          <KitField
            label="Description"
            registration={form.register('description')}
            error={errors.description}
          />
          <div className={`${forms.field} ${styles.wide}`}>
            <label htmlFor="group-checklist" className={forms.label}>
              Default checklist (one item a line)
            </label>
            <textarea
              id="group-checklist"
              className={`${forms.input} ${styles.textarea}`}
              aria-describedby="group-checklist-errors"
              {...form.register('checklist_text')}
            />
            <FieldErrors id="group-checklist-errors" messages={errorMessages(errors.checklist_text)} />
          </div>
        </fieldset>
        <div className={styles.actions}>
          <LoadingButton type="submit" loading={busy} loadingText="Saving" disabled={!admin || loading}>
            Save task group
          </LoadingButton>
          {id > 0 && (
            <a href={`#/task/new-task/-1?group=${id}`} className={buttonClass()}>
              Add task
            </a>
          )}
          <a href="#/task/task-admin" className={buttonClass({ variant: 'quiet' })}>
            Back to task admin
          </a>
        </div>
      </form>
      {id > 0 && (
        <section aria-label="Tasks of the group">
          <h2 className={styles.subtitle}>Tasks ({group?.tasks.length ?? 0})</h2>
          <Datatable
            label="Tasks of the group"
            rows={(group?.tasks ?? []) as TaskRow[]}
            columns={taskColumns}
            filterColumns={taskFilterColumns}
            viewId="task-group-tasks"
            pageSize={50}
            loading={loading}
            height={320}
            onRowActivate={(row) => navigate(`/task/new-task/${row.id}`)}
          />
        </section>
      )}
    </div>
  );
};
