import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  taskStatuses,
  type SaveTaskInput,
  type TaskAssignees,
  type TaskConfig,
  type TaskGroupRecord,
  type TaskRecord,
} from '../../contracts/tasks';
import type { LinkedCase } from '../../machines/tasks-load';
import type { ClassificationPayload } from '../../rules/kit-classification';
import type { UploadedDocument } from '../../rules/kit-upload';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { KitField } from '../kit/forms/kit-field';
import { KitFields } from '../kit/forms/kit-fields';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { fieldError, SelectField } from '../kit/forms/select-field';
import { LoadingButton } from '../kit/loading-button';
import { TaskCaseField } from './task-case-field';
import { TaskDocuments } from './task-documents';
import {
  taskFormDefaults,
  taskFormSchema,
  taskLevels,
  toSaveTaskInput,
  type TaskFormInput,
  type TaskFormOutput,
} from './task-form-values';
import styles from './tasks.module.css';

type TaskFormProps = {
  task: TaskRecord | null;
  groupId: number | null;
  groups: readonly TaskGroupRecord[];
  assignees: TaskAssignees;
  config: TaskConfig;
  /** A new task opened from a case's page: the case it is for. */
  linkedCase?: LinkedCase | null;
  busy: boolean;
  onSave: (body: SaveTaskInput) => void;
};

/** The task form: what, classification (level 1 NA unless chosen), who, when, approval, reference, documents. */
export const TaskForm = ({
  task,
  groupId,
  groups,
  assignees,
  config,
  linkedCase = null,
  busy,
  onSave,
}: TaskFormProps) => {
  const [classification, setClassification] = useState<ClassificationPayload | null>(null);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [submits, setSubmits] = useState(0);
  const form = useForm<TaskFormInput, unknown, TaskFormOutput>({
    resolver: zodResolver(taskFormSchema),
    criteriaMode: 'all',
    defaultValues: taskFormDefaults(task, groupId, groups, assignees, linkedCase),
  });
  const { errors } = form.formState;
  const wrkgrp = Number(useWatch({ control: form.control, name: 'wrkgrp_id' }) || 0);
  const needsApproval = useWatch({ control: form.control, name: 'requires_approval' });
  const inWorkgroup = assignees.members
    .filter((m) => m.wrkgrp_id === wrkgrp)
    .map((m) => ({ value: m.user_id, label: m.user_name }));
  const tag = config.tags_list.external_reference_number_task;
  const handleSubmit = form.handleSubmit(
    (v) => onSave(toSaveTaskInput(v, task, { classification, documents, removed })),
    scrollAfterInvalid(),
  );

  return (
    <form
      noValidate
      aria-label="Task"
      className={styles.pane}
      onSubmit={(e) => (setSubmits((n) => n + 1), void handleSubmit(e))}
    >
      <div className={styles.grid}>
        <KitField label="Title" required registration={form.register('title')} error={errors.title} />
        <SelectField
          label="Task group"
          registration={form.register('group_id')}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          empty="No group"
          error={errors.group_id}
        />
        <SelectField
          label="Workgroup"
          required
          registration={form.register('wrkgrp_id')}
          options={assignees.workgroups.map((w) => ({ value: w.wrkgrp_id, label: w.wrkgrp_name }))}
          empty="Choose a workgroup"
          error={errors.wrkgrp_id}
        />
        <SelectField
          label="Owner"
          registration={form.register('owner_user_id')}
          options={inWorkgroup}
          empty="Unassigned (workgroup queue)"
          error={errors.owner_user_id}
        />
        <KitField
          label="Due date"
          type="date"
          registration={form.register('due_date')}
          error={fieldError(errors.due_date)}
        />
        <SelectField
          label="Status"
          registration={form.register('status')}
          options={taskStatuses.map((t) => ({ value: t, label: t }))}
          empty="From the completion"
          error={errors.status}
        />
        <TaskCaseField form={form} />
        <KitFields
          form={form}
          fields={[
            { name: 'completion', label: 'Completion (%)', type: 'number', min: 0, max: 100, required: true },
            {
              name: 'external_reference_number',
              label: tag.label,
              maxLength: tag.max_length,
              // The kinds of outside reference come from the service's tags_list (spec §3), not from the console.
              hint: tag.tags?.length ? `For example a ${tag.tags.join(', ').toLowerCase()}` : undefined,
            },
            { name: 'description', label: 'Description' },
          ]}
        />
      </div>
      <ClassificationDropdowns
        variant="task"
        legend="Task classification (Level 1 is NA unless chosen)"
        initial={taskLevels(task)}
        submitCount={submits}
        source="task"
        onChange={(e) => setClassification(e.payload)}
      />
      <fieldset className={styles.pane}>
        <legend>Approval</legend>
        <div className={styles.grid}>
          <label className={styles.checkbox}>
            <input type="checkbox" {...form.register('requires_approval')} /> Requires approval
          </label>
          {needsApproval && (
            <SelectField
              label="Approver"
              required
              registration={form.register('approver_user_id')}
              options={inWorkgroup}
              empty="Choose the approver"
              error={errors.approver_user_id}
            />
          )}
        </div>
      </fieldset>
      <TaskDocuments
        saved={task?.documents ?? []}
        removed={removed}
        onRemovedChange={setRemoved}
        documents={documents}
        onDocumentsChange={setDocuments}
      />
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={busy} loadingText="Saving">
          Save task
        </LoadingButton>
      </div>
    </form>
  );
};
