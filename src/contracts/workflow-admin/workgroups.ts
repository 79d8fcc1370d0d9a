import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages as m } from '../field-messages';
import { casePriorities, caseSeverities } from '../workflow/cases';

const id = dbInt({ error: m.required }).positive(m.required);
const text = (max: number, min = 1) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(min, m.minlength(min))
    .max(max, m.maxlength(max));

export const wrkgrpTypes = ['Case', 'Lead'] as const;
export type WrkgrpType = (typeof wrkgrpTypes)[number];

/** Create (no wrkgrp_id) or update a workgroup; members only on create (later through member add/remove). */
export const workgroupSaveInput = z.object({
  wrkgrp_id: id.optional(),
  name: text(80, 3),
  wrkgrp_type: z.enum(wrkgrpTypes, { error: m.required }),
  description: z.string().trim().max(500, m.maxlength(500)).default(''),
  email: z.union([z.literal(''), z.string().trim().email(m.email).max(200, m.maxlength(200))]).default(''),
  active: z.boolean().default(true),
  /** Omitted: the caller's selected tenant. */
  tenant_id: id.optional(),
  members: z.array(id).max(200).default([]),
});
export type WorkgroupSaveInput = z.input<typeof workgroupSaveInput>;

export const wrkgrpIdInput = z.object({ wrkgrp_id: id });
export const memberInput = z.object({ wrkgrp_id: id, user_id: id });
export const defaultWorkgroupInput = z.object({ user_id: id, wrkgrp_id: id });

export const adminMember = z.object({
  user_id: dbInt(),
  user_name: z.string(),
  login_name: z.string(),
  is_default: z.boolean(),
  is_supervisor: z.boolean(),
  open_count: dbInt(),
});
export type AdminMember = z.infer<typeof adminMember>;

export const adminWorkgroup = z.object({
  wrkgrp_id: dbInt(),
  wrkgrp_name: z.string(),
  wrkgrp_type: z.enum(wrkgrpTypes),
  description: z.string(),
  email: z.string(),
  active: z.boolean(),
  tenant_id: dbInt(),
  tenant_name: z.string(),
  members: z.array(adminMember),
  open_count: dbInt(),
  unassigned_count: dbInt(),
});
export type AdminWorkgroup = z.infer<typeof adminWorkgroup>;

export const adminUser = z.object({
  user_id: dbInt(),
  user_name: z.string(),
  login_name: z.string(),
  /** Default workgroup per type, null when none. */
  default_case: dbInt().nullable(),
  default_lead: dbInt().nullable(),
  workgroups: z.array(z.object({ wrkgrp_id: dbInt(), wrkgrp_type: z.enum(wrkgrpTypes) })),
  /** The tenants of the caller's scope this user can see: where they may join a workgroup. */
  tenant_ids: z.array(dbInt()),
});
export type AdminUser = z.infer<typeof adminUser>;

export const assignmentModes = ['manual', 'round_robin'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

/** One dispatch rule: null conditions match anything, but a rule needs at least one condition. */
export const workgroupRule = z
  .object({
    classification_id: dbInt().positive().nullable(),
    severity: z.enum(caseSeverities).nullable(),
    priority: z.enum(casePriorities).nullable(),
    assignment: z.enum(assignmentModes, { error: m.required }),
    active: z.boolean().default(true),
  })
  .refine((r) => r.classification_id !== null || r.severity !== null || r.priority !== null, {
    message: 'Choose a classification, a severity or a priority',
    path: ['classification_id'],
  });
export type WorkgroupRule = z.infer<typeof workgroupRule>;

export const rulesSaveInput = z
  .object({ wrkgrp_id: id, rules: z.array(workgroupRule).max(50, 'At most 50 rules') })
  .refine(
    (v) => {
      const keys = v.rules.map((r) => `${r.classification_id}|${r.severity}|${r.priority}`);
      return new Set(keys).size === keys.length;
    },
    { message: 'Two rules have the same conditions', path: ['rules'] },
  );
export type RulesSaveInput = z.input<typeof rulesSaveInput>;

export const rulesAnswer = z.object({
  wrkgrp_id: dbInt(),
  rules: z.array(
    z.object({
      classification_id: dbInt().nullable(),
      classification_name: z.string().nullable(),
      severity: z.enum(caseSeverities).nullable(),
      priority: z.enum(casePriorities).nullable(),
      assignment: z.enum(assignmentModes),
      active: z.boolean(),
    }),
  ),
  /** The case classification values a rule may name (path names, "Service / Category / …"). */
  classifications: z.array(z.object({ id: dbInt(), path: z.string() })),
});
export type RulesAnswer = z.infer<typeof rulesAnswer>;

export const adminTenant = z.object({
  tenant_id: dbInt(),
  tenant_name: z.string(),
  level: dbInt(),
});
export type AdminTenant = z.infer<typeof adminTenant>;
