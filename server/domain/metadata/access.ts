import { permissionKeys } from '../../../src/contracts/permissions';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { SessionRecord } from '../session-cache';
import { roleMapOf } from '../session-ops';
import { scopeRoot, tenantAccess } from '../tenant';

export type MetaNeed = 'view' | 'edit' | 'bulk';
const keyOf: Record<MetaNeed, string> = {
  view: permissionKeys.metadataView,
  edit: permissionKeys.metadataEdit,
  bulk: permissionKeys.metadataBulkLoad,
};
const refusal: Record<MetaNeed, string> = {
  view: 'Your profile may not view metadata',
  edit: 'Your profile may not change metadata',
  bulk: 'Your profile may not start or stop bulk loads',
};

/** Who is acting, in which tenant: new records belong to `tenantId`; reads see the tenant's subtree. */
export type MetaActor = { userId: number; tenantId: number; scope: number[] };

export async function metaActor(ctx: DomainContext, auth: SessionRecord, need: MetaNeed): Promise<MetaActor> {
  // Only an explicit 1 grants: metadata changes rebuild indexes, so an unknown key is not taken as allowed.
  if ((await roleMapOf(ctx, auth))[keyOf[need]] !== 1) throw new AppError('forbidden', refusal[need]);
  const access = await tenantAccess(ctx, auth.userId);
  const tenantId = scopeRoot(access, auth.tenantId);
  if (tenantId === null) throw new AppError('forbidden', 'You have no tenant to work in');
  return { userId: auth.userId, tenantId, scope: access.tree.subtreeIds(tenantId) };
}
