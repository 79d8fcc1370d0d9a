import { integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './schema-core';

/** The column builders the workflow tables share (the other schema files still keep copies of their own). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const now = (name: string) => at(name).notNull().defaultNow();
export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
