import { z } from 'zod';
import { dbInt } from '../db-int';

export const serviceLevelPath = '/telephony/queue/service_level';

/** A day in the tenant's working time zone; absent, today. */
export const serviceLevelRequest = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a day written yyyy-mm-dd')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Must be a real day')
    .optional(),
});
export type ServiceLevelRequest = z.infer<typeof serviceLevelRequest>;

const n = dbInt().nonnegative();
/** A share in percent with one decimal, or null when nothing was counted (shown as a dash, never as 0 %). */
const percent = z.number().min(0).max(100).nullable();
/** Whole seconds, or null when there is no call to average over. */
const seconds = z.number().int().nonnegative().nullable();

/** The counted day of one queue: what happened to the callers who arrived that day and are no longer waiting. */
export const queueDayFigures = z.object({
  offered: n,
  answered: n,
  answered_within_target: n,
  abandoned: n,
  overflowed: n,
  /** Sent to voicemail or left a callback request (another part of issue 39 reports these). */
  other: n,
  service_level: percent,
  abandon_rate: percent,
  average_speed_of_answer_seconds: seconds,
  average_handle_time_seconds: seconds,
  average_after_call_work_seconds: seconds,
});
export type QueueDayFigures = z.infer<typeof queueDayFigures>;

/** Now, from the queue router's live state (null when this instance runs no router). */
export const queueLiveFigures = z.object({
  waiting: n.nullable(),
  longest_wait_seconds: n.nullable(),
  agents: z.object({ ready: n, on_call: n, wrap_up: n, not_ready: n, offline: n }),
});
export type QueueLiveFigures = z.infer<typeof queueLiveFigures>;

export const queueServiceLevel = z.object({
  queue_id: dbInt(),
  name: z.string(),
  number: z.string().nullable(),
  target: z.object({ percent: n, seconds: n }),
  day: queueDayFigures,
  live: queueLiveFigures,
});
export type QueueServiceLevel = z.infer<typeof queueServiceLevel>;

/** One local hour of all the caller's queues together, for the supervisor's day charts. */
export const serviceLevelHour = z.object({
  hour: z.number().int().min(0).max(23),
  offered: n,
  answered: n,
  answered_within_target: n,
  abandoned: n,
  service_level: percent,
});
export type ServiceLevelHour = z.infer<typeof serviceLevelHour>;

export const serviceLevelReport = z.object({
  day: z.string(),
  /** When the figures were taken (ISO): the wallboard's longest wait ticks on from here. */
  at: z.string(),
  queues: z.array(queueServiceLevel),
  hours: z.array(serviceLevelHour),
});
export type ServiceLevelReport = z.infer<typeof serviceLevelReport>;
