import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import {
  completionSchema,
  saveTaskInput,
  taskStatuses,
  type SaveTaskInput,
  type TaskAssignees,
  type TaskConfig,
  type TaskGroupRecord,
  type TaskRecord,
} from '../../contracts/tasks';
import type { ClassificationPayload } from '../../rules/kit-classification';
import { defaultMaxBytes, defaultMaxFiles, type UploadedDocument } from '../../rules/kit-upload';
import { ClassificationDropdowns } from '../kit/classification/classification-dropdowns';
import { errorMessages } from '../kit/forms/error-messages';
import { FieldErrors } from '../kit/forms/field-errors';
import { KitField } from '../kit/forms/kit-field';
import { scrollAfterInvalid } from '../kit/forms/scroll-to-first-invalid';
import { LoadingButton } from '../kit/loading-button';
import { DocumentUpload } from '../kit/upload/document-upload';
import forms from '../kit/forms/forms.module.css';
import styles from './tasks.module.css';

const optionalId = z.preprocess(
  (v) => (v === '' || v == null ? null : Number(v)),
  z.number().int().positive().nullable(),
);
const schema = saveTaskInput
  .pick({
    title: true,
    description: true,
    due_date: true,
    requires_approval: true,
    external_reference_number: true,
  })
  .extend({
    wrkgrp_id: z.preprocess(
      (v) => (v === '' ? undefined : Number(v)),
      z.number({ error: fieldMessages.required }),
    ),
    owner_user_id: optionalId,
    group_id: optionalId,
    approver_user_id: optionalId,
    case_id: optionalId,
    status: z.string(),
    completion: z.preprocess((v) => (v === '' ? undefined : Number(v)), completionSchema),
  })
  .refine((v) => !v.requires_approval || v.approver_user_id !== null, {
    path: ['approver_user_id'],
    message: fieldMessages.required,
  });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

type TaskFormProps = {
  task: TaskRecord | null;
  groupId: number | null;
  groups: readonly TaskGroupRecord[];
  assignees: TaskAssignees;
  config: TaskConfig;
  busy: boolean;
  onSave: (body: SaveTaskInput) => void;
};

const levelsOf = (t: TaskRecord | null) =>
  t
    ? [
        t.classification_l1,
        t.classification_l2,
        t.classification_l3,
        t.classification_l4,
        t.classification_l5,
      ]
    : [];
const s = (v: number | null | undefined) => (v == null ? '' : String(v));
const err = (e: unknown) => errorMessages(e as FieldError | undefined);

