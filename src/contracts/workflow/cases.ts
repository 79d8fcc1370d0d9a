import { z } from 'zod';
import { dbInt } from '../db-int';
import { caseSla, slaStates } from './sla';
import { workgroupOfUser } from './workgroups';

export * from './workgroups';
import { pendInput, progressInput, reopenInput, resolutionCodes, resolveInput } from './lifecycle';

/** Cases and leads (spec §3 "Workflow records"): the same record travels through the same lists and actions. */
export const recordTypes = ['case', 'lead'] as const;
export type RecordType = (typeof recordTypes)[number];
export const wrkgrpTypeOf = { case: 'Case', lead: 'Lead' } as const satisfies Record<RecordType, string>;

/** The answer of /get_all_case_status, in workflow order. */
export const caseStatuses = ['Open', 'In Progress', 'Pending Customer', 'Resolved', 'Closed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const casePriorities = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type CasePriority = (typeof casePriorities)[number];
export const caseSeverities = ['Minor', 'Moderate', 'Major', 'Critical'] as const;
export type CaseSeverity = (typeof caseSeverities)[number];
/**
 * How a record reached us. 'call' is the phone ('Phone' on screen); 'manual' stays valid for records made before
 * the channel was asked for, but the new-record form offers only the channels of caseChannels.
 */
export const caseSources = ['call', 'email', 'walk-in', 'letter', 'web', 'manual'] as const;
export type CaseSource = (typeof caseSources)[number];
/** The channels a person logging a case by hand chooses from, in the order the form lists them. */
export const caseChannels = [
  'call',
  'email',
  'walk-in',
  'letter',
  'web',
] as const satisfies readonly CaseSource[];
export const caseSourceLabels: Record<CaseSource, string> = {
  call: 'Phone',
  email: 'E-mail',
  'walk-in': 'Walk-in',
  letter: 'Letter',
  web: 'Web',
  manual: 'Other',
};
/** Customer parties (kept on the customers branch) a case can concern. */
export const partyTypes = ['employer', 'contact', 'employee'] as const;
export type PartyType = (typeof partyTypes)[number];

const id = dbInt().positive();
/** South African numbers as dialled: 0XX XXX XXXX or +27…, spaces and dashes allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(\+27|0)[1-9][0-9 -]{7,12}$/, 'Enter a valid South African phone number');

export const caseClassification = z
  .object({
    classification_l1: id.nullish(),
    classification_l2: id.nullish(),
    classification_l3: id.nullish(),
    classification_l4: id.nullish(),
  })
  .refine(
    (c) =>
      !(
        (c.classification_l2 && !c.classification_l1) ||
        (c.classification_l3 && !c.classification_l2) ||
        (c.classification_l4 && !c.classification_l3)
      ),
    { message: 'A classification level needs the level above it' },
  );

export const createCaseInput = z.object({
  record_type: z.enum(recordTypes).default('case'),
  title: z
    .string()
    .trim()
    .min(3, 'The min number of characters is 3')
    .max(200, 'The max allowed number of characters is 200'),
  description: z.string().trim().max(5000, 'The max allowed number of characters is 5000').default(''),
  classification: caseClassification.default({}),
  /** Omitted: the classification leaf's mapping from the case set-up, else Moderate. */
  severity: z.enum(caseSeverities).optional(),
  /** Omitted: the classification leaf's mapping from the case set-up, else Medium. */
  priority: z.enum(casePriorities).optional(),
  /** Omitted: the first matching dispatch rule's workgroup, else the caller's default workgroup of the type. */
  wrkgrp_id: id.optional(),
  /** Omitted or null: unassigned, waiting in the workgroup's queue. */
  owner_user_id: id.nullish(),
  party: z
    .object({
      party_type: z.enum(partyTypes),
      party_id: id,
      party_name: z.string().trim().max(200).optional(),
    })
    .nullish(),
  source: z.enum(caseSources).default('manual'),
  caller_phone: phoneSchema.nullish(),
});
export type CreateCaseInput = z.input<typeof createCaseInput>;

export const caseRecord = z.object({
  id: dbInt(),
  tenant_id: dbInt(),
  record_type: z.enum(recordTypes),
  number: z.string(),
  title: z.string(),
  description: z.string(),
  classification_l1: dbInt().nullable(),
  classification_l2: dbInt().nullable(),
  classification_l3: dbInt().nullable(),
  classification_l4: dbInt().nullable(),
  severity: z.enum(caseSeverities),
  priority: z.enum(casePriorities),
  status: z.enum(caseStatuses),
  wrkgrp_id: dbInt(),
  wrkgrp_name: z.string(),
  owner_user_id: dbInt().nullable(),
  owner_name: z.string().nullable(),
  party_type: z.enum(partyTypes).nullable(),
  party_id: dbInt().nullable(),
  party_name: z.string().nullable(),
  source: z.enum(caseSources),
  caller_phone: z.string().nullable(),
  due_at: z.string().nullable(),
  create_datetime: z.string(),
  update_datetime: z.string(),
  closed_at: z.string().nullable(),
  /** Set while Pending Customer: why it waits, and when it comes back to In Progress. */
  pending_reason: z.string().nullable(),
  remind_at: z.string().nullable(),
  /** Set while Resolved or Closed after a resolve. */
  resolution_code: z.enum(resolutionCodes).nullable(),
  resolved_at: z.string().nullable(),
  version: dbInt(),
  /** Null only where the service has not computed it (a record built outside the service). */
  sla: caseSla.nullable(),
});
export type CaseRecord = z.infer<typeof caseRecord>;

export const caseHistoryEntry = z.object({
  id: dbInt(),
  action: z.string(),
  user_id: dbInt().nullable(),
  user_name: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  note: z.string().nullable(),
  at: z.string(),
});
export type CaseHistoryEntry = z.infer<typeof caseHistoryEntry>;

export const listCasesInput = z.object({
  record_type: z.enum(recordTypes).default('case'),
  wrkgrp_id: id.optional(),
  owner_user_id: id.optional(),
  status: z.enum(caseStatuses).optional(),
  open_only: z.boolean().default(false),
  party: z.object({ party_type: z.enum(partyTypes), party_id: id }).optional(),
  search: z.string().trim().max(100).optional(),
  sla_state: z.enum(slaStates).optional(),
  /** 'sla': most urgent first (most overdue, then least time left; paused and met last). */
  sort: z.enum(['created', 'sla']).default('created'),
  page_number: dbInt().min(0).default(0),
  /** my cases page 50; a customer's cases up to 1000 (spec §9). */
  size: dbInt().min(1).max(1000).default(50),
});
export type ListCasesInput = z.input<typeof listCasesInput>;

export const caseIdInput = z.object({ id });

export const casePage = z.object({
  rows: z.array(caseRecord),
  page: z.object({
    pageNumber: dbInt(),
    size: dbInt(),
    totalElements: dbInt(),
    totalPages: dbInt(),
  }),
});
export type CasePage = z.infer<typeof casePage>;

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
