import { z } from 'zod';
import { dbInt } from '../db-int';
import { refId } from '../form-fields';

/**
 * Every touch with a customer (employer), contact or employee as one timeline, newest first, a page at a time
 * (GET /interaction/list, spec §7 "interaction ... list services"). The customer and employee pages and the
 * ringing call read it; an employer's timeline holds its contacts' and employees' touches too.
 */
export const interactionPartyTypes = ['employer', 'contact', 'employee'] as const;
export type InteractionPartyType = (typeof interactionPartyTypes)[number];

export const interactionKinds = [
  'case',
  'lead',
  'task',
  'call',
  'note',
  'email',
  'advice',
  'advice_document',
  'campaign_outcome',
  'status_change',
] as const;
export type InteractionKind = (typeof interactionKinds)[number];

export const interactionKindLabels: Record<InteractionKind, string> = {
  case: 'Case',
  lead: 'Lead',
  task: 'Task',
  call: 'Call',
  note: 'Note',
  email: 'E-mail',
  advice: 'Advice',
  advice_document: 'Advice document',
  campaign_outcome: 'Campaign outcome',
  status_change: 'Status change',
};

/** Entries per page unless the caller asks for fewer (the ringing call shows the latest five). */
export const interactionPageSize = 20;
/** The most pages one answer holds (500 entries); "Show more" reads the next page after `next` instead. */
export const interactionMaxPages = 25;

/**
 * Where a page ends, as the next read names it (`after`): the last entry's time in microseconds since 1970, its
 * kind and id, the timeline's own order. A read after it costs what the first page does, however deep, and an
 * entry logged meanwhile does not shift the pages already shown (an offset would repeat one).
 */
export type InteractionCursor = { at_us: string; kind: InteractionKind; id: number };

const cursorPattern = /^(\d{1,17})\.([a-z_]{1,20})\.(-?\d{1,10})$/;

export const encodeInteractionCursor = (c: InteractionCursor): string => `${c.at_us}.${c.kind}.${c.id}`;

/** The cursor a text names, or null for a text no answer gave. */
export function decodeInteractionCursor(text: string): InteractionCursor | null {
  const match = cursorPattern.exec(text);
  if (!match || !(interactionKinds as readonly string[]).includes(match[2])) return null;
  const id = Number(match[3]);
  if (Math.abs(id) > 2_147_483_647) return null;
  return { at_us: match[1], kind: match[2] as InteractionKind, id };
}

// A GET carries everything as text: numbers and flags are read from their digits, lists from commas.
const queryInt = z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v), dbInt());
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31')
  .refine((v) => {
    // 2026-02-30 parses (as 2 March); a real day reads back as itself.
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
  }, 'Not a real date');
const kindList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(interactionKinds)).max(interactionKinds.length),
);
const flag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean());

export const interactionListQuery = z
  .object({
    party_type: z.enum(interactionPartyTypes),
    party_id: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), refId),
    /** Only these kinds; none given means every kind. */
    kinds: kindList.optional(),
    /** From and to days, inclusive, in South African time (UTC+2, no daylight saving). */
    from: day.optional(),
    to: day.optional(),
    /** Free text, matched in titles and summaries. */
    q: z.string().trim().max(100).optional(),
    /** Only what the caller did (logged, called, wrote, sent, advised). */
    mine: flag.optional(),
    /** The entries after this one (an answer's `next`); page and pages then count from it. */
    after: z
      .string()
      .refine((v) => decodeInteractionCursor(v) !== null, 'Not a place in this timeline')
      .optional(),
    page: queryInt.pipe(z.number().min(1).max(500)).default(1),
    /** How many pages from `page` on, in one answer: "Show more" asks for the first N pages again at once. */
    pages: queryInt.pipe(z.number().min(1).max(interactionMaxPages)).default(1),
    page_size: queryInt.pipe(z.number().min(1).max(50)).default(interactionPageSize),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type InteractionListQuery = z.input<typeof interactionListQuery>;
export type InteractionListRequest = z.output<typeof interactionListQuery>;

export const interactionTargetKinds = ['case', 'task', 'advice'] as const;

export const interactionEntrySchema = z.object({
  kind: z.enum(interactionKinds),
  id: z.number(),
  /** When it happened: logged, created, sent, or the call's start (ISO date-time). */
  at: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.string(),
  /** The case number of a case or lead, or of the case a task, call or note belongs to. */
  case_number: z.string().nullable(),
  /** The record to open: the case (cases, leads, notes, calls with a case), the task or the advice. */
  target: z.object({ kind: z.enum(interactionTargetKinds), id: z.number() }).nullable(),
  /** Whom the entry concerns (an employer's timeline holds its contacts' and employees' records too). */
  party_name: z.string().nullable(),
  /** The staff member who did it, when known. */
  by: z.string().nullable(),
});
export type InteractionEntry = z.infer<typeof interactionEntrySchema>;

export const interactionPageSchema = z.object({
  entries: z.array(interactionEntrySchema),
  page: z.number(),
  has_more: z.boolean(),
  /** The `after` of the entries that follow this answer's last one; null when it is the last. */
  next: z.string().nullable(),
  /** The kinds this service can list today (a kind without a source, e.g. campaign outcomes, is absent). */
  kinds: z.array(z.enum(interactionKinds)),
});
export type InteractionPage = z.infer<typeof interactionPageSchema>;

export const interactionPaths = { list: '/interaction/list' } as const;

/** The query string of a list request (GET), in the order the service reads it. */
export const interactionQueryString = (q: InteractionListQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else if (typeof value === 'boolean') {
      if (value) params.set(key, '1');
    } else params.set(key, String(value));
  }
  return params.toString();
};
