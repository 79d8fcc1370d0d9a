import { z } from 'zod';
import { dbInt } from '../db-int';

export const pauseCode = z.object({ code: z.string(), reason: z.string() });
export type PauseCode = z.infer<typeof pauseCode>;

export const disposition = z.object({
  code: z.string(),
  label: z.string(),
  /** Set by the console itself (a call lost to a transport failure); never offered to the agent. */
  system: z.boolean(),
});
export type Disposition = z.infer<typeof disposition>;

export const agentQueue = z.object({ id: dbInt(), name: z.string() });
export type AgentQueue = z.infer<typeof agentQueue>;

/** Timers of spec §9, from the service so that an organisation (or a test) can shorten them. */
export const telephonyTimers = z.object({
  retry_interval_ms: dbInt().positive(),
  retry_limit_ms: dbInt().positive(),
  queue_stats_delay_ms: dbInt().positive(),
  queue_stats_period_ms: dbInt().positive(),
  connectivity_poll_ms: dbInt().positive(),
  notification_interval_ms: dbInt().positive(),
  /** Enforced after-call work when the call's INVITE names none (X-Acd-Wrap-Up); 0: the code alone ends it. */
  wrap_up_seconds: dbInt().min(0).default(0),
});
export type TelephonyTimers = z.infer<typeof telephonyTimers>;

/** What the console needs to reach the organisation's PBX: nothing in it is specific to one SIP server. */
export const telephonyDetails = z.object({
  ws_uri: z.string(),
  sip_domain: z.string(),
  sip_ext: z.string(),
  uri: z.string(),
  authorization_user: z.string(),
  /** Short-lived; the console keeps it inside the SIP adapter only. */
  password: z.string(),
  expires_at: z.string(),
  display_name: z.string(),
  agent_queues: z.array(agentQueue),
  pause_codes: z.array(pauseCode),
  dispositions: z.array(disposition),
  timers: telephonyTimers,
});
export type TelephonyDetails = z.infer<typeof telephonyDetails>;

export const agentState = z.enum(['logged_out', 'ready', 'not_ready']);
export type AgentState = z.infer<typeof agentState>;

/** The agent's state as the service records it; the console reconciles with it after a reconnect. */
export const agentStatus = z.object({
  state: agentState,
  pause_code: z.string().nullable(),
  pause_reason: z.string().nullable(),
  previous_pause_code: z.string().nullable(),
  previous_pause_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type AgentStatus = z.infer<typeof agentStatus>;

export const setAgentStatusRequest = z
  .object({ state: agentState, pause_code: z.string().min(1).max(40).optional() })
  .refine((r) => r.state !== 'not_ready' || r.pause_code !== undefined, {
    message: 'A pause code is required for Not ready',
    path: ['pause_code'],
  });
export type SetAgentStatusRequest = z.infer<typeof setAgentStatusRequest>;

/** An agent's live routing state as the service's queue router sees it (wider than the recorded state). */
export const liveAgentState = z.enum(['ready', 'not_ready', 'offered', 'on_call', 'wrap_up', 'offline']);
export type LiveAgentState = z.infer<typeof liveAgentState>;

/** One queue's live figures for the supervisor's view (issue 20). */
export const liveQueue = z.object({
  id: dbInt(),
  name: z.string(),
  number: z.string().nullable(),
  waiting: z.number().int().nonnegative(),
  longest_wait_seconds: z.number().int().nonnegative(),
});
export type LiveQueue = z.infer<typeof liveQueue>;

/** One staff member in /telephony/details/all_user (never with credentials). */
export const telephonyUser = z.object({
  user_id: dbInt(),
  user_name: z.string(),
  telephony_details: z.object({
    sip_ext: z.string(),
    agent_queues: z.array(agentQueue),
    state: agentState,
    pause_reason: z.string().nullable(),
    live_state: liveAgentState.optional(),
    /** ISO time the live state began. */
    live_since: z.string().nullable().optional(),
    missed: z.number().int().nonnegative().optional(),
    rejected: z.number().int().nonnegative().optional(),
    /** The figures of that user's queues. */
    live_queues: z.array(liveQueue).optional(),
  }),
});
export type TelephonyUser = z.infer<typeof telephonyUser>;

/**
 * telephony_details of /workflow/user/workgroups/default (spec §7 msg[0]): the line the caller's default workgroup
 * answers on — its tenant's call queue (the one the caller is a member of first), the queue's number (the line
 * customers dial, shown as the outbound caller id), its ring time and after-call work, and the caller's extension.
 */
export const workgroupLine = z.object({
  queue: z.object({ id: dbInt(), name: z.string(), number: z.string().nullable() }).nullable(),
  caller_id: z.string().nullable(),
  sip_ext: z.string().nullable(),
  ring_timeout_seconds: z.number().int().nullable(),
  wrap_up_seconds: z.number().int().nullable(),
  member_of_queue: z.boolean(),
});
export type WorkgroupLine = z.infer<typeof workgroupLine>;
