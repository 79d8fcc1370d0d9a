import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

/**
 * Bulk jobs on cases and leads (issue 19). The job and its per-record results live in the database, not in the
 * process, so progress survives a restart and another instance claims an unfinished job (position says how far
 * it got; each record before it committed or was refused on its own, with its step in the same transaction).
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile it was started with: a resumed job acts with that profile's permissions as they are then. */
    roleId: integer('role_id'),
    action: text('action').notNull(),
    /** The action's choices (workgroup, owner, priority, note), applied to every record. */
    params: jsonb('params').notNull(),
    ids: integer('ids').array().notNull(),
    /** How many of ids have been handled; the next record to handle is ids[position]. */
    position: integer('position').notNull().default(0),
    done: integer('done').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Results of jobs from before bulk_job_results; newer jobs leave it empty. */
    results: jsonb('results').notNull().default([]),
    status: text('status').notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The instance working on it (domain/jobs/claims.ts); null when none is, e.g. after a clean stop. */
    claimedBy: text('claimed_by'),
    /** Written with each step and every few seconds: a running job with an old heartbeat lost its instance. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('bulk_jobs_user_idx').on(t.userId, t.createdAt),
    index('bulk_jobs_status_idx').on(t.status, t.heartbeatAt),
  ],
);

/**
 * One row per handled record, written in the record's own transaction with the job's step: appending to a jsonb
 * array instead would rewrite the whole array per record (quadratic over a 5,000-record job). The key refuses a
 * second result for the same position, should two runners ever get that far.
 */
export const bulkJobResults = pgTable(
  'bulk_job_results',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);
