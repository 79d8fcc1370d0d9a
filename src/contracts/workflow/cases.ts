import { z } from 'zod';

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
export const caseSources = ['call', 'email', 'walk-in', 'web', 'manual'] as const;
export type CaseSource = (typeof caseSources)[number];
/** Customer parties (kept on the customers branch) a case can concern. */
export const partyTypes = ['employer', 'contact', 'employee'] as const;
export type PartyType = (typeof partyTypes)[number];

const id = z.number().int().positive();
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
  severity: z.enum(caseSeverities).default('Moderate'),
  priority: z.enum(casePriorities).default('Medium'),
  /** Omitted: the caller's default workgroup of the record type. */
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
  id: z.number().int(),
  tenant_id: z.number().int(),
  record_type: z.enum(recordTypes),
  number: z.string(),
  title: z.string(),
  description: z.string(),
  classification_l1: z.number().int().nullable(),
  classification_l2: z.number().int().nullable(),
  classification_l3: z.number().int().nullable(),
  classification_l4: z.number().int().nullable(),
  severity: z.enum(caseSeverities),
  priority: z.enum(casePriorities),
  status: z.enum(caseStatuses),
  wrkgrp_id: z.number().int(),
  wrkgrp_name: z.string(),
  owner_user_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  party_type: z.enum(partyTypes).nullable(),
  party_id: z.number().int().nullable(),
  party_name: z.string().nullable(),
  source: z.enum(caseSources),
  caller_phone: z.string().nullable(),
  due_at: z.string().nullable(),
  create_datetime: z.string(),
  update_datetime: z.string(),
  closed_at: z.string().nullable(),
  version: z.number().int(),
});
export type CaseRecord = z.infer<typeof caseRecord>;

export const caseHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  user_id: z.number().int().nullable(),
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
  page_number: z.number().int().min(0).default(0),
  /** my cases page 50; a customer's cases up to 1000 (spec §9). */
  size: z.number().int().min(1).max(1000).default(50),
});
export type ListCasesInput = z.input<typeof listCasesInput>;

export const caseIdInput = z.object({ id });

export const casePage = z.object({
  rows: z.array(caseRecord),
  page: z.object({
    pageNumber: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type CasePage = z.infer<typeof casePage>;
