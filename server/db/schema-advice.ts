import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdviceNeeds, Recommendation, SchemeFilters } from '../../src/contracts/advice';
import { tenants, users } from './schema-core';
import { employees } from './schema-customers';

// Advice (issue 10): the medical-scheme market (product houses, plans with benefits and premiums, gap cover) is
// reference data shared by every tenant; advice records, their PDFs and their mails belong to a tenant.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const now = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A medical scheme (spec: product house). */
export const medicalSchemes = pgTable('medical_schemes', {
  id: id(),
  name: text('name').notNull().unique(),
  administrator: text('administrator').notNull(),
  registrationNo: text('registration_no').notNull(),
});

/** A plan option of a scheme (spec: product; the calls call its id scheme_id). Money in whole rand a month. */
export const schemePlans = pgTable(
  'scheme_plans',
  {
    id: id(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => medicalSchemes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    year: smallint('year').notNull(),
    status: text('status').notNull().default('active'),
    hospital: smallint('hospital').notNull(),
    coverage: text('coverage').notNull(),
    dayToDayType: smallint('day_to_day_type').notNull(),
    /** Yearly day-to-day limit in rand; null when the plan has no day-to-day benefit. */
    dayToDayLimit: integer('day_to_day_limit'),
    hasSavings: boolean('has_savings').notNull(),
    benefits: jsonb('benefits').$type<Record<string, string>>().notNull(),
    memberCost: integer('member_cost').notNull(),
    adultCost: integer('adult_cost').notNull(),
    childCost: integer('child_cost').notNull(),
    maxChildrenCharged: smallint('max_children_charged').notNull().default(3),
  },
  (t) => [
    uniqueIndex('scheme_plans_scheme_name_year_uq').on(t.schemeId, t.name, t.year),
    check('scheme_plans_status', sql`${t.status} in ('active', 'suspended', 'withdrawn')`),
    check('scheme_plans_hospital', sql`${t.hospital} in (1, 2, 3)`),
    check('scheme_plans_day_to_day_type', sql`${t.dayToDayType} in (1, 2)`),
  ],
);

export const schemeStatusChanges = pgTable(
  'scheme_status_changes',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => schemePlans.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    at: now('at'),
  },
  (t) => [index('scheme_status_changes_plan_idx').on(t.planId)],
);

export const gapProducts = pgTable('gap_products', {
  id: id(),
  name: text('name').notNull().unique(),
  benefits: jsonb('benefits').$type<Record<string, string>>().notNull(),
  rateSingle: integer('rate_single').notNull(),
  rateFamily: integer('rate_family').notNull(),
});

/** One advice for one employee, through the lifecycle of src/contracts/advice/lifecycle.ts. */
export const adviceRecords = pgTable(
  'advice_records',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    adviserId: integer('adviser_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('draft'),
    needs: jsonb('needs').$type<AdviceNeeds>(),
    filters: jsonb('filters').$type<SchemeFilters>(),
    schemeIds: jsonb('scheme_ids').$type<number[]>().notNull().default([]),
    gapIds: jsonb('gap_ids').$type<number[]>().notNull().default([]),
    recommendation: jsonb('recommendation').$type<Recommendation>(),
    closeReason: text('close_reason'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('advice_records_tenant_idx').on(t.tenantId),
    index('advice_records_employee_idx').on(t.employeeId),
    check(
      'advice_records_status',
      sql`${t.status} in ('draft', 'needs_captured', 'schemes_compared', 'recommended', 'documents_generated', 'sent', 'closed')`,
    ),
  ],
);

/** Generated PDFs, kept so that a resend sends exactly what was sent before. Removal is soft: the mails
 * that carried a document still name it. */
export const adviceFiles = pgTable(
  'advice_files',
  {
    id: id(),
    adviceId: integer('advice_id')
      .notNull()
      .references(() => adviceRecords.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    pdfBase64: text('pdf_base64').notNull(),
    size: integer('size').notNull(),
    createdAt: now('created_at'),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('advice_files_advice_idx').on(t.adviceId),
    check('advice_files_kind', sql`${t.kind} in ('advice', 'scheme_comparison', 'gap_comparison')`),
  ],
);

/** Every advice mail: sent through the SMTP relay, or kept here (the outbox) when no relay is configured. */
export const adviceMails = pgTable(
  'advice_mails',
  {
    id: id(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    adviceId: integer('advice_id').references(() => adviceRecords.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    transport: text('transport').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    resendOf: integer('resend_of'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('advice_mails_advice_idx').on(t.adviceId),
    index('advice_mails_tenant_idx').on(t.tenantId),
    // A party's timeline finds the mails sent to its addresses (comparisons mailed without an advice).
    index('advice_mails_to_idx').on(sql`lower(${t.to})`),
    check('advice_mails_transport', sql`${t.transport} in ('smtp', 'outbox')`),
    check('advice_mails_status', sql`${t.status} in ('sent', 'failed', 'kept')`),
  ],
);
