import { z } from 'zod';
import { dbInt } from '../db-int';
import { overflowTargetRule, queueOverflowFields } from './callbacks';
import { recordingMode } from './recordings';

/**
 * The Call queues screen (issue 39): every queue in the caller's scope with what its administrator sets, and one
 * save for the wait limit, overflow and recording mode together, so a refused part leaves nothing half-saved.
 */
export const queueSetupPaths = {
  list: '/telephony/queue/setup',
  save: '/telephony/queue/setup/save',
} as const;

export const queueSetupRow = z.object({
  queue_id: dbInt(),
  name: z.string(),
  /** The number customers dial, as people read it. */
  number: z.string().nullable(),
  tenant_name: z.string(),
  ring_timeout_seconds: dbInt(),
  wrap_up_seconds: dbInt(),
  /** Null: the service's limit (TELEPHONY_QUEUE_MAX_WAIT_SECONDS). */
  max_wait_seconds: dbInt().nullable(),
  overflow: queueOverflowFields.overflow,
  overflow_queue_id: dbInt().nullable(),
  overflow_queue_name: z.string().nullable(),
  recording_mode: recordingMode,
});
export type QueueSetupRow = z.infer<typeof queueSetupRow>;

export const queueSetupList = z.object({
  queues: z.array(queueSetupRow),
  /** The service's own limit, shown where a queue has none. */
  default_max_wait_seconds: dbInt(),
  /** Whether the caller may change recording modes (the tenant configuration key); the field is read-only if not. */
  can_set_recording: z.boolean(),
});
export type QueueSetupList = z.infer<typeof queueSetupList>;

export const queueSetupSaveRequest = z
  .object({ ...queueOverflowFields, recording_mode: recordingMode })
  .refine(overflowTargetRule.check, overflowTargetRule.message);
export type QueueSetupSaveRequest = z.infer<typeof queueSetupSaveRequest>;
