import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './schema-core';
import { employers } from './schema-customers';

/**
 * One sequence per kind across all tenants: a number names one document wherever it is seen (a group user sees
 * every office's documents), and two creates at once never draw the same one (issue 41: a per-tenant count(*)
 * gave RFQ-00008 to four customers and could race).
 */
export const salesRfqNumberSeq = pgSequence('sales_rfq_number_seq');
export const salesQuoteNumberSeq = pgSequence('sales_quote_number_seq');
export const salesOrderNumberSeq = pgSequence('sales_order_number_seq');
const salesPrefixes = { rfq: 'RFQ', quote: 'QUO', order: 'SO' } as const;

/** The next number of a kind, drawn by the insert that uses it. */
export const nextSalesNumber = (kind: keyof typeof salesPrefixes) =>
  sql<string>`${sql.raw(`'${salesPrefixes[kind]}-'`)} || lpad(nextval('${sql.raw(`sales_${kind}_number_seq`)}')::text, 5, '0')`;

/**
 * Sales orders (spec §1, §2): a request for quote (RFQ) from a customer, the quote answering it and the order
 * made from an accepted quote — one table, `kind` says which, `source_id` links each step to the one before.
 * Amounts in cents. The transaction history is sales_events.
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    sourceId: integer('source_id'),
    status: text('status').notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    lines: jsonb('lines').$type<{ description: string; quantity: number; unit_price: number }[]>().notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_documents_tenant_kind_idx').on(t.tenantId, t.kind),
    index('sales_documents_source_idx').on(t.sourceId),
    uniqueIndex('sales_documents_number_global_uq').on(t.number),
    check('sales_documents_kind', sql`${t.kind} in ('rfq', 'quote', 'order')`),
  ],
);

export const salesEvents = pgTable(
  'sales_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_events_tenant_at_idx').on(t.tenantId, t.at),
    index('sales_events_document_idx').on(t.documentId),
  ],
);
