import { and, asc, eq } from 'drizzle-orm';
import type { WorkgroupLine } from '../../../src/contracts/telephony/details';
import type { Db } from '../../db/client';
import { telephonyExtensions, telephonyQueueMembers, telephonyQueues } from '../../db/schema';
import { inTenant } from '../caller';

/**
 * The telephony details of one workgroup for one user: the call queue of the workgroup's tenant (one the user
 * answers first, else the tenant's first), and the user's extension. The workgroup was already resolved in the
 * caller's scope; queues are read only in its tenant, so no other tenant's line can be named.
 */
export async function workgroupLineOf(
  db: Db,
  userId: number,
  workgroup: { tenant_id: number },
): Promise<WorkgroupLine> {
  const [queues, [ext]] = await Promise.all([
    db
      .select({
        id: telephonyQueues.id,
        name: telephonyQueues.name,
        number: telephonyQueues.number,
        ring: telephonyQueues.ringTimeoutSeconds,
        wrapUp: telephonyQueues.wrapUpSeconds,
        memberId: telephonyQueueMembers.userId,
      })
      .from(telephonyQueues)
      .leftJoin(
        telephonyQueueMembers,
        and(eq(telephonyQueueMembers.queueId, telephonyQueues.id), eq(telephonyQueueMembers.userId, userId)),
      )
      .where(inTenant(workgroup.tenant_id, telephonyQueues.tenantId))
      .orderBy(asc(telephonyQueues.id)),
    db
      .select({ sipExt: telephonyExtensions.sipExt })
      .from(telephonyExtensions)
      .where(eq(telephonyExtensions.userId, userId)),
  ]);
  const queue = queues.find((q) => q.memberId === userId) ?? queues[0] ?? null;
  return {
    queue: queue && { id: queue.id, name: queue.name, number: queue.number },
    caller_id: queue?.number ?? null,
    sip_ext: ext?.sipExt ?? null,
    ring_timeout_seconds: queue?.ring ?? null,
    wrap_up_seconds: queue?.wrapUp ?? null,
    member_of_queue: queue !== null && queue.memberId === userId,
  };
}
