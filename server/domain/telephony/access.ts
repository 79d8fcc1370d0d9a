import { and, eq, inArray } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { AgentQueue } from '../../../src/contracts/telephony/details';
import { telephonyExtensions, telephonyQueueMembers, telephonyQueues } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import type { SessionRecord } from '../session-cache';
import { roleMapOf } from '../session-ops';
import { scopeRoot, tenantAccess } from '../tenant';

export type Agent = {
  userId: number;
  sipExt: string;
  /** The tenant the session works in: calls are logged there. */
  tenantId: number;
  /** The session's tenant and its descendants. */
  scope: number[];
  /** Every tenant the agent may work for: an agent of two offices takes the calls of both offices' queues. */
  accessible: number[];
};

/** The caller as a telephony agent: the permission key, an enabled extension and a tenant to work in. */
export async function requireAgent(ctx: DomainContext, auth: SessionRecord): Promise<Agent> {
  const map = await roleMapOf(ctx, auth);
  if (map[permissionKeys.telephonyUse] !== 1)
    throw new AppError('forbidden', 'Your profile does not include telephony');
  const [ext] = await ctx.db
    .select()
    .from(telephonyExtensions)
    .where(and(eq(telephonyExtensions.userId, auth.userId), eq(telephonyExtensions.enabled, true)));
  if (!ext)
    throw new AppError(
      'notFound',
      'No telephony extension is assigned to you. Ask an administrator for one.',
    );
  const access = await tenantAccess(ctx, auth.userId);
  const root = scopeRoot(access, auth.tenantId);
  if (root === null) throw new AppError('forbidden', 'You have no tenant to take calls for');
  return {
    userId: auth.userId,
    sipExt: ext.sipExt,
    tenantId: root,
    scope: access.tree.subtreeIds(root),
    accessible: access.ids,
  };
}

/** The agent's queues among the given tenants. */
export async function queuesOf(
  ctx: DomainContext,
  userId: number,
  tenantIds: number[],
): Promise<AgentQueue[]> {
  return ctx.db
    .select({ id: telephonyQueues.id, name: telephonyQueues.name })
    .from(telephonyQueueMembers)
    .innerJoin(telephonyQueues, eq(telephonyQueues.id, telephonyQueueMembers.queueId))
    .where(and(eq(telephonyQueueMembers.userId, userId), inArray(telephonyQueues.tenantId, tenantIds)))
    .orderBy(telephonyQueues.name);
}