/** The task form: what, classification (level 1 NA unless chosen), who, when, approval, reference, documents. */
export const TaskForm = ({ task, groupId, groups, assignees, config, busy, onSave }: TaskFormProps) => {
  const [classification, setClassification] = useState<ClassificationPayload | null>(null);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [submits, setSubmits] = useState(0);
  const myGroup = assignees.members.find((m) => m.user_id === assignees.me)?.wrkgrp_id ?? null;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    criteriaMode: 'all',
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      group_id: s(task ? task.group_id : groupId),
      wrkgrp_id: s(task?.wrkgrp_id ?? groups.find((g) => g.id === groupId)?.wrkgrp_id ?? myGroup),
      owner_user_id: s(task ? task.owner_user_id : assignees.me),
      due_date: task?.due_at ? task.due_at.slice(0, 10) : '',
      status: task?.status ?? '',
      completion: task?.completion ?? 0,
      case_id: s(task?.case_id),
      requires_approval: task?.requires_approval ?? false,
      approver_user_id: s(task?.approver_user_id),
      external_reference_number: task?.external_reference_number ?? '',
    },
  });
  const { errors } = form.formState;
  const wrkgrp = Number(useWatch({ control: form.control, name: 'wrkgrp_id' }) || 0);
  const needsApproval = useWatch({ control: form.control, name: 'requires_approval' });
  const members = assignees.members.filter((m) => m.wrkgrp_id === wrkgrp);
  const tag = config.tags_list.external_reference_number_task;
  const handleSubmit = form.handleSubmit((v) => {
    // Untouched dropdowns keep the saved classification; the picker reports only the user's choices.
    const c: ClassificationPayload = classification ?? {
      classification_l1: task?.classification_l1 ?? null,
      classification_l2: task?.classification_l2 ?? null,
      classification_l3: task?.classification_l3 ?? null,
      classification_l4: task?.classification_l4 ?? null,
      classification_l5: task?.classification_l5 ?? null,
    };
    onSave({
      ...(task ? { id: task.id } : {}),
      title: v.title,
      description: v.description,
      group_id: v.group_id,
      wrkgrp_id: v.wrkgrp_id,
      owner_user_id: v.owner_user_id,
      due_date: v.due_date || null,
      ...(v.status ? { status: v.status as SaveTaskInput['status'] } : {}),
      completion: v.completion,
      case_id: v.case_id,
      requires_approval: v.requires_approval,
      approver_user_id: v.requires_approval ? v.approver_user_id : null,
      external_reference_number: v.external_reference_number,
      classification: {
        classification_l1: (c.classification_l1 as number | 'NA' | null) ?? 'NA',
        classification_l2: (c.classification_l2 as number | null) ?? null,
        classification_l3: (c.classification_l3 as number | null) ?? null,
        classification_l4: (c.classification_l4 as number | null) ?? null,
        classification_l5: (c.classification_l5 as number | null) ?? null,
      },
      documents: documents.map((d) => ({ document_name: d.document_name, document_data: d.document_data })),
      remove_documents: removed,
    });
  }, scrollAfterInvalid());
  const select = (
    id: string,
    label: string,
    name: keyof Input,
    options: { value: number | string; label: string }[],
    opts: { required?: boolean; empty?: string } = {},
  ) => (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
        {opts.required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        className={forms.input}
        aria-required={opts.required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-errors`}
        {...form.register(name)}
      >
        {opts.empty !== undefined && <option value="">{opts.empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-errors`} messages={err(errors[name])} />
    </div>
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
        {select(
          'task-group',
          'Task group',
          'group_id',
          groups.map((g) => ({ value: g.id, label: g.name })),
          { empty: 'No group' },
        )}
        {select(
          'task-workgroup',
          'Workgroup',
          'wrkgrp_id',
          assignees.workgroups.map((w) => ({ value: w.wrkgrp_id, label: w.wrkgrp_name })),
          { required: true, empty: 'Choose a workgroup' },
        )}
        {select(
          'task-owner',
          'Owner',
          'owner_user_id',
          members.map((m) => ({ value: m.user_id, label: m.user_name })),
          { empty: 'Unassigned (workgroup queue)' },
        )}
        <KitField
          label="Due date"
          type="date"
          registration={form.register('due_date')}
          error={errors.due_date as FieldError | undefined}
        />
        {select(
          'task-status',
          'Status',
          'status',
          taskStatuses.map((t) => ({ value: t, label: t })),
          { empty: 'From the completion' },
        )}
        <KitField
          label="Completion (%)"
          type="number"
          min={0}
          max={100}
          required
          registration={form.register('completion')}
          error={errors.completion as FieldError | undefined}
        />
        <KitField
          label="Linked case id"
          type="number"
          min={1}
          registration={form.register('case_id')}
          error={errors.case_id as FieldError | undefined}
        />
        <KitField
          label={tag.label}
          maxLength={tag.max_length}
          registration={form.register('external_reference_number')}
          error={errors.external_reference_number}
        />
        <KitField
          label="Description"
          registration={form.register('description')}
          error={errors.description}
        />
      </div>
      <ClassificationDropdowns
        variant="task"
        legend="Task classification (Level 1 is NA unless chosen)"
        initial={levelsOf(task)}
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
          {needsApproval &&
            select(
              'task-approver',
              'Approver',
              'approver_user_id',
              members.map((m) => ({ value: m.user_id, label: m.user_name })),
              { required: true, empty: 'Choose the approver' },
            )}
        </div>
      </fieldset>
      <fieldset className={styles.pane}>
        <legend>Documents</legend>
        <p className={styles.note}>
          Documents stay on the task: they are not sent with the task’s notification.
        </p>
        {task && task.documents.length > 0 && (
          <ul className={styles.list}>
            {task.documents.map((d) => (
              <li key={d.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={removed.includes(d.id)}
                    onChange={(e) =>
                      setRemoved((r) => (e.target.checked ? [...r, d.id] : r.filter((x) => x !== d.id)))
                    }
                  />{' '}
                  Remove {d.document_name} ({Math.ceil(d.size / 1024)} KB)
                </label>
              </li>
            ))}
          </ul>
        )}
        <DocumentUpload
          label="Add documents"
          multiple
          maxFiles={defaultMaxFiles}
          maxBytes={defaultMaxBytes}
          documents={documents}
          onChange={setDocuments}
        />
      </fieldset>
      <div className={styles.actions}>
        <LoadingButton type="submit" loading={busy} loadingText="Saving">
          Save task
        </LoadingButton>
      </div>
    </form>
  );
};
