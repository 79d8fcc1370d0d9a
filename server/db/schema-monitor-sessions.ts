import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Each supervisor monitoring session (issue 39) while it lasts and after: the audit log keeps the trail, this row
 * lets any instance find the open ones (to end them when the call or the supervisor's console goes, and to keep a
 * monitoring supervisor out of the queues) and lets exactly one writer end each (`ended_at` set once).
 */
export const telephonyMonitorSessions = pgTable(
  'telephony_monitor_sessions',
  {
    monitorId: uuid('monitor_id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    supervisorUserId: integer('supervisor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    /** "stopped" (the supervisor's button), "call ended" or "supervisor left". */
    endReason: text('end_reason'),
  },
  (t) => [
    index('telephony_monitor_sessions_open_idx')
      .on(t.supervisorUserId)
      .where(sql`${t.endedAt} is null`),
  ],
);
