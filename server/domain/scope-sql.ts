import { inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The tenant-scope condition: a column among the given tenants (an empty scope matches nothing). Its own module so
 * the caller and the reference resolver, which the caller uses, can both build it without an import cycle.
 */
export const inTenants = (tenantIds: readonly number[], column: AnyPgColumn): SQL =>
  inArray(column, tenantIds.length ? [...tenantIds] : [-1]);
