import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contacts, employees, employers } from '../db/schema';
import type { AppError } from '../errors';
import { validationError } from '../http/validation';
import { inTenants } from './scope-sql';

/** A record another record points at by (kind, id): the party of a case or lead. */
export type RefKind = 'employer' | 'contact' | 'employee';
export type Ref = { kind: RefKind; id: number };
export type ResolvedRef = Ref & { tenantId: number; name: string };

const nouns: Record<RefKind, string> = { employer: 'customer', contact: 'contact', employee: 'employee' };

// Outside the tenants and non-existent read the same, so a caller cannot probe other tenants' ids.
const unknownRef = (ref: Ref, field: string): AppError =>
  validationError([{ path: field, message: `There is no such ${nouns[ref.kind]} in your tenants` }]);

async function lookUp(db: Db, scope: number[], ref: Ref): Promise<{ tenantId: number; name: string } | null> {
  if (ref.kind === 'employer') {
    const [row] = await db
      .select({ tenantId: employers.tenantId, name: employers.name })
      .from(employers)
      .where(and(eq(employers.id, ref.id), inTenants(scope, employers.tenantId)));
    return row ?? null;
  }
  const table = ref.kind === 'contact' ? contacts : employees;
  const [row] = await db
    .select({ tenantId: table.tenantId, first: table.firstName, last: table.lastName })
    .from(table)
    .where(and(eq(table.id, ref.id), inTenants(scope, table.tenantId)));
  return row ? { tenantId: row.tenantId, name: `${row.first} ${row.last}` } : null;
}

/**
 * References sent by a client (used through `caller.resolve`): the record must exist inside the caller's tenants,
 * and what is stored about it (its name, its tenant) comes from the database, never from the request. `field`
 * names the request field in the errCode 1 answer.
 */
export async function resolveInScope(
  db: Db,
  scopeTenantIds: readonly number[],
  ref: Ref,
  field: string,
): Promise<ResolvedRef> {
  const found = await findInScope(db, scopeTenantIds, ref);
  if (!found) throw unknownRef(ref, field);
  return found;
}

/** The same lookup for calls whose answer to an unknown reference is "not found" rather than a field error. */
export async function findInScope(
  db: Db,
  scopeTenantIds: readonly number[],
  ref: Ref,
): Promise<ResolvedRef | null> {
  const found = scopeTenantIds.length ? await lookUp(db, [...scopeTenantIds], ref) : null;
  return found && { ...ref, ...found };
}
