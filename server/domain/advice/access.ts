import { permissionKeys } from '../../../src/contracts/permissions';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { SessionRecord } from '../session-cache';
import { roleMapOf } from '../session-ops';
import { scopeRoot, tenantAccess } from '../tenant';

export type AdviceCaller = { auth: SessionRecord; tenantId: number; scope: number[] };

/**
 * The role-map check (spec §5: 1 allowed, 0 or -1 refused; a key the map does not list is allowed, as the spec
 * reads) and the caller's tenant scope: the chosen tenant and its descendants.
 */
export async function adviceCaller(
  ctx: DomainContext,
  auth: SessionRecord,
  key: string = permissionKeys.adviceUse,
): Promise<AdviceCaller> {
  const value = (await roleMapOf(ctx, auth))[key];
  if (value === 0 || value === -1) throw new AppError('forbidden');
  const access = await tenantAccess(ctx, auth.userId);
  const root = scopeRoot(access, auth.tenantId);
  if (root === null) throw new AppError('forbidden', 'You have no tenant to work in');
  return { auth, tenantId: root, scope: access.tree.subtreeIds(root) };
}
