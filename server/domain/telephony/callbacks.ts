import { eq } from 'drizzle-orm';
import { telephonyCallbacks, telephonyQueues } from '../../db/schema';
import type { DomainContext } from '../context';

export type CallbackRequest = { queueId: number; caller: string | null; arrivedAt: Date };

const callable = /^\+?[0-9]{3,20}$/;

/**
 * A caller pressed 1 at a queue's limit (issue 39): the request is stored at once, in the queue's tenant, so a
 * restart of the service loses none; it waits its turn by the caller's first arrival.
 */
export async function queueCallback(ctx: Pick<DomainContext, 'db'>, request: CallbackRequest) {
  if (request.caller === null || !callable.test(request.caller))
    throw new Error('A callback needs the number the caller called from');
  const [queue] = await ctx.db
    .select({ tenantId: telephonyQueues.tenantId })
    .from(telephonyQueues)
    .where(eq(telephonyQueues.id, request.queueId));
  if (!queue) throw new Error(`No queue ${request.queueId} for a callback`);
  const [row] = await ctx.db
    .insert(telephonyCallbacks)
    .values({
      tenantId: queue.tenantId,
      queueId: request.queueId,
      callerNumber: request.caller,
      arrivedAt: request.arrivedAt,
    })
    .returning();
  return row;
}
