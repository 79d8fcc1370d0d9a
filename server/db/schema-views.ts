import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SavedViewState } from '../../src/contracts/saved-views';
import { tenants, users } from './schema-core';
import { workgroups } from './schema-workflow';

// Saved views of the case, lead and task lists (issue 19), kept per user on the service.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => at(name).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/**
 * A named list state. A shared view lives in its workgroup's tenant, so every member whose scope holds the
 * workgroup sees it; a personal one lives in the tenant the owner worked in when saving it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    sharedWorkgroupId: integer('shared_wrkgrp_id').references(() => workgroups.id, { onDelete: 'set null' }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_uq').on(t.tenantId, t.ownerUserId, t.list, t.name),
    index('saved_views_workgroup_idx').on(t.sharedWorkgroupId),
    check('saved_views_list', sql`${t.list} in ('case', 'lead', 'task')`),
  ],
);

/** The view a user's list opens on, one per user, tenant and list; gone with its view. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantRef(),
    list: text('list').notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId, t.list] })],
);
