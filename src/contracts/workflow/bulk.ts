import { z } from 'zod';
import { dbInt } from '../db-int';
import { casePriorities } from './cases';

/** The actions a bulk job may take: the ones a supervisor applies to many records at once (issue 19). */
export const bulkJobActions = ['assign', 'dispatch', 'priority', 'close'] as const;
export type BulkJobAction = (typeof bulkJobActions)[number];

/** Issue 19 promises 1,000 records in one action; 5,000 leaves room for a whole workgroup's backlog. */
export const bulkJobMaxIds = 5000;

const id = dbInt().positive();
export const bulkStartInput = z
  .object({
    ids: z
      .array(id)
      .min(1, 'Select at least one record')
      .max(bulkJobMaxIds, `At most ${bulkJobMaxIds} records at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'A record is selected twice'),
    action: z.enum(bulkJobActions),
    wrkgrp_id: id.optional(),
    owner_user_id: id.optional(),
    priority: z.enum(casePriorities).optional(),
    note: z.string().trim().max(2000, 'The max allowed number of characters is 2000').optional(),
  })
  // Checked once for the whole job, so a missing choice is one clear error, not N refused records.
  .refine((b) => b.action === 'close' || b.action === 'priority' || b.wrkgrp_id !== undefined, {
    message: 'Choose a workgroup',
    path: ['wrkgrp_id'],
  })
  .refine((b) => b.action !== 'assign' || b.owner_user_id !== undefined, {
    message: 'Choose a user',
    path: ['owner_user_id'],
  })
  .refine((b) => b.action !== 'priority' || b.priority !== undefined, {
    message: 'Choose a priority',
    path: ['priority'],
  });
export type BulkStartInput = z.infer<typeof bulkStartInput>;

export const bulkStarted = z.object({ job_id: dbInt(), total: dbInt() });
export type BulkStarted = z.infer<typeof bulkStarted>;

export const bulkGetInput = z.object({ job_id: id });

/** One record's outcome; `number` is null when the record was not found in the caller's scope. */
export const bulkItemResult = z.object({
  id: dbInt(),
  number: z.string().nullable(),
  outcome: z.enum(['done', 'refused']),
  reason: z.string().nullable(),
});
export type BulkItemResult = z.infer<typeof bulkItemResult>;

export const bulkJob = z.object({
  job_id: dbInt(),
  action: z.enum(bulkJobActions),
  total: dbInt(),
  done: dbInt(),
  refused: dbInt(),
  finished: z.boolean(),
  /** Every record handled so far, in the order of the selection. */
  results: z.array(bulkItemResult),
});
export type BulkJob = z.infer<typeof bulkJob>;
