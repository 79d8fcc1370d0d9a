import { z } from 'zod';
import { fieldMessages } from '../../contracts/field-messages';
import {
  completionSchema,
  saveTaskInput,
  type SaveTaskInput,
  type TaskAssignees,
  type TaskGroupRecord,
  type TaskRecord,
} from '../../contracts/tasks';
import type { LinkedCase } from '../../machines/tasks-load';
import type { ClassificationPayload } from '../../rules/kit-classification';
import type { UploadedDocument } from '../../rules/kit-upload';

export const caseNotInList = 'Choose a case from the list';

/** The case field's text: a case as its type-ahead lists it (number, then title). */
export const caseText = (c: { number: string | null; title: string | null } | null) =>
  c?.number ? `${c.number} ${c.title ?? ''}`.trim() : '';

const optionalId = z.preprocess(
  (v) => (v === '' || v == null ? null : Number(v)),
  z.number().int().positive().nullable(),
);

/** The task form's fields: the save contract's text fields, and selects that hold ids as strings until sent. */
export const taskFormSchema = saveTaskInput
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
    /** What the case field shows: a chosen case's number and title, or text that names none. */
    case_query: z.string(),
    status: z.string(),
    completion: z.preprocess((v) => (v === '' ? undefined : Number(v)), completionSchema),
  })
  .refine((v) => !v.requires_approval || v.approver_user_id !== null, {
    path: ['approver_user_id'],
    message: fieldMessages.required,
  })
  // Spec §5: a type-ahead's value must be one of its list; typed text alone links nothing.
  .refine((v) => v.case_query.trim() === '' || v.case_id !== null, {
    path: ['case_id'],
    message: caseNotInList,
  });
export type TaskFormInput = z.input<typeof taskFormSchema>;
export type TaskFormOutput = z.output<typeof taskFormSchema>;

const s = (v: number | null | undefined) => (v == null ? '' : String(v));

/**
 * A saved task's values, or a new task's: in the group it was opened from, with that group's workgroup (else the
 * workgroup of the case it was opened from, else the user's own) and the user as owner.
 */
export const taskFormDefaults = (
  task: TaskRecord | null,
  groupId: number | null,
  groups: readonly TaskGroupRecord[],
  assignees: TaskAssignees,
  linkedCase: LinkedCase | null = null,
): TaskFormInput => {
  const myGroup = assignees.members.find((m) => m.user_id === assignees.me)?.wrkgrp_id ?? null;
  // A task for a case goes to the case's workgroup when the user (its default owner) is one of its members.
  const caseGroup = assignees.members.some(
    (m) => m.wrkgrp_id === linkedCase?.wrkgrp_id && m.user_id === assignees.me,
  )
    ? linkedCase?.wrkgrp_id
    : undefined;
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    group_id: s(task ? task.group_id : groupId),
    wrkgrp_id: s(task?.wrkgrp_id ?? groups.find((g) => g.id === groupId)?.wrkgrp_id ?? caseGroup ?? myGroup),
    owner_user_id: s(task ? task.owner_user_id : assignees.me),
    due_date: task?.due_at ? task.due_at.slice(0, 10) : '',
    status: task?.status ?? '',
    completion: task?.completion ?? 0,
    case_id: s(task ? task.case_id : linkedCase?.id),
    case_query: task ? caseText({ number: task.case_number, title: task.case_title }) : caseText(linkedCase),
    requires_approval: task?.requires_approval ?? false,
    approver_user_id: s(task?.approver_user_id),
    external_reference_number: task?.external_reference_number ?? '',
  };
};

export const taskLevels = (t: TaskRecord | null) =>
  t
    ? [
        t.classification_l1,
        t.classification_l2,
        t.classification_l3,
        t.classification_l4,
        t.classification_l5,
      ]
    : [];

type TaskExtras = {
  /** The user's choices in the classification picker; null when untouched. */
  classification: ClassificationPayload | null;
  documents: readonly UploadedDocument[];
  removed: readonly number[];
};

/** The save call's body from the form's values and what the form holds outside react-hook-form. */
export const toSaveTaskInput = (
  v: TaskFormOutput,
  task: TaskRecord | null,
  { classification, documents, removed }: TaskExtras,
): SaveTaskInput => {
  // Untouched dropdowns keep the saved classification; the picker reports only the user's choices.
  const c: ClassificationPayload = classification ?? {
    classification_l1: task?.classification_l1 ?? null,
    classification_l2: task?.classification_l2 ?? null,
    classification_l3: task?.classification_l3 ?? null,
    classification_l4: task?.classification_l4 ?? null,
    classification_l5: task?.classification_l5 ?? null,
  };
  return {
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
    remove_documents: [...removed],
  };
};
