import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants, users } from './schema-core';
import { cases, workgroups } from './schema-workflow';

// Task groups, tasks, their documents and history (issue 5). Classification values are plain ids, like cases.
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => at(name).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A named group of tasks owned by a workgroup, with the default checklist its tasks follow. */
export const taskGroups = pgTable(
  'task_groups',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
  },
  (t) => [index('task_groups_tenant_idx').on(t.tenantId)],
);

/** Hands out task numbers: TSK-000001 onwards, one series for every tenant (a task may move between them). */
export const taskNumberSeq = pgSequence('task_number_seq');

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    /** TSK-000123: what people name the task by. The database hands it out, so every insert gets one. */
    number: text('number')
      .notNull()
      .default(sql`'TSK-' || lpad(nextval('task_number_seq')::text, 6, '0')`),
    tenantId: tenantRef(),
    groupId: integer('group_id').references(() => taskGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    classificationL1: integer('classification_l1'),
    classificationL2: integer('classification_l2'),
    classificationL3: integer('classification_l3'),
    classificationL4: integer('classification_l4'),
    classificationL5: integer('classification_l5'),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: at('due_at'),
    status: text('status').notNull().default('Open'),
    completion: integer('completion').notNull().default(0),
    caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    approverUserId: integer('approver_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvalStatus: text('approval_status').notNull().default('Not Required'),
    approvalComment: text('approval_comment').notNull().default(''),
    externalReference: text('external_reference').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('tasks_number_uq').on(t.number),
    index('tasks_tenant_idx').on(t.tenantId),
    index('tasks_owner_idx').on(t.ownerUserId),
    index('tasks_workgroup_idx').on(t.workgroupId),
    index('tasks_group_idx').on(t.groupId),
    index('tasks_case_idx').on(t.caseId),
    check('tasks_completion', sql`${t.completion} between 0 and 100`),
    check('tasks_status', sql`${t.status} in ('Open', 'In Progress', 'On Hold', 'Completed', 'Cancelled')`),
    check(
      'tasks_approval_status',
      sql`${t.approvalStatus} in ('Not Required', 'Pending', 'Approved', 'Rejected')`,
    ),
  ],
);

/** Documents on a task, bytes as base64 text; never sent with the task's notification (spec §9). */
export const taskDocuments = pgTable(
  'task_documents',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('task_documents_task_idx').on(t.taskId)],
);

/** Every change to a task: who, when and what (field → [before, after]). */
export const taskHistory = pgTable(
  'task_history',
  {
    id: id(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    note: text('note'),
    at: now('at'),
  },
  (t) => [index('task_history_task_idx').on(t.taskId, t.at)],
);
