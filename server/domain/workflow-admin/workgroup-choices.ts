import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminTenant, AdminUser } from '../../../src/contracts/workflow-admin/workgroups';
import { userTenants, users, workgroupMembers, workgroups } from '../../db/schema';
import type { DomainContext } from '../context';
import { loadTenantTree } from '../tenant';
import { type Caller, inTenants, scoped } from '../caller';
import { admin } from './lookups';

/** The users who can see the caller's selected tenant, with their workgroups there and their defaults. */
export async function adminUsers(ctx: DomainContext, caller: Caller): Promise<AdminUser[]> {
  admin(caller);
  const root = caller.scope[0];
  if (root === undefined) return [];
  const tree = await loadTenantTree(ctx);
  const rows = await ctx.db
    .selectDistinct({ user_id: users.id, user_name: users.fullName, login_name: users.loginName })
    .from(users)
    .innerJoin(userTenants, eq(userTenants.userId, users.id))
    .where(
      and(
        eq(users.disabled, false),
        inTenants([...caller.scope, ...tree.ancestorIds(root)], userTenants.tenantId),
      ),
    )
    .orderBy(asc(users.fullName));
  const memberships = await ctx.db
    .select({
      userId: workgroupMembers.userId,
      wgId: workgroups.id,
      type: workgroups.wrkgrpType,
      isDefault: workgroupMembers.isDefault,
    })
    .from(workgroupMembers)
    .innerJoin(workgroups, eq(workgroups.id, workgroupMembers.workgroupId))
    .where(scoped(caller, workgroups.tenantId));
  const assigned = await ctx.db
    .select({ userId: userTenants.userId, tenantId: userTenants.tenantId })
    .from(userTenants)
    .where(inArray(userTenants.userId, rows.length ? rows.map((r) => r.user_id) : [-1]));
  const scopeSet = new Set(caller.scope);
  return rows.map((u) => {
    const sees = tree.accessibleIds(assigned.filter((a) => a.userId === u.user_id).map((a) => a.tenantId));
    const mine = memberships.filter((m) => m.userId === u.user_id);
    const def = (type: string) => mine.find((m) => m.type === type && m.isDefault)?.wgId ?? null;
    return {
      ...u,
      default_case: def('Case'),
      default_lead: def('Lead'),
      workgroups: mine.map((m) => ({ wrkgrp_id: m.wgId, wrkgrp_type: m.type as 'Case' | 'Lead' })),
      tenant_ids: sees.filter((id) => scopeSet.has(id)),
    };
  });
}

/** The tenants of the caller's scope, parent before child, for the workgroup form's tenant choice. */
export async function adminTenants(ctx: DomainContext, caller: Caller): Promise<AdminTenant[]> {
  admin(caller);
  const tree = await loadTenantTree(ctx);
  const root = caller.scope[0];
  const depth = (id: number) =>
    tree.ancestorIds(id).length - (root === undefined ? 0 : tree.ancestorIds(root).length);
  return caller.scope.map((id) => ({
    tenant_id: id,
    tenant_name: tree.get(id)?.name ?? String(id),
    level: depth(id),
  }));
}
