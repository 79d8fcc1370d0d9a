import { z } from 'zod';
import { dbInt } from '../db-int';

/**
 * The status moves of a case or lead (issue 34): Open → In Progress → Pending Customer → Resolved → Closed, and
 * back by Reopen. Kept apart from cases.ts, which joins them to the desk's actions in one workflowActionInput.
 */
export const resolutionCodes = [
  'Information given',
  'Claim settled',
  'Benefit or policy amended',
  'Referred to scheme or insurer',
  'Duplicate',
  'No response from customer',
  'Withdrawn by customer',
] as const;
export type ResolutionCode = (typeof resolutionCodes)[number];

/** Days after resolving or closing in which a record may be reopened, unless the tenant sets its own. */
export const defaultReopenDays = 14;
/** A reminder further out than this is a typo, not a plan. */
export const maxRemindDays = 365;

const id = dbInt().positive();
const version = dbInt().positive().optional();
const note = z.string().trim().max(2000, 'The max allowed number of characters is 2000');

export const progressInput = z.object({ action: z.literal('progress'), id, version, note: note.optional() });
export const pendInput = z.object({
  action: z.literal('pend'),
  id,
  version,
  reason: z
    .string()
    .trim()
    .min(3, 'The min number of characters is 3')
    .max(500, 'The max allowed number of characters is 500'),
  /** When the case comes back to In Progress and its owner is told; the service checks it is ahead. */
  remind_at: z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }),
});
export const resolveInput = z.object({
  action: z.literal('resolve'),
  id,
  version,
  resolution_code: z.enum(resolutionCodes, { message: 'This field is required' }),
  note: note.min(3, 'The min number of characters is 3'),
});
export const reopenInput = z.object({ action: z.literal('reopen'), id, version, note: note.optional() });
export type PendInput = z.infer<typeof pendInput>;
export type ResolveInput = z.infer<typeof resolveInput>;
