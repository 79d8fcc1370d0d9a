import { z } from 'zod';
import { dbInt } from '../db-int';

/**
 * Callback requests (issue 39): a caller pressed 1 at a queue's limit; the queue's next Ready agent is offered the
 * callback in their phone dock and dials the caller with one click. The agent's own calls, by session token.
 */
export const callbackPaths = {
  take: '/telephony/callback/take',
  decline: '/telephony/callback/decline',
} as const;

/**
 * What the agent's dock rings with (the push channel's `callback-offer` event); null withdraws it (rang out, or
 * taken elsewhere). `callback_id` is only sent back with take or decline: the screen shows the number and queue.
 */
export const callbackOffer = z.object({
  callback_id: dbInt(),
  caller_number: z.string(),
  queue_name: z.string(),
  ring_timeout_seconds: dbInt(),
  /** When the caller first reached the queue (ISO): how long they have been waiting for the call back. */
  arrived_at: z.string(),
});
export type CallbackOffer = z.infer<typeof callbackOffer>;

export const callbackRequest = z.object({ callback_id: dbInt() });
export type CallbackRequest = z.infer<typeof callbackRequest>;

/** Taken: the number to dial now, as an ordinary outbound call. */
export const callbackTaken = z.object({ caller_number: z.string() });
export type CallbackTaken = z.infer<typeof callbackTaken>;

/**
 * A queue's wait limit and overflow (issue 39), as its administrator sets them: max_wait_seconds null is the
 * service's limit (TELEPHONY_QUEUE_MAX_WAIT_SECONDS, which also caps a longer one); overflow_queue_id names
 * another queue of the same tenant for 'queue', and is null otherwise.
 */
export const queueOverflowPath = '/telephony/queue/overflow/save';
export const queueOverflowFields = {
  queue_id: dbInt(),
  max_wait_seconds: z.number().int().min(1).max(3600).nullable(),
  overflow: z.enum(['end', 'queue', 'voicemail', 'callback']),
  overflow_queue_id: dbInt().nullable(),
};
export const overflowTargetRule = {
  check: (r: { overflow: string; overflow_queue_id: number | null }) =>
    (r.overflow === 'queue') === (r.overflow_queue_id !== null),
  message: {
    message: 'Choose the queue callers go on to (and only for "another queue")',
    path: ['overflow_queue_id'],
  },
};
export const queueOverflowRequest = z
  .object(queueOverflowFields)
  .refine(overflowTargetRule.check, overflowTargetRule.message);
export type QueueOverflowRequest = z.infer<typeof queueOverflowRequest>;
export const queueOverflow = z.object({
  queue_id: dbInt(),
  queue_name: z.string(),
  max_wait_seconds: dbInt().nullable(),
  overflow: z.enum(['end', 'queue', 'voicemail', 'callback']),
  overflow_queue_name: z.string().nullable(),
});
export type QueueOverflow = z.infer<typeof queueOverflow>;
