import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './schema-core';

/**
 * Case, task and mobile classification (spec §3): a tree of up to five levels per workflow type. Rows belong
 * to a tenant; a user sees the rows of the selected tenant, its ancestors (the group's classification is
 * inherited) and its descendants, and changes only rows inside the selected tenant's subtree. `position`
 * orders siblings (drag-and-drop in the classification tree).
 */
export const classifications = pgTable(
  'classifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    workflowType: text('workflow_type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => classifications.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('classifications_tenant_type_idx').on(t.tenantId, t.workflowType),
    index('classifications_parent_idx').on(t.parentId, t.position),
    check('classifications_type', sql`${t.workflowType} in ('case', 'task', 'mobile')`),
    check('classifications_level', sql`${t.level} between 1 and 5`),
  ],
);
