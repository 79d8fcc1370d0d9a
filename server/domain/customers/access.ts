import type { RoleMap } from '../../../src/contracts/auth';
import type { PermissionKey } from '../../../src/contracts/permissions';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { SessionRecord } from '../session-cache';
import { roleMapOf } from '../session-ops';
import { scopeRoot, tenantAccess } from '../tenant';
import type { TenantScope } from './read';

export type CallerAccess = {
  auth: SessionRecord;
  roleMap: RoleMap;
  /** The selected tenant and its descendants (spec §6 tenant hierarchy). */
  scope: TenantScope;
  /** The selected tenant: where a new employer goes unless the caller picks a child tenant. */
  tenantId: number | null;
};

export async function callerAccess(ctx: DomainContext, auth: SessionRecord): Promise<CallerAccess> {
  const [access, roleMap] = await Promise.all([tenantAccess(ctx, auth.userId), roleMapOf(ctx, auth)]);
  const root = scopeRoot(access, auth.tenantId);
  return { auth, roleMap, tenantId: root, scope: root === null ? [] : access.tree.subtreeIds(root) };
}

/**
 * The service denies what the role map does not give 1 (the spec notes the console's "unknown allowed" should
 * be "denied"; the service is where that is enforced).
 */
export function requirePermission(access: CallerAccess, key: PermissionKey): void {
  if (access.roleMap[key] !== 1) throw new AppError('forbidden');
}

/** Outside the scope reads as absent: the caller cannot tell another tenant's record from a missing one. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new AppError('notFound', `${what} not found`);
  return value;
}
