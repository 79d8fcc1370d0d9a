import { eq } from 'drizzle-orm';
import type { Tenant, TenantSelection } from '../../src/contracts/tenant';
import { sessions, tenants, userTenants } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import type { SessionRecord } from './session-cache';
import { TenantTree } from './tenant-tree';
import { invalidateCache } from './invalidate-cache';

export type TenantAccess = {
  tree: TenantTree;
  roots: number[];
  /** Every tenant the user may see, parent before child; the first is the default tenant. */
  ids: number[];
};

export function loadTenantTree(ctx: DomainContext): Promise<TenantTree> {
  return ctx.reads.tenantTree.get('all', async () => new TenantTree(await ctx.db.select().from(tenants)));
}

function assignedTenants(ctx: DomainContext, userId: number): Promise<number[]> {
  return ctx.reads.userTenants.get(userId, async () => {
    const rows = await ctx.db
      .select({ id: userTenants.tenantId })
      .from(userTenants)
      .where(eq(userTenants.userId, userId));
    return rows.map((row) => row.id);
  });
}

export async function tenantAccess(ctx: DomainContext, userId: number): Promise<TenantAccess> {
  const [tree, assigned] = await Promise.all([loadTenantTree(ctx), assignedTenants(ctx, userId)]);
  const roots = tree.accessRoots(assigned);
  return { tree, roots, ids: roots.flatMap((id) => tree.subtreeIds(id)) };
}

export async function listTenants(ctx: DomainContext, userId: number): Promise<Tenant[]> {
  const access = await tenantAccess(ctx, userId);
  return access.roots.map((id) => access.tree.nested(id));
}

/** The scope of a session: its chosen tenant when still accessible, else the default (first) tenant. */
export function scopeRoot(access: TenantAccess, chosen: number | null): number | null {
  if (chosen !== null && access.ids.includes(chosen)) return chosen;
  return access.ids[0] ?? null;
}

export async function selectTenant(
  ctx: DomainContext,
  auth: SessionRecord,
  tenantId: number,
): Promise<TenantSelection> {
  const access = await tenantAccess(ctx, auth.userId);
  if (!access.ids.includes(tenantId))
    throw new AppError('forbidden', 'You do not have access to that tenant');
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ tenantId }).where(eq(sessions.id, auth.sessionId));
    await audit(tx, {
      action: 'tenant.select',
      entity: 'session',
      entityId: auth.sessionId,
      userId: auth.userId,
      tenantId,
    });
  });
  // Every instance: one that cached this session would otherwise scope it to the old tenant until its TTL.
  invalidateCache(ctx, 'sessions', auth.sessionId);
  return {
    tenant_id: tenantId,
    default_tenant_id: access.ids[0],
    tenantbizorg: access.tree.subtreeIds(tenantId),
  };
}
