import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages as m } from '../field-messages';
import { casePriorities, caseSeverities } from '../workflow/cases';

/** update_internal_class_priority_severity: the severity and priority a case classification value gives. */
export const prioritySeverityUpdate = z.object({
  classification_id: dbInt({ error: m.required }).positive(m.required),
  severity: z.enum(caseSeverities, { error: m.required }),
  priority: z.enum(casePriorities, { error: m.required }),
});
export type PrioritySeverityUpdate = z.infer<typeof prioritySeverityUpdate>;

export const prioritySeverityTreeRequest = z.object({
  id: z.literal('case').default('case'),
  menu_items: z.record(z.string(), z.array(z.string())).default({}),
});

/** A node of the priority/severity tree: the tree format of spec §3 plus the mapping of the value. */
export type PrioritySeverityNode = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: {
    context_items: string[];
    classification_id: number;
    severity: string | null;
    priority: string | null;
    editable: boolean;
  };
};

/** A week's most minutes (7 × 24 × 60): a longer target is a typing mistake. */
const maxMinutes = 10_080;
const minutes = z
  .number({ error: m.required })
  .int('Whole minutes only')
  .min(1, m.min(1))
  .max(maxMinutes, m.max(maxMinutes));

export const timeMappingRow = z
  .object({
    severity: z.enum(caseSeverities),
    priority: z.enum(casePriorities),
    response_minutes: minutes,
    resolution_minutes: minutes,
  })
  .refine((r) => r.response_minutes <= r.resolution_minutes, {
    message: 'Resolution cannot come before the response',
    path: ['resolution_minutes'],
  });
export type TimeMappingRow = z.infer<typeof timeMappingRow>;

export const timeUpdateInput = z
  .object({ rows: z.array(timeMappingRow).min(1, m.required).max(16) })
  .refine((v) => new Set(v.rows.map((r) => `${r.severity}|${r.priority}`)).size === v.rows.length, {
    message: 'A severity and priority pair appears twice',
    path: ['rows'],
  });

export const timeMappingAnswer = z.object({
  rows: z.array(timeMappingRow),
  work_start: z.string(),
  work_end: z.string(),
});
export type TimeMappingAnswer = z.infer<typeof timeMappingAnswer>;

export const emailRecordTypes = ['case', 'lead', 'task'] as const;
export type EmailRecordType = (typeof emailRecordTypes)[number];

export const emailGetAllInput = z.object({ record_type: z.enum(emailRecordTypes).default('case') });
export const emailContentInput = z.object({
  id: dbInt().positive().optional(),
  record_type: z.enum(emailRecordTypes, { error: m.required }),
  name: z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(3, m.minlength(3))
    .max(80, m.maxlength(80)),
  subject: z.string({ error: m.required }).trim().min(1, m.required).max(200, m.maxlength(200)),
  body: z.string({ error: m.required }).trim().min(1, m.required).max(10_000, m.maxlength(10_000)),
  active: z.boolean().default(true),
});
export type EmailContentInput = z.input<typeof emailContentInput>;
export const emailContent = z.object({
  id: dbInt(),
  tenant_id: dbInt(),
  record_type: z.enum(emailRecordTypes),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  active: z.boolean(),
  update_datetime: z.string(),
  /** A template of an ancestor tenant: shown, not editable here. */
  inherited: z.boolean(),
});
export type EmailContent = z.infer<typeof emailContent>;
