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
});
export type CallbackOffer = z.infer<typeof callbackOffer>;

export const callbackRequest = z.object({ callback_id: dbInt() });
export type CallbackRequest = z.infer<typeof callbackRequest>;

/** Taken: the number to dial now, as an ordinary outbound call. */
export const callbackTaken = z.object({ caller_number: z.string() });
export type CallbackTaken = z.infer<typeof callbackTaken>;
