import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTenants, users, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { type Caller, inTenants, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

/** Every workgroup administration call (workgroups, members, defaults, the pickers) needs this one key. */
export const admin = (caller: Caller) =>
  caller.require(permissionKeys.workgroupAdmin, 'administer workgroups');

export type WorkgroupRow = typeof workgroups.$inferSelect;

/** A workgroup inside the caller's tenants; another tenant's workgroup reads as not found. */
export async function scopedWorkgroup(db: Db, caller: Caller, wrkgrpId: number): Promise<WorkgroupRow> {
  const [row] = await db
    .select()
    .from(workgroups)
    .where(and(eq(workgroups.id, wrkgrpId), scoped(caller, workgroups.tenantId)));
  if (!row) throw new AppError('notFound', 'That workgroup does not exist in your tenants');
  return row;
}

/** Users who can see a tenant: access to it or to one of its ancestors. */
export async function usersSeeing(ctx: DomainContext, tenantId: number): Promise<Set<number>> {
  const tree = await loadTenantTree(ctx);
  const rows = await ctx.db
    .selectDistinct({ id: userTenants.userId })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(
      and(
        inTenants([tenantId, ...tree.ancestorIds(tenantId)], userTenants.tenantId),
        eq(users.disabled, false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A member must be an enabled user who can see the workgroup's tenant. */
export async function requireEligible(ctx: DomainContext, tenantId: number, userIds: readonly number[]) {
  const seeing = await usersSeeing(ctx, tenantId);
  const outside = userIds.filter((u) => !seeing.has(u));
  if (outside.length)
    throw new AppError('validation', 'That user has no access to the workgroup’s tenant', {
      data: { user_ids: outside },
    });
}
