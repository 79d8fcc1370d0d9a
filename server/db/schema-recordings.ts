import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { telephonyCallLogs } from './schema-telephony';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A tenant's recording rules (issue 39): direct calls' mode, the consent announcement and how long files stay. */
export const telephonyRecordingSettings = pgTable(
  'telephony_recording_settings',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Calls that did not come through a queue (dialled out, or to the extension). */
    directMode: text('direct_mode').notNull().default('never'),
    consentAnnouncement: boolean('consent_announcement').notNull().default(true),
    /** A file name in the product's announcements folder (public/announcements), never a path. */
    consentFile: text('consent_file').notNull().default('recording-consent-8k.wav'),
    retentionDays: integer('retention_days').notNull().default(90),
  },
  (t) => [
    check('telephony_recording_direct_mode', sql`${t.directMode} in ('always', 'never', 'on_demand')`),
    check('telephony_recording_consent_file', sql`${t.consentFile} ~ '^[a-z0-9-]+\\.wav$'`),
    check('telephony_recording_retention', sql`${t.retentionDays} between 1 and 3650`),
  ],
);

/** One call's recording: its bytes are a file in the data directory (bytesPath), never in the database. */
export const telephonyRecordings = pgTable(
  'telephony_recordings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    callLogId: integer('call_log_id')
      .notNull()
      .unique()
      .references(() => telephonyCallLogs.id),
    /** The agent whose browser records it: the only one who may append. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    durationMs: integer('duration_ms').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** Relative to the recordings folder of the data directory. */
    bytesPath: text('bytes_path').notNull(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('telephony_recordings_tenant_idx').on(t.tenantId, t.createdAt),
    check('telephony_recording_size', sql`${t.sizeBytes} >= 0`),
  ],
);
