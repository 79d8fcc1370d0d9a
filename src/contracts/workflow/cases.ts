import { z } from 'zod';
import { dbInt } from '../db-int';
import { casePriorities, caseRecord, recordTypes } from './case-record';
import { pendInput, progressInput, reopenInput, resolveInput } from './lifecycle';
import { workgroupOfUser } from './workgroups';

export * from './workgroups';
export * from './case-record';

const id = dbInt().positive();
/** The six actions of spec §4, a change of priority (issue 19) and the status moves (issue 34). */
const version = dbInt().positive().optional();
const note = z.string().trim().max(2000, 'The max allowed number of characters is 2000');
export const workflowActionInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    id,
    version,
    wrkgrp_id: id,
    owner_user_id: id,
    note: note.optional(),
  }),
  z.object({ action: z.literal('dispatch'), id, version, wrkgrp_id: id, note: note.optional() }),
  z.object({ action: z.literal('accept'), id, version }),
  z.object({
    action: z.literal('reject'),
    id,
    version,
    wrkgrp_id: id.optional(),
    owner_user_id: id.nullish(),
    note: note.min(3, 'Give the reason (at least 3 characters)'),
  }),
  z.object({ action: z.literal('yank'), id, version, note: note.optional() }),
  z.object({ action: z.literal('close'), id, version, note: note.optional() }),
  z.object({
    action: z.literal('priority'),
    id,
    version,
    priority: z.enum(casePriorities),
    note: note.optional(),
  }),
  progressInput,
  pendInput,
  resolveInput,
  reopenInput,
]);
export type WorkflowActionInput = z.infer<typeof workflowActionInput>;

/** What a person does to a record: the six desk actions of spec §4, a change of priority, the status moves. */
export const workflowActionNames = [
  'assign',
  'dispatch',
  'accept',
  'reject',
  'yank',
  'close',
  'priority',
  // The status moves of issue 34 (src/rules/case-lifecycle.ts).
  'progress',
  'pend',
  'resolve',
  'reopen',
] as const;

/** The answer to an action, and what the push channel sends to every console that may see the record. */
export const workflowChange = z.object({
  // 'update': an edit of the details; 'remind': the service's own move of a pending record back to In Progress
  // when its reminder falls due.
  action: z.enum([...workflowActionNames, 'update', 'remind']),
  record: caseRecord,
  /** The record before the action; tenant_id too, so consoles of the tenant it left hear that it left. */
  previous: z.object({
    wrkgrp_id: dbInt(),
    owner_user_id: dbInt().nullable(),
    tenant_id: dbInt(),
  }),
  by_user_id: dbInt(),
});
export type WorkflowChange = z.infer<typeof workflowChange>;

/** Bulk actions on a selection (17__17003): all or nothing. */
export const bulkActionInput = z.object({
  ids: z.array(id).min(1, 'Select at least one record').max(200, 'At most 200 records at once'),
  action: z.enum(['assign', 'dispatch', 'accept', 'yank', 'close']),
  wrkgrp_id: id.optional(),
  owner_user_id: id.optional(),
  note: note.optional(),
});
export type BulkActionInput = z.infer<typeof bulkActionInput>;

/** The viewer the list table evaluates against (see src/rules/workflow-lists.ts). */
export const listViewer = z.object({
  owner_user_id: dbInt(),
  wrkgrp_id: dbInt().nullable(),
  wrkgrp_id_list: z.array(dbInt()),
});
export const workflowListsInput = z.object({
  record_type: z.enum(recordTypes).default('case'),
  /** The selected workgroup; omitted: the user's default workgroup of the type. */
  wrkgrp_id: id.optional(),
});
export const workflowListsAnswer = z.object({
  viewer: listViewer,
  workgroups: z.array(workgroupOfUser),
  my: z.array(caseRecord),
  my_all: z.array(caseRecord),
  wg: z.array(caseRecord),
  wg_all: z.array(caseRecord),
});
export type WorkflowListsAnswer = z.infer<typeof workflowListsAnswer>;
/**
 * The four lists on the wire: each record once, the lists as ids in their order. They overlap almost entirely
 * (a record of mine in my default workgroup is in all four), so sending records per list repeated them up to four
 * times (41.5 MB for 10,000 cases; 10.6 MB this way). src/rules/workflow-lists-wire.ts packs and unpacks.
 */
export const workflowListsWire = z.object({
  viewer: listViewer,
  workgroups: z.array(workgroupOfUser),
  records: z.array(caseRecord),
  my: z.array(dbInt()),
  my_all: z.array(dbInt()),
  wg: z.array(dbInt()),
  wg_all: z.array(dbInt()),
});
export type WorkflowListsWire = z.infer<typeof workflowListsWire>;
