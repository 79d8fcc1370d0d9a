import { z } from 'zod';
import { dbInt } from '../db-int';

/**
 * The service's internal calls for the SIP server's queue routing (issue 20). Kamailio makes them, never a
 * browser: they carry the ACD key (generated, or TELEPHONY_ACD_KEY) in `acdKeyHeader`, not a session token.
 */
export const acdPaths = {
  offer: '/telephony/acd/offer',
  missed: '/telephony/acd/missed',
  rejected: '/telephony/acd/rejected',
  answered: '/telephony/acd/answered',
  ended: '/telephony/acd/ended',
  registration: '/telephony/acd/registration',
  wait: '/telephony/acd/wait',
} as const;

export const acdKeyHeader = 'x-acd-key';

const callId = z.string().min(1).max(255);
const extension = z.string().regex(/^[\w.-]{1,40}$/);

/** caller: the From user when it is a phone number (Kamailio sends "" otherwise), for the queue calls' record. */
export const acdOfferRequest = z.object({
  queue_number: z.string().regex(/^\d{3,15}$/),
  call_id: callId,
  caller: z.union([z.literal(''), z.string().regex(/^\+?\d{3,20}$/)]).optional(),
});
export type AcdOfferRequest = z.infer<typeof acdOfferRequest>;

/** An agent's answer to an offer: who let it ring out or declined it (a stale report is ignored). */
export const acdAgentRequest = z.object({ call_id: callId, extension });
export type AcdAgentRequest = z.infer<typeof acdAgentRequest>;

/** An extension's phone registered, or went (unregistered, or the WebSocket it registered over closed). */
export const acdRegistrationRequest = z.object({ extension, registered: z.boolean() });
export type AcdRegistrationRequest = z.infer<typeof acdRegistrationRequest>;

/**
 * A caller has just been told to wait (issue 39): their place, and their INVITE's SDP offer in base64 (Kamailio's
 * {s.encode.base64}), for the early media of music and position announcements.
 */
export const acdWaitRequest = z.object({
  call_id: callId,
  position: z.number().int().nonnegative().max(100_000),
  sdp: z
    .string()
    .max(16_384)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type AcdWaitRequest = z.infer<typeof acdWaitRequest>;

export const acdCallRequest = z.object({ call_id: callId });
export type AcdCallRequest = z.infer<typeof acdCallRequest>;

/**
 * Ring this extension now (null: keep the caller waiting at wait_position), with the queue's settings; give_up:
 * the caller waited the queue's limit (its own, capped by TELEPHONY_QUEUE_MAX_WAIT_SECONDS) and has left the queue:
 * end the call, or (overflow) hand it to the service's media endpoint. A caller sent on to another queue at the
 * limit simply waits on: queue_id then names the queue they wait in.
 */
export const acdOffer = z.object({
  extension: z.string().nullable(),
  give_up: z.boolean(),
  /** With give_up (issue 39): the PBX sends the caller to the service's voicemail or callback offer instead. */
  overflow: z.enum(['voicemail', 'callback']).nullable(),
  wait_position: z.number().int().nonnegative(),
  ring_timeout_seconds: dbInt(),
  queue_id: dbInt(),
  queue_name: z.string(),
  wrap_up_seconds: dbInt(),
});
export type AcdOffer = z.infer<typeof acdOffer>;
