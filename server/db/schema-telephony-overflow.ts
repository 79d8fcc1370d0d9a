import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { telephonyQueues } from './schema-telephony';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A caller who pressed 1 at a queue's limit (issue 39): kept here so a restart of the service loses none. Waiting
 * until an agent takes it (done), offered to one agent at a time; who declined or missed it is not offered it again.
 */
export const telephonyCallbacks = pgTable(
  'telephony_callbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => telephonyQueues.id, { onDelete: 'cascade' }),
    callerNumber: text('caller_number').notNull(),
    /** When the caller first reached the queues: a callback waits its turn in arrival order. */
    arrivedAt: at('arrived_at').notNull(),
    state: text('state').notNull().default('waiting'),
    offeredTo: integer('offered_to').references(() => users.id, { onDelete: 'set null' }),
    /** When the current offer began: an offer older than its ring time is its instance's no longer (it died). */
    offeredAt: at('offered_at'),
    tried: jsonb('tried').$type<number[]>().notNull().default([]),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneAt: at('done_at'),
  },
  (t) => [
    index('telephony_callbacks_queue_idx').on(t.queueId, t.state),
    check('telephony_callback_state', sql`${t.state} in ('waiting', 'offered', 'done')`),
    check('telephony_callback_number', sql`${t.callerNumber} ~ '^\\+?[0-9]{3,20}$'`),
  ],
);
