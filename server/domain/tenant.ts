import { eq } from 'drizzle-orm';
import type { Tenant, TenantSelection } from '../../src/contracts/tenant';
import type { Db } from '../db/client';
import { sessions, tenants, userTenants } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import type { SessionRecord } from './session-cache';
import { TenantTree } from './tenant-tree';

export type TenantAccess = {
  tree: TenantTree;
  roots: number[];
  /** Every tenant the user may see, parent before child; the first is the default tenant. */
  ids: number[];
};

export async function loadTenantTree(db: Db): Promise<TenantTree> {
  return new TenantTree(await db.select().from(tenants));
}

export async function tenantAccess(db: Db, userId: number): Promise<TenantAccess> {
  const tree = await loadTenantTree(db);
  const assigned = await db
    .select({ id: userTenants.tenantId })
    .from(userTenants)
    .where(eq(userTenants.userId, userId));
  const roots = tree.accessRoots(assigned.map((row) => row.id));
  return { tree, roots, ids: roots.flatMap((id) => tree.subtreeIds(id)) };
}

export async function listTenants(db: Db, userId: number): Promise<Tenant[]> {
  const access = await tenantAccess(db, userId);
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
  const access = await tenantAccess(ctx.db, auth.userId);
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
  ctx.sessions.dropSession(auth.sessionId);
  return {
    tenant_id: tenantId,
    default_tenant_id: access.ids[0],
    tenantbizorg: access.tree.subtreeIds(tenantId),
  };
}
