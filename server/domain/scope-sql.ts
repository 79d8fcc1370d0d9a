import { eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The tenant conditions of the door (issue 40): lint refuses a raw `eq`/`inArray`/`ne` on a `tenantId` column
// anywhere else in server/, so every tenant filter names which of these it is. Its own module so the caller and the
// reference resolver, which the caller uses, can both build them without an import cycle.

/** A column among the given tenants (a scope, a subtree, a tenant and its ancestors); an empty list matches nothing. */
export const inTenants = (tenantIds: readonly number[], column: AnyPgColumn): SQL =>
  inArray(column, tenantIds.length ? [...tenantIds] : [-1]);

/**
 * Exactly one tenant the rule already holds from inside the caller's scope: the tenant of a record found through
 * `scoped()` or `caller.resolve`, or one checked by `requireInScope`. Not a subtree: `scoped()` is that.
 */
export const inTenant = (tenantId: number, column: AnyPgColumn): SQL => eq(column, tenantId);

/** Every tenant but that one (another tenant already holding a value that must be unique across tenants). */
export const outsideTenant = (tenantId: number, column: AnyPgColumn): SQL => ne(column, tenantId);

/** Two tables' rows of the same tenant (a join that must never pair one tenant's row with another's). */
export const sameTenant = (column: AnyPgColumn, other: AnyPgColumn): SQL => eq(column, other);
