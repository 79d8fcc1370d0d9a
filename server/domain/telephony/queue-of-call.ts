import { and, desc, gt, sql } from 'drizzle-orm';
import { telephonyQueueCalls } from '../../db/schema';
import type { DomainContext } from '../context';
import { inTenant } from '../caller';

/** A call is looked for among the tenant's queue callers of this long ago at most (a live call is younger). */
const lookBackMs = 12 * 3600 * 1000;

/**
 * The queue a live call came through, or null for a call no queue routed: read from the queue router's record
 * (telephony_queue_calls), so the instance the agent's browser talks to need not be the one that routed the call.
 * A browser names its call by JsSIP's session id, the Call-ID the router saw followed by the From tag; a caller
 * sent on to another queue at the wait limit was answered through the latest.
 */
export async function queueOfCall(
  ctx: Pick<DomainContext, 'db'>,
  tenantId: number,
  sessionId: string,
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ queueId: telephonyQueueCalls.queueId })
    .from(telephonyQueueCalls)
    .where(
      and(
        inTenant(tenantId, telephonyQueueCalls.tenantId),
        gt(telephonyQueueCalls.arrivedAt, new Date(Date.now() - lookBackMs)),
        sql`starts_with(${sessionId}, ${telephonyQueueCalls.sipCallId})`,
      ),
    )
    .orderBy(desc(telephonyQueueCalls.arrivedAt), desc(telephonyQueueCalls.id))
    .limit(1);
  return row?.queueId ?? null;
}
