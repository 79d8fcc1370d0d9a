import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { workgroups } from './schema-workflow';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A staff member's SIP extension. Credentials are never stored: the service derives short-lived ones. */
export const telephonyExtensions = pgTable('telephony_extensions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sipExt: text('sip_ext').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Call queues of a tenant and the agents who take their calls. */
export const telephonyQueues = pgTable(
  'telephony_queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The number customers dial; Kamailio asks the service whom to ring for it (issue 20). */
    number: text('number').unique(),
    ringTimeoutSeconds: integer('ring_timeout_seconds').notNull().default(20),
    /** The queue's enforced after-call work; 0 leaves wrap-up to the agent. */
    wrapUpSeconds: integer('wrap_up_seconds').notNull().default(0),
    /** Issue 39: always, never, or on_demand (the agent's Record button). */
    recordingMode: text('recording_mode').notNull().default('never'),
    /** Issue 39: a caller waits this long at most (null: TELEPHONY_QUEUE_MAX_WAIT_SECONDS, also the ceiling). */
    maxWaitSeconds: integer('max_wait_seconds'),
    /** At the limit: 'end' (408), 'queue' (overflowQueueId), 'voicemail' or 'callback'. */
    overflow: text('overflow').notNull().default('end'),
    overflowQueueId: integer('overflow_queue_id').references((): AnyPgColumn => telephonyQueues.id, {
      onDelete: 'restrict',
    }),
    /** The workgroup whose task list takes the queue's voicemail (null: the tenant's first workgroup). */
    workgroupId: integer('workgroup_id').references(() => workgroups.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('telephony_queues_tenant_idx').on(t.tenantId),
    check('telephony_queue_number', sql`${t.number} ~ '^[0-9]{3,15}$'`),
    check('telephony_queue_ring_timeout', sql`${t.ringTimeoutSeconds} between 5 and 120`),
    check('telephony_queue_wrap_up', sql`${t.wrapUpSeconds} between 0 and 600`),
    check('telephony_queue_recording', sql`${t.recordingMode} in ('always', 'never', 'on_demand')`),
    check('telephony_queue_max_wait', sql`${t.maxWaitSeconds} between 1 and 3600`),
    check('telephony_queue_overflow', sql`${t.overflow} in ('end', 'queue', 'voicemail', 'callback')`),
    // A queue never overflows to itself, and 'queue' always names its target (the tenant check is the service's).
    check(
      'telephony_queue_overflow_target',
      sql`(${t.overflow} = 'queue') = (${t.overflowQueueId} is not null) and ${t.overflowQueueId} is distinct from ${t.id}`,
    ),
  ],
);

export const telephonyQueueMembers = pgTable(
  'telephony_queue_members',
  {
    queueId: integer('queue_id')
      .notNull()
      .references(() => telephonyQueues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.userId] })],
);

/** The agent state the service holds, so a console that reconnects (or reloads) reconciles with it. */
export const telephonyAgentStatus = pgTable(
  'telephony_agent_status',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('logged_out'),
    pauseCode: text('pause_code'),
    previousPauseCode: text('previous_pause_code'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * When a console of this agent last showed it was open (its push stream's liveness beat), on any instance:
     * an agent whose console is gone is logged out of the queues (console-liveness.ts).
     */
    consoleSeenAt: at('console_seen_at'),
  },
  (t) => [check('telephony_agent_state', sql`${t.state} in ('logged_out', 'ready', 'not_ready')`)],
);

/** One call, inbound or outbound, from ringing to its disposition (status Completed, spec §4). */
export const telephonyCallLogs = pgTable(
  'telephony_call_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction').notNull(),
    number: text('number').notNull(),
    sipCallId: text('sip_call_id').notNull(),
    status: text('status').notNull().default('ringing'),
    detail: text('detail'),
    startedAt: at('started_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    holdCount: integer('hold_count').notNull().default(0),
    dispositionCode: text('disposition_code'),
    note: text('note'),
    /** The case created from this call (the workflow area's cases). */
    caseId: integer('case_id'),
  },
  (t) => [
    index('telephony_call_logs_user_idx').on(t.userId, t.startedAt),
    index('telephony_call_logs_tenant_idx').on(t.tenantId, t.startedAt),
    index('telephony_call_logs_case_idx').on(t.caseId),
    // A party's timeline finds its calls by its numbers too (calls that logged no case).
    index('telephony_call_logs_number_idx').on(t.number, t.startedAt),
    check('telephony_call_direction', sql`${t.direction} in ('inbound', 'outbound')`),
  ],
);
