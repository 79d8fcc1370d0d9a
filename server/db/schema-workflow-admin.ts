import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classifications } from './schema-classification';
import { workgroups } from './schema-workflow';
import { tenants, users } from './schema-core';

// Workgroup administration, case management set-up and notifications (issue 5, workflow admin).
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => at(name).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * Dispatch rules of a workgroup: a new record whose classification (any level), severity and priority match
 * (null matches anything) goes to the workgroup, then to a member by round robin or waits for manual assignment.
 */
export const workgroupRules = pgTable(
  'workgroup_rules',
  {
    id: id(),
    tenantId: tenantRef(),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'cascade',
    }),
    severity: text('severity'),
    priority: text('priority'),
    assignment: text('assignment').notNull().default('manual'),
    active: boolean('active').notNull().default(true),
    /** Round robin: the member who got the last record. */
    lastUserId: integer('last_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('workgroup_rules_workgroup_idx').on(t.workgroupId, t.position),
    check('workgroup_rules_assignment', sql`${t.assignment} in ('manual', 'round_robin')`),
  ],
);

/** The severity and priority a case classification value gives a new case (get_internal_class_priority_severity). */
export const classPrioritySeverity = pgTable(
  'class_priority_severity',
  {
    tenantId: tenantRef(),
    classificationId: integer('classification_id')
      .notNull()
      .references(() => classifications.id, { onDelete: 'cascade' }),
    severity: text('severity').notNull(),
    priority: text('priority').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.classificationId] })],
);

/** Response and resolution time per severity × priority, in working minutes (spec §9: 09:00–18:00). */
export const severityPriorityTimes = pgTable(
  'severity_priority_times',
  {
    tenantId: tenantRef(),
    severity: text('severity').notNull(),
    priority: text('priority').notNull(),
    responseMinutes: integer('response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.severity, t.priority] }),
    check('severity_priority_times_order', sql`${t.responseMinutes} <= ${t.resolutionMinutes}`),
  ],
);

/** E-mail templates per record type (/email_content/get_all with record_type). */
export const emailContent = pgTable(
  'email_content',
  {
    id: id(),
    tenantId: tenantRef(),
    recordType: text('record_type').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('email_content_tenant_type_name_uq').on(t.tenantId, t.recordType, t.name),
    check('email_content_record_type', sql`${t.recordType} in ('case', 'lead', 'task')`),
  ],
);

/** A user's notifications (spec §3): subject, message, status 'Unread' or 'Read', create_datetime. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('Unread'),
    link: text('link'),
    createdAt: now('created_at'),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.status, t.createdAt),
    check('notifications_status', sql`${t.status} in ('Unread', 'Read')`),
  ],
);
