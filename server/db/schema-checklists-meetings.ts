import { check, index, integer, jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, id, now, tenantRef } from './columns';
import { users } from './schema-core';
import { cases } from './schema-workflow';

// Checklists and meetings of the case desk (issue 5): each numbered by a series of its own.
/** Checklists: a draft until published, then read-only (spec §4). */
/** CHK-000001 and MTG-000001 onwards: one series each for every tenant, handed out by the database. */
export const checklistNumberSeq = pgSequence('checklist_number_seq');
export const meetingNumberSeq = pgSequence('meeting_number_seq');

export const checklists = pgTable(
  'checklists',
  {
    id: id(),
    tenantId: tenantRef(),
    number: text('number')
      .notNull()
      .default(sql`'CHK-' || lpad(nextval('checklist_number_seq')::text, 6, '0')`)
      .unique('checklists_number_uq'),
    title: text('title').notNull(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Draft'),
    items: jsonb('items').$type<{ text: string }[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    publishedAt: at('published_at'),
  },
  (t) => [
    index('checklists_tenant_idx').on(t.tenantId),
    check('checklists_status', sql`${t.status} in ('Draft', 'Published')`),
  ],
);

/** Attachment bytes live in the database (base64 text): one store for PGlite and PostgreSQL, no file server. */
export const checklistAttachments = pgTable(
  'checklist_attachments',
  {
    id: id(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
  },
  (t) => [index('checklist_attachments_checklist_idx').on(t.checklistId)],
);

/** Meetings with a case or customer (spec §1, §4): scheduled → started → ended, or cancelled. */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    tenantId: tenantRef(),
    number: text('number')
      .notNull()
      .default(sql`'MTG-' || lpad(nextval('meeting_number_seq')::text, 6, '0')`)
      .unique('meetings_number_uq'),
    title: text('title').notNull(),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    partyName: text('party_name'),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    startsAt: at('starts_at').notNull(),
    status: text('status').notNull().default('Scheduled'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
  },
  (t) => [
    index('meetings_tenant_idx').on(t.tenantId),
    check('meetings_status', sql`${t.status} in ('Scheduled', 'Started', 'Ended', 'Cancelled')`),
  ],
);

/** Attendees: staff (user_id) or outside people (name only); an apology note records why one cannot come. */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: id(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    apologyNote: text('apology_note'),
  },
  (t) => [index('meeting_attendees_meeting_idx').on(t.meetingId)],
);
