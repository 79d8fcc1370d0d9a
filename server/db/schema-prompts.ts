import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, pg a Buffer: both read as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A tenant's own recording of a prompt (issue 39), in place of the shipped file of that kind. The audio is kept
 * here (8 kHz mono 16-bit PCM samples, at most a few MB) rather than in the data directory: every instance sharing
 * one PostgreSQL plays it without a shared disk, and the row and its audio are written and removed as one.
 */
export const telephonyPrompts = pgTable(
  'telephony_prompts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Little-endian 16-bit samples at 8 kHz, mono: what the media endpoint plays, ready to encode. */
    samples: bytea('samples').notNull(),
    durationMs: integer('duration_ms').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    check('telephony_prompt_kind', sql`${t.kind} ~ '^[a-z0-9-]{1,40}$'`),
  ],
);
