import { z } from 'zod';
import { dbInt } from './db-int';

// Actor ids are identifiers; state values are short labels. Both limits keep a report from carrying anything else.
const actorId = z.string().regex(/^[A-Za-z][\w.-]{0,39}$/);
const stateText = z.string().max(200);

/** What a console reports of itself every few seconds: the (redacted) state of its long-lived actors. */
export const stateReportRequest = z.object({
  states: z.record(actorId, stateText).refine((s) => Object.keys(s).length <= 20, 'At most 20 actors'),
});
export type StateReportRequest = z.infer<typeof stateReportRequest>;

/** One console in the supervisor's team view. */
export const teamRow = z.object({
  session_id: dbInt(),
  user_name: z.string(),
  login_name: z.string(),
  profile: z.string().nullable(),
  tenant: z.string().nullable(),
  states: z.record(z.string(), z.string()),
  reported_at: z.string(),
});
export type TeamRow = z.infer<typeof teamRow>;
export const teamList = z.array(teamRow);

/** The debug panel's own access answer: the service checks the role map too, not only the console. */
export const debugAccess = z.object({ supervisor: z.literal(true), machineEvents: z.boolean() });
export type DebugAccess = z.infer<typeof debugAccess>;
