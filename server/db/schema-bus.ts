import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bus messages too large for one NOTIFY (PostgreSQL caps a payload at 8000 bytes; a workflow change carries a whole
 * case record, whose description alone may be 5000 characters): the row holds the message and NOTIFY rings the
 * doorbell with its id. Rows are only needed for the moment it takes the listeners to read them, so each
 * insert also deletes those older than a few minutes.
 */
export const busMessages = pgTable(
  'bus_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bus_messages_created_idx').on(t.createdAt)],
);
