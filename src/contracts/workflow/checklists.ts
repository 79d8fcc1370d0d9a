import { z } from 'zod';
import { dbInt } from '../db-int';

/** Checklists (spec §4): draft → published, read-only once published; attachments 10 MB each, 25 MB in all. */
export const checklistStatuses = ['Draft', 'Published'] as const;
const id = dbInt().positive();

export const checklistItem = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(300, 'The max allowed number of characters is 300'),
});
export const attachmentInput = z.object({
  document_name: z.string().trim().min(1).max(200),
  /** A data URL (spec §3 uploaded document). */
  document_data: z.string().regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/=]*$/, 'Not a data URL'),
});
export const saveChecklistInput = z.object({
  /** Omitted: a new checklist. */
  id: id.optional(),
  title: z
    .string()
    .trim()
    .min(3, 'The min number of characters is 3')
    .max(200, 'The max allowed number of characters is 200'),
  case_id: id.nullish(),
  items: z.array(checklistItem).max(100, 'At most 100 items'),
  /** New attachments; existing ones are kept unless listed in remove_attachments. */
  attachments: z.array(attachmentInput).max(20).default([]),
  remove_attachments: z.array(id).max(100).default([]),
});
export type SaveChecklistInput = z.input<typeof saveChecklistInput>;

export const checklistRecord = z.object({
  id: dbInt(),
  /** CHK-000123: what people name the checklist by. */
  number: z.string(),
  title: z.string(),
  case_id: dbInt().nullable(),
  /** The case's number as people read it (CAS-000123); null without a case. */
  case_number: z.string().nullable(),
  status: z.enum(checklistStatuses),
  items: z.array(z.object({ text: z.string() })),
  attachments: z.array(z.object({ id: dbInt(), document_name: z.string(), size: dbInt() })),
  created_by_name: z.string().nullable(),
  create_datetime: z.string(),
  published_at: z.string().nullable(),
});
export type ChecklistRecord = z.infer<typeof checklistRecord>;
export const checklistIdInput = z.object({ id });
export const listChecklistsInput = z.object({
  status: z.enum(checklistStatuses).optional(),
  /** Only the checklists of this case. */
  case_id: id.optional(),
});
