import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, id, now, tenantRef } from './columns';
import { users } from './schema-core';

// Workgroups, cases and leads (issue 5). Customer parties live on another branch, so a case names the party it
// concerns by (party_type, party_id) without a foreign key; classification values likewise by plain ids.
/** A team that works one kind of record: 'Case' or 'Lead' (the wrkgrp_type of spec §7). */
export const workgroups = pgTable(
  'workgroups',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    wrkgrpType: text('wrkgrp_type').notNull(),
    description: text('description').notNull().default(''),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('workgroups_tenant_name_type_uq').on(t.tenantId, t.wrkgrpType, t.name),
    check('workgroups_type', sql`${t.wrkgrpType} in ('Case', 'Lead')`),
  ],
);

/** Membership; is_default marks the user's default workgroup of that type (at most one per type, enforced in code). */
export const workgroupMembers = pgTable(
  'workgroup_members',
  {
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.workgroupId, t.userId] }),
    index('workgroup_members_user_idx').on(t.userId),
  ],
);

/** Per tenant and record type, the last number handed out (CAS-000123, LEA-000045). */
export const workflowCounters = pgTable(
  'workflow_counters',
  {
    tenantId: tenantRef(),
    recordType: text('record_type').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.recordType] })],
);

/** Cases and leads: one table, because both travel through the same lists and actions (spec §4). */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    tenantId: tenantRef(),
    recordType: text('record_type').notNull().default('case'),
    number: text('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Case classification: Service, Category, Sub-category, Issues (spec §3). */
    classificationL1: integer('classification_l1'),
    classificationL2: integer('classification_l2'),
    classificationL3: integer('classification_l3'),
    classificationL4: integer('classification_l4'),
    severity: text('severity').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull(),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    partyType: text('party_type'),
    partyId: integer('party_id'),
    partyName: text('party_name'),
    source: text('source').notNull(),
    callerPhone: text('caller_phone'),
    dueAt: at('due_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    closedAt: at('closed_at'),
    /** While Pending Customer: why it waits and when the reminder sweep brings it back (issue 34). */
    pendingReason: text('pending_reason'),
    remindAt: at('remind_at'),
    resolutionCode: text('resolution_code'),
    resolvedAt: at('resolved_at'),
    /** Bumped on every change: the lists reconcile by it and stale writes are refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('cases_tenant_number_uq').on(t.tenantId, t.number),
    // The case list's filters (issue 21), each with the list's newest-first order: a page of a workgroup's,
    // an owner's or the scope's cases is read from the index in order, without sorting the set.
    index('cases_workgroup_list_idx').on(
      t.workgroupId,
      t.recordType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cases_owner_list_idx').on(
      t.ownerUserId,
      t.recordType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cases_tenant_list_idx').on(
      t.tenantId,
      t.recordType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The desk's open lists (open_only: status <> 'Closed'), counted at every newest-first call: with every
    // filter column in the index the count is an index-only scan. At 1 000 000 cases an agent's open cases
    // counted in 2 ms instead of 490 ms (heap pages of cases scattered over the table), a workgroup's 525 000
    // in 240 ms instead of 560 ms (issue 38, npm run bench -- --only=scale).
    index('cases_open_owner_idx')
      .on(t.ownerUserId, t.workgroupId, t.recordType, t.tenantId)
      .where(sql`${t.status} <> 'Closed'`),
    index('cases_open_workgroup_idx')
      .on(t.workgroupId, t.recordType, t.tenantId)
      .where(sql`${t.status} <> 'Closed'`),
    // The desk's windows in their default order, the most recent change first (issue 38, desk-page.ts): a tab's
    // first rows are the first entries of one of these, not a sort of the workgroup's whole open set. The columns
    // after the id change no order: they are there so that the scope and the desk's filters are checked in the
    // index, and a window far down (OFFSET 100 000) skips index entries only, not 100 000 heap rows.
    index('cases_open_workgroup_recent_idx')
      .on(
        t.workgroupId,
        t.recordType,
        t.updatedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.tenantId,
        t.ownerUserId,
        t.status,
      )
      .where(sql`${t.status} <> 'Closed'`),
    index('cases_open_owner_recent_idx')
      .on(
        t.ownerUserId,
        t.recordType,
        t.updatedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.tenantId,
        t.workgroupId,
        t.status,
      )
      .where(sql`${t.status} <> 'Closed'`),
    // The kept SLA lists' freshness check reads max(updated_at) at every call (case-list-cache.ts).
    index('cases_updated_idx').on(t.updatedAt),
    index('cases_party_idx').on(t.partyType, t.partyId),
    // The reminder sweep reads only the pending records whose reminder is due.
    index('cases_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.remindAt} is not null`),
    check('cases_record_type', sql`${t.recordType} in ('case', 'lead')`),
    check('cases_party', sql`(${t.partyType} is null) = (${t.partyId} is null)`),
  ],
);

/** The audit trail of a case: every change, who made it and what it changed. */
export const caseHistory = pgTable(
  'case_history',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** field → [before, after] */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    note: text('note'),
    at: now('at'),
  },
  (t) => [index('case_history_case_idx').on(t.caseId, t.at)],
);
