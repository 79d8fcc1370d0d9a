import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants, users } from './schema-core';
import { cases } from './schema-workflow';

// The case desk's remaining records (issue 5): notes with replies, documents, polling entries, signatures.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => at(name).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const caseRef = () =>
  integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' });

/** Notes on a case; a reply names its parent, depth 1 (a note) to 4 (spec §9 "note reply depth 4"). */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: id(),
    tenantId: tenantRef(),
    caseId: caseRef(),
    parentId: integer('parent_id'),
    depth: integer('depth').notNull().default(1),
    body: text('body').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's profile signature as it was when the note was written. */
    signature: text('signature'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('case_notes_case_idx').on(t.caseId, t.createdAt),
    check('case_notes_depth', sql`${t.depth} between 1 and 4`),
  ],
);

/** Documents attached to a case; bytes as base64 text, like checklist attachments. */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: id(),
    tenantId: tenantRef(),
    caseId: caseRef(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    /** Sent with the case notification (spec §9: cases yes, tasks no). */
    sentWithNotification: boolean('sent_with_notification').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
  },
  (t) => [index('case_documents_case_idx').on(t.caseId)],
);

/** A result an outside system was polled for and recorded against a case; staff mark it Reviewed (spec §4). */
export const pollingEntries = pgTable(
  'polling_entries',
  {
    id: id(),
    tenantId: tenantRef(),
    caseId: caseRef(),
    system: text('system').notNull(),
    reference: text('reference').notNull(),
    result: text('result').notNull(),
    status: text('status').notNull().default('New'),
    polledAt: now('polled_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('polling_entries_case_idx').on(t.caseId),
    uniqueIndex('polling_entries_case_ref_uq').on(t.caseId, t.system, t.reference),
    check('polling_entries_status', sql`${t.status} in ('New', 'Reviewed')`),
  ],
);

/** Signatures by type; the console asks for type 'profile' (spec §9). */
export const userSignatures = pgTable(
  'user_signatures',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signatureType: text('signature_type').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [uniqueIndex('user_signatures_user_type_uq').on(t.userId, t.signatureType)],
);
