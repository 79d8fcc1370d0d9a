import type { RoleMap } from '../../../src/contracts/auth';
import type { PermissionName } from '../../../src/contracts/permissions';
import { permissionKeys } from '../../../src/contracts/permissions';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { SessionRecord } from '../session-cache';
import { roleMapOf } from '../session-ops';
import { scopeRoot, tenantAccess } from '../tenant';

/**
 * Who is acting on workflow records: the user, the tenants their session may see (the chosen tenant and its
 * descendants) and their current profile's role map. Built once per request; other areas (telephony) build it the
 * same way and pass it to createCase inside their own transaction.
 */
export type WorkflowCaller = {
  userId: number;
  tenantIds: readonly number[];
  roleMap: RoleMap;
};

export async function workflowCaller(ctx: DomainContext, auth: SessionRecord): Promise<WorkflowCaller> {
  const [access, roleMap] = await Promise.all([tenantAccess(ctx, auth.userId), roleMapOf(ctx, auth)]);
  const root = scopeRoot(access, auth.tenantId);
  return { userId: auth.userId, tenantIds: root === null ? [] : access.tree.subtreeIds(root), roleMap };
}

export const can = (caller: WorkflowCaller, permission: PermissionName): boolean =>
  caller.roleMap[permissionKeys[permission]] === 1;

/** Refuses the action unless the caller's profile grants it (spec §6; the role map's 1 means allowed). */
export function requirePermission(caller: WorkflowCaller, permission: PermissionName, what: string): void {
  if (!can(caller, permission)) throw new AppError('forbidden', `Your profile does not allow you to ${what}`);
}

export function requireTenant(caller: WorkflowCaller, tenantId: number): void {
  if (!caller.tenantIds.includes(tenantId)) throw new AppError('notFound', 'Not found in your tenants');
}
