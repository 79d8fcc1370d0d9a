import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { RecordingMode } from '../../../src/contracts/telephony/recordings';
import type { QueueSetupList } from '../../../src/contracts/telephony/queue-setup';
import { telephonyQueues, tenants } from '../../db/schema';
import { type Caller, scoped } from '../caller';
import type { DomainContext } from '../context';

type Overflow = QueueSetupList['queues'][number]['overflow'];

/** The Call queues screen's list (issue 39): the queues of the caller's scope, by tenant and number. */
export async function listQueueSetup(
  ctx: DomainContext,
  caller: Caller,
  defaultMaxWaitSeconds: number,
): Promise<QueueSetupList> {
  caller.require(permissionKeys.queueSetup, 'set up call queues');
  const target = alias(telephonyQueues, 'overflow_target');
  const rows = await ctx.db
    .select({
      queue_id: telephonyQueues.id,
      name: telephonyQueues.name,
      number: telephonyQueues.number,
      tenant_name: tenants.name,
      ring_timeout_seconds: telephonyQueues.ringTimeoutSeconds,
      wrap_up_seconds: telephonyQueues.wrapUpSeconds,
      max_wait_seconds: telephonyQueues.maxWaitSeconds,
      overflow: telephonyQueues.overflow,
      overflow_queue_id: telephonyQueues.overflowQueueId,
      overflow_queue_name: target.name,
      recording_mode: telephonyQueues.recordingMode,
    })
    .from(telephonyQueues)
    .innerJoin(tenants, eq(tenants.id, telephonyQueues.tenantId))
    // The target is always of the same tenant (the save checks it), so it is in scope with its queue.
    .leftJoin(target, eq(target.id, telephonyQueues.overflowQueueId))
    .where(scoped(caller, telephonyQueues.tenantId))
    .orderBy(asc(tenants.name), asc(telephonyQueues.number), asc(telephonyQueues.id));
  return {
    queues: rows.map((r) => ({
      ...r,
      overflow: r.overflow as Overflow,
      recording_mode: r.recording_mode as RecordingMode,
    })),
    default_max_wait_seconds: defaultMaxWaitSeconds,
    can_set_recording: caller.can(permissionKeys.tenantConfigEdit),
  };
}
