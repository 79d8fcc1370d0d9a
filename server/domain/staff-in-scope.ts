import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTenants } from '../db/schema';
import { AppError } from '../errors';
import type { Caller } from './caller';
import { inTenants } from './scope-sql';
import type { TenantTree } from './tenant-tree';

/** One user id a request names, and how to name the field when it is refused ("The owner", "An attendee"). */
export type StaffRef = { userId: number; who: string };

/**
 * Staff a record of the caller's tenants may name: users assigned to a tenant of the scope, or to one above the
 * selected tenant (their access covers it, as the owner filters offer them). Anyone else is refused like a user
 * who does not exist, so looping ids cannot tell another tenant's staff from a gap, and nothing of them is read.
 */
export async function requireStaffInScope(
  db: Db,
  caller: Caller,
  refs: readonly StaffRef[],
  tree: TenantTree,
): Promise<void> {
  if (refs.length === 0) return;
  const root = caller.scope[0];
  const above = root === undefined ? [] : tree.ancestorIds(root);
  const ids = [...new Set(refs.map((r) => r.userId))];
  const rows = await db
    .selectDistinct({ id: userTenants.userId })
    .from(userTenants)
    .where(
      and(inArray(userTenants.userId, ids), inTenants([...caller.scope, ...above], userTenants.tenantId)),
    );
  const known = new Set(rows.map((r) => r.id));
  const refused = refs.find((r) => !known.has(r.userId));
  if (refused) throw new AppError('validation', `${refused.who} is not staff of your tenants`);
}
