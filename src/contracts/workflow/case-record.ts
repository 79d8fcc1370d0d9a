import { z } from 'zod';
import { dbInt } from '../db-int';
import { caseSla, slaStates } from './sla';
import { resolutionCodes } from './lifecycle';

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
