import { and, eq } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { QueueOverflow, QueueOverflowRequest } from '../../../src/contracts/telephony/callbacks';
import type { RecordingMode } from '../../../src/contracts/telephony/recordings';
import { makesLoop } from '../../../src/rules/queue-overflow';
import { telephonyQueues } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { type Caller, inTenant, scoped } from '../caller';
import type { DomainContext } from '../context';
import { acdOf } from './acd-registry';

const refuse = (message: string): never => {
  throw new AppError('validation', message, { data: { issues: [{ path: 'overflow_queue_id', message }] } });
};

/**
 * Sets a queue's wait limit and overflow (issue 39). The queue is found in the caller's scope, an overflow queue
 * only in the same tenant, and a change that would send callers round a ring of queues is refused (the router
 * also never sends a caller back to a queue they were in). The running router takes the change at once.
 * `recordingMode` (the Call queues screen) is saved in the same write, and a change of it needs the key that
 * guards recording settings: a refusal leaves the whole save undone.
 */
export async function saveQueueOverflow(
  ctx: DomainContext,
  caller: Caller,
  request: QueueOverflowRequest,
  recordingMode?: RecordingMode,
): Promise<QueueOverflow> {
  caller.require(permissionKeys.queueSetup, "change a call queue's overflow");
  const [queue] = await ctx.db
    .select()
    .from(telephonyQueues)
    .where(and(eq(telephonyQueues.id, request.queue_id), scoped(caller, telephonyQueues.tenantId)));
  if (!queue) throw new AppError('notFound', 'That queue does not exist');
  const recordingChanged = recordingMode !== undefined && recordingMode !== queue.recordingMode;
  if (recordingChanged) caller.require(permissionKeys.tenantConfigEdit, "change a queue's recording");
  let targetName: string | null = null;
  if (request.overflow === 'queue' && request.overflow_queue_id !== null) {
    if (request.overflow_queue_id === queue.id) refuse('A queue cannot overflow to itself');
    const siblings = await ctx.db
      .select()
      .from(telephonyQueues)
      .where(inTenant(queue.tenantId, telephonyQueues.tenantId));
    const target = siblings.find((q) => q.id === request.overflow_queue_id);
    if (!target) return refuse("Choose one of this tenant's queues");
    const targets = new Map(
      siblings.map((q) => [String(q.id), q.overflowQueueId === null ? null : String(q.overflowQueueId)]),
    );
    if (makesLoop(targets, String(queue.id), String(target.id)))
      refuse(`${target.name} already sends its callers on to this queue: that would be a ring`);
    targetName = target.name;
  }
  const values = {
    maxWaitSeconds: request.max_wait_seconds,
    overflow: request.overflow,
    overflowQueueId: request.overflow === 'queue' ? request.overflow_queue_id : null,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(telephonyQueues)
      .set(recordingChanged ? { ...values, recordingMode } : values)
      .where(eq(telephonyQueues.id, queue.id));
    if (recordingChanged)
      await audit(tx, {
        action: 'telephony.queue_recording',
        entity: 'telephony_queue',
        entityId: queue.id,
        userId: caller.userId,
        tenantId: queue.tenantId,
        detail: { mode: recordingMode },
      });
    await audit(tx, {
      action: 'telephony_queue.overflow',
      entity: 'telephony_queue',
      entityId: queue.id,
      userId: caller.userId,
      tenantId: queue.tenantId,
      detail: { max_wait_seconds: values.maxWaitSeconds, overflow: values.overflow },
    });
  });
  acdOf(ctx)?.overflowChanged?.(queue.id, values);
  return {
    queue_id: queue.id,
    queue_name: queue.name,
    max_wait_seconds: values.maxWaitSeconds,
    overflow: values.overflow,
    overflow_queue_name: targetName,
  };
}
