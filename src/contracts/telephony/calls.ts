import { z } from 'zod';
import { dbInt } from '../db-int';

/** A phone number as dialled or received: digits with an optional leading +, 3 to 20 digits. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{3,20}$/, 'Enter a phone number of 3 to 20 digits');

export const callDirection = z.enum(['inbound', 'outbound']);
export type CallDirection = z.infer<typeof callDirection>;

export const callStatus = z.enum([
  'ringing',
  'answered',
  'missed',
  'refused',
  'failed',
  'ended',
  'Completed',
]);
export type CallStatus = z.infer<typeof callStatus>;

export const callStartRequest = z.object({
  direction: callDirection,
  number: phoneNumber,
  sip_call_id: z.string().min(1).max(200),
});
export type CallStartRequest = z.infer<typeof callStartRequest>;

export const callEventKind = z.enum(['answered', 'hold', 'unhold', 'ended', 'missed', 'refused', 'failed']);
export type CallEventKind = z.infer<typeof callEventKind>;

export const callEventRequest = z.object({
  call_log_table_id: dbInt().positive(),
  event: callEventKind,
  /** Why a call was refused or failed, as the agent saw it. */
  detail: z.string().max(200).optional(),
});
export type CallEventRequest = z.infer<typeof callEventRequest>;

export const callDispositionRequest = z.object({
  call_log_table_id: dbInt().positive(),
  disposition_code: z.string().min(1).max(40),
  note: z.string().trim().max(1000).optional(),
});
export type CallDispositionRequest = z.infer<typeof callDispositionRequest>;

export const callLogEntry = z.object({
  call_log_table_id: dbInt(),
  direction: callDirection,
  number: z.string(),
  status: callStatus,
  detail: z.string().nullable(),
  started_at: z.string(),
  answered_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  hold_count: dbInt(),
  disposition_code: z.string().nullable(),
  disposition_label: z.string().nullable(),
  note: z.string().nullable(),
  case_id: dbInt().nullable(),
  /** The case's number as people read it (CAS-000123): the console names the case by it, never by case_id. */
  case_number: z.string().nullable(),
});
export type CallLogEntry = z.infer<typeof callLogEntry>;

export const queueStats = z.object({
  queues: z.array(
    z.object({
      id: dbInt(),
      name: z.string(),
      agents_ready: dbInt(),
      agents_not_ready: dbInt(),
      /** Callers waiting in the queue now, as the queue router holds them (0 where no router runs). */
      waiting: dbInt(),
      calls_today: dbInt(),
      answered_today: dbInt(),
      missed_today: dbInt(),
      average_talk_seconds: dbInt(),
    }),
  ),
  at: z.string(),
});
export type QueueStats = z.infer<typeof queueStats>;

/** One moment of the agent's queues, summed over them: what the live queue chart draws. */
export type QueueSample = { at: string; waiting: number; ready: number };
