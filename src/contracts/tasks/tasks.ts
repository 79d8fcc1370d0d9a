import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';

/** Tasks and task groups (issue 5). Statuses in workflow order; a task at 100 % is Completed. */
export const taskStatuses = ['Open', 'In Progress', 'On Hold', 'Completed', 'Cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const approvalStatuses = ['Not Required', 'Pending', 'Approved', 'Rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalDecisions = ['Approved', 'Rejected'] as const;

/** The cached configuration task_approval_fields (spec §3): the approval fields a task form shows. */
export const taskApprovalFields = [
  'requires_approval',
  'approver_user_id',
  'approval_status',
  'approval_comment',
] as const;
/** tags_list.external_reference_number_task (spec §3): the tag a task's outside reference is kept under. */
export const externalReferenceTag = 'external_reference_number_task';
/** Spec §9: tasks send no documents with their notification. */
export const sendDocumentsWithNotification = false;
export const taskPageSize = 50;

const id = dbInt({ error: fieldMessages.required }).positive().max(2147483647);
const text = (min: number, max: number) =>
  z
    .string({ error: fieldMessages.required })
    .trim()
    .min(min, min === 1 ? fieldMessages.required : fieldMessages.minlength(min))
    .max(max, fieldMessages.maxlength(max));
const optionalText = (max: number) => z.string().trim().max(max, fieldMessages.maxlength(max)).default('');
/** yyyy-mm-dd or an ISO date-time; '' means none. */
const dueDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Enter a valid date')
    .nullish(),
);
export const completionSchema = dbInt({ error: fieldMessages.required })
  .min(0, fieldMessages.min(0))
  .max(100, fieldMessages.max(100));

/** Task classification: five levels of ids; l1 left empty (or 'NA') means the NA value (spec §3). */
export const taskClassification = z
  .object({
    classification_l1: z.union([id, z.literal('NA')]).nullish(),
    classification_l2: id.nullish(),
    classification_l3: id.nullish(),
    classification_l4: id.nullish(),
    classification_l5: id.nullish(),
  })
  .refine(
    (c) =>
      !(
        (c.classification_l3 && !c.classification_l2) ||
        (c.classification_l4 && !c.classification_l3) ||
        (c.classification_l5 && !c.classification_l4)
      ),
    { message: 'A classification level needs the level above it' },
  );

export const documentInput = z.object({
  document_name: z.string().trim().min(1).max(200),
  document_data: z.string().regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/=]*$/, 'Not a data URL'),
});

export const saveGroupInput = z.object({
  id: id.optional(),
  name: text(3, 120),
  description: optionalText(2000),
  wrkgrp_id: id,
  /** The default checklist of the group's tasks: one line an item. */
  checklist: z.array(text(1, 300)).max(50, 'At most 50 items').default([]),
});
export type SaveGroupInput = z.input<typeof saveGroupInput>;

export const saveTaskInput = z.object({
  id: id.optional(),
  group_id: id.nullish(),
  title: text(3, 200),
  description: optionalText(5000),
  classification: taskClassification.default({}),
  wrkgrp_id: id,
  owner_user_id: id.nullish(),
  due_date: dueDate,
  /** Omitted: derived from the completion (see nextStatus on the service). */
  status: z.enum(taskStatuses).optional(),
  completion: completionSchema.default(0),
  case_id: id.nullish(),
  requires_approval: z.boolean().default(false),
  approver_user_id: id.nullish(),
  external_reference_number: optionalText(60),
  /** New documents; kept ones stay unless listed in remove_documents, and count towards spec §5's 5 files. */
  documents: z.array(documentInput).max(5, 'Cannot select more than 5 files').default([]),
  remove_documents: z.array(id).max(50).default([]),
});
export type SaveTaskInput = z.input<typeof saveTaskInput>;

export const idInput = z.object({ id });
/** The tasks held against one case or lead (its page lists them). */
export const caseTasksInput = z.object({ case_id: id });
export type CaseTasksInput = z.input<typeof caseTasksInput>;

