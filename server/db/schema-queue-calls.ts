import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { telephonyQueues } from './schema-telephony';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What became of a queued caller; null while they still wait (or ring an agent). */
export const queueCallOutcomes = ['answered', 'abandoned', 'overflowed', 'voicemail', 'callback'] as const;
export type QueueCallOutcome = (typeof queueCallOutcomes)[number];

/**
 * Every caller who joined a queue (issue 39), written by the queue router: the service-level figures and the
 * wallboard count from here. A call overflowed to another queue has a row in each, hence unique per queue.
 */
export const telephonyQueueCalls = pgTable(
  'telephony_queue_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => telephonyQueues.id, { onDelete: 'cascade' }),
    sipCallId: text('sip_call_id').notNull(),
    callerNumber: text('caller_number'),
    arrivedAt: at('arrived_at').notNull(),
    answeredAt: at('answered_at'),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    endedAt: at('ended_at'),
    outcome: text('outcome').$type<QueueCallOutcome>(),
    /** When the answering agent's after-call work ended (the queue's wrap-up ran out). */
    wrapUpEndedAt: at('wrap_up_ended_at'),
  },
  (t) => [
    uniqueIndex('telephony_queue_calls_call_idx').on(t.queueId, t.sipCallId),
    index('telephony_queue_calls_tenant_day_idx').on(t.tenantId, t.arrivedAt),
    index('telephony_queue_calls_sip_idx').on(t.sipCallId),
    check(
      'telephony_queue_call_outcome',
      sql`${t.outcome} in ('answered', 'abandoned', 'overflowed', 'voicemail', 'callback')`,
    ),
  ],
);
