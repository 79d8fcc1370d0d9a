import { and, eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { AgentQueue } from '../../../src/contracts/telephony/details';
import { telephonyExtensions, telephonyQueueMembers, telephonyQueues } from '../../db/schema';
import { AppError } from '../../errors';
import { inTenants, withTenant, type TenantCaller, type Caller } from '../caller';
import type { DomainContext } from '../context';

/** A caller who may take calls: the permission, a tenant to log calls in and an enabled extension. */
export type Agent = TenantCaller & { sipExt: string };

export async function requireAgent(ctx: DomainContext, caller: Caller): Promise<Agent> {
  caller.require(permissionKeys.telephonyUse);
  const [ext] = await ctx.db
    .select()
    .from(telephonyExtensions)
    .where(and(eq(telephonyExtensions.userId, caller.userId), eq(telephonyExtensions.enabled, true)));
  if (!ext)
    throw new AppError(
      'notFound',
      'No telephony extension is assigned to you. Ask an administrator for one.',
    );
  return { ...withTenant(caller, 'take calls for'), sipExt: ext.sipExt };
}

/** The agent's queues among the given tenants (an agent of two offices takes the calls of both offices' queues). */
export async function queuesOf(
  ctx: DomainContext,
  userId: number,
  tenantIds: readonly number[],
): Promise<AgentQueue[]> {
  return ctx.db
    .select({ id: telephonyQueues.id, name: telephonyQueues.name })
    .from(telephonyQueueMembers)
    .innerJoin(telephonyQueues, eq(telephonyQueues.id, telephonyQueueMembers.queueId))
    .where(and(eq(telephonyQueueMembers.userId, userId), inTenants(tenantIds, telephonyQueues.tenantId)))
    .orderBy(telephonyQueues.name);
}
