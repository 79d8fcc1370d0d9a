import { z } from 'zod';
import { dbInt } from '../db-int';
import { refId } from '../form-fields';

/**
 * One timeline of a customer, contact or employee (issue 18 "Data that joins"): its cases, leads, tasks, calls,
 * advice and case notes, newest first, a page at a time (`/busorg/customer/timeline`).
 */
export const timelinePartyTypes = ['employer', 'contact', 'employee'] as const;
export type TimelinePartyType = (typeof timelinePartyTypes)[number];

export const timelineKinds = ['case', 'lead', 'task', 'call', 'advice', 'note'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** Entries per page; "Show more" asks for the next page. */
export const timelinePageSize = 20;
/** The most pages one answer holds (500 entries); "Show more" stops growing there. */
export const timelineMaxPages = 25;

export const timelineRequest = z.object({
  party_type: z.enum(timelinePartyTypes),
  party_id: refId,
  page: dbInt().min(1).max(500).default(1),
  /** How many pages from `page` on, in one answer: "Show more" asks for the first N pages again at once. */
  pages: dbInt().min(1).max(timelineMaxPages).default(1),
});
export type TimelineRequest = z.input<typeof timelineRequest>;

export const timelineEntrySchema = z.object({
  kind: z.enum(timelineKinds),
  id: z.number(),
  /** When it happened: logged, created, or the call's start (ISO date-time). */
  at: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.string(),
  /** The case number of a case or lead, or of the case a task, call or note belongs to. */
  case_number: z.string().nullable(),
  /** The record to open: the case (cases, leads, notes, calls), the task or the advice. */
  target: z.object({ kind: z.enum(['case', 'task', 'advice']), id: z.number() }).nullable(),
  /** Whom the entry concerns (an employer's timeline holds its contacts' and employees' records too). */
  party_name: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  entries: z.array(timelineEntrySchema),
  page: z.number(),
  has_more: z.boolean(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;
