import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

/**
 * Bulk jobs on cases and leads (issue 19). The job and its per-record results live in the database, not in the
 * process, so progress survives a restart and another instance could claim an unfinished job (position says
 * how far it got; each record before it committed or was refused on its own).
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
    results: jsonb('results').notNull().default([]),
    status: text('status').notNull().default('running'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Written with each progress step: a running job whose heartbeat is old was left by a stopped instance. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('bulk_jobs_user_idx').on(t.userId, t.createdAt),
    index('bulk_jobs_status_idx').on(t.status, t.heartbeatAt),
  ],
);
