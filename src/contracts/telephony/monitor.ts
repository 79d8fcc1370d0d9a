import { z } from 'zod';

/** Supervisor monitoring (issue 39): Listen is silent, Whisper reaches the agent only, Barge joins all three. */
export const monitorMode = z.enum(['listen', 'whisper', 'barge']);
export type MonitorMode = z.infer<typeof monitorMode>;

export const monitorPaths = {
  start: '/telephony/monitor/start',
  mode: '/telephony/monitor/mode',
  stop: '/telephony/monitor/stop',
} as const;

export const monitorStartRequest = z.object({
  agent_user_id: z.number().int().positive(),
  mode: monitorMode,
});
export type MonitorStartRequest = z.infer<typeof monitorStartRequest>;

/** The session is named by the opaque id the start answered; it never reaches a screen. */
export const monitorModeRequest = z.object({ monitor_id: z.string().uuid(), mode: monitorMode });
export type MonitorModeRequest = z.infer<typeof monitorModeRequest>;

export const monitorStopRequest = z.object({ monitor_id: z.string().uuid() });
export type MonitorStopRequest = z.infer<typeof monitorStopRequest>;

/** What the supervisor's console needs to accept the agent's monitor leg. */
export const monitorSession = z.object({
  monitor_id: z.string().uuid(),
  /** One-time: the agent's leg carries it in X-Monitor-Token, and only a leg carrying it is answered. */
  token: z.string().regex(/^[0-9a-f]{32}$/),
  mode: monitorMode,
  agent_name: z.string(),
  agent_ext: z.string(),
});
export type MonitorSession = z.infer<typeof monitorSession>;

export const monitorStopped = z.object({ duration_seconds: z.number().int().nonnegative() });
export type MonitorStopped = z.infer<typeof monitorStopped>;

/** Pushed to the monitored agent's consoles (`event: monitor`). */
export const monitorPush = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('start'),
    monitor_id: z.string().uuid(),
    token: z.string().regex(/^[0-9a-f]{32}$/),
    mode: monitorMode,
    supervisor_name: z.string(),
    /** The extension the agent's phone places the monitor leg to. */
    supervisor_ext: z.string(),
    /** The tenant's policy: whether the agent's dock says a supervisor is on the call. */
    notice: z.boolean(),
  }),
  z.object({ kind: z.literal('mode'), monitor_id: z.string().uuid(), mode: monitorMode }),
  z.object({ kind: z.literal('stop'), monitor_id: z.string().uuid() }),
]);
export type MonitorPush = z.infer<typeof monitorPush>;

/** The SIP header of the monitor leg. */
export const monitorTokenHeader = 'X-Monitor-Token';

/** What the softphone tells its SIP adapter about the monitor leg (never a call of the agent's own). */
export type MonitorSipCommand =
  /** Supervisor: answer the one leg that carries this token. */
  | { type: 'sip.monitor.expect'; token: string }
  /** Agent: place the leg to the supervisor's extension and mix the call into it. */
  | { type: 'sip.monitor.place'; token: string; extension: string; mode: MonitorMode }
  /** Agent: change only the mix; nothing is renegotiated. */
  | { type: 'sip.monitor.mode'; mode: MonitorMode }
  | { type: 'sip.monitor.end' };

export type MonitorSipEvent =
  { type: 'sip.monitor.connected' } | { type: 'sip.monitor.ended'; cause: string };