export const progressInput = z.object({
  id,
  completion: completionSchema,
  status: z.enum(taskStatuses).optional(),
  note: optionalText(500),
});
export type ProgressInput = z.input<typeof progressInput>;
export const approveInput = z.object({
  id,
  decision: z.enum(approvalDecisions),
  comment: optionalText(1000),
});
export type ApproveInput = z.input<typeof approveInput>;
export const bulkReassignInput = z.object({
  ids: z.array(id).min(1, fieldMessages.required).max(500),
  wrkgrp_id: id,
  owner_user_id: id.nullable(),
});
export type BulkReassignInput = z.input<typeof bulkReassignInput>;
export const trackerInput = z.object({
  /** mine: owned by the caller; all: the caller's and their workgroups' tasks. */
  scope: z.enum(['mine', 'all']).default('all'),
  status: z.enum(taskStatuses).optional(),
});
export type TrackerInput = z.input<typeof trackerInput>;

/** The tracker's completion bands (spec §4), as its filter and its counts name them. */
export const trackerBands = ['dark', 'orange', 'red'] as const;
export type TrackerBand = (typeof trackerBands)[number];
/** Columns the tracker's page call sorts on (the classification path is text made after the read: not sortable). */
export const trackerSortColumns = [
  'number',
  'title',
  'completion',
  'status',
  'approval_status',
  'wrkgrp_name',
  'owner_name',
  'group_name',
  'due_at',
  'updated_at',
] as const;
export type TrackerSortColumn = (typeof trackerSortColumns)[number];
/** Longer search text than any search box needs is refused by the call (the console cuts a link's to this). */
export const trackerSearchMax = 200;
/**
 * One page of the tracker (issue 38): its filters, search and sort applied by the service in the caller's scope.
 * No sort: the newest change first, as the tracker always listed.
 */
export const trackerPageInput = z.strictObject({
  scope: z.enum(['mine', 'all']).default('all'),
  due: z.enum(['overdue', 'today']).optional(),
  status: z.enum(taskStatuses).optional(),
  band: z.enum(trackerBands).optional(),
  q: z.string().trim().max(trackerSearchMax, fieldMessages.maxlength(trackerSearchMax)).default(''),
  sort: z
    .strictObject({ column: z.enum(trackerSortColumns), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .default(null),
  offset: dbInt().min(0).max(10_000_000).default(0),
  limit: dbInt().min(1).max(200).default(taskPageSize),
});
export type TrackerPageInput = z.input<typeof trackerPageInput>;
/** A tracker page: its rows, how many match the filters in all, and how many of those fall in each band. */
export type TrackerPage = { rows: TaskRecord[]; total: number; bands: Record<TrackerBand, number> };
export const groupIdInput = z.object({ id });

export type TaskDocument = { id: number; document_name: string; size: number };
export type TaskRecord = {
  id: number;
  /** TSK-000123: what screens and messages name the task by (tasks.number, from its own sequence). */
  number: string;
  tenant_id: number;
  group_id: number | null;
  group_name: string | null;
  title: string;
  description: string;
  classification_l1: number | null;
  classification_l2: number | null;
  classification_l3: number | null;
  classification_l4: number | null;
  classification_l5: number | null;
  classification_name: string;
  wrkgrp_id: number;
  wrkgrp_name: string;
  owner_user_id: number | null;
  owner_name: string | null;
  due_at: string | null;
  status: TaskStatus;
  completion: number;
  case_id: number | null;
  case_number: string | null;
  case_title: string | null;
  requires_approval: boolean;
  approver_user_id: number | null;
  approver_name: string | null;
  approval_status: ApprovalStatus;
  approval_comment: string;
  external_reference_number: string;
  documents: TaskDocument[];
  create_datetime: string;
  updated_at: string;
};
export type TaskGroupRecord = {
  id: number;
  tenant_id: number;
  name: string;
  description: string;
  wrkgrp_id: number;
  wrkgrp_name: string;
  checklist: string[];
  task_count: number;
  open_count: number;
  create_datetime: string;
};
export type TaskGroupDetail = TaskGroupRecord & { tasks: TaskRecord[] };
export type TaskHistoryEntry = {
  id: number;
  action: string;
  changes: Record<string, [unknown, unknown]>;
  note: string | null;
  user_name: string | null;
  at: string;
};
export type TaskConfig = {
  task_approval_fields: readonly string[];
  tags_list: { external_reference_number_task: { label: string; max_length: number; tags?: string[] } };
  send_documents_with_notification: boolean;
  page_size: number;
};
export type TaskAssignees = {
  workgroups: { wrkgrp_id: number; wrkgrp_name: string; tenant_id: number }[];
  members: { wrkgrp_id: number; user_id: number; user_name: string }[];
  me: number;
};
