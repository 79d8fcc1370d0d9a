import type { AgentStatus, PauseCode, TelephonyTimers } from '../contracts/telephony/details';
import type { PendingChange } from '../contracts/telephony/types';
import { formatPhone } from './phone-number';

/** Spec §9 defaults, used until the service's telephony_details arrive. */
export const defaultTelephonyTimers: TelephonyTimers = {
  retry_interval_ms: 15_000,
  retry_limit_ms: 300_000,
  queue_stats_delay_ms: 5000,
  queue_stats_period_ms: 30_000,
  connectivity_poll_ms: 10_000,
  notification_interval_ms: 15_000,
  wrap_up_seconds: 0,
};

export const pauseOf = (codes: readonly PauseCode[], code: string | null): PauseCode | null =>
  code === null ? null : (codes.find((p) => p.code === code) ?? { code, reason: code });

export type AfterCall = 'ready' | 'becomingReady' | 'pausing' | 'queueLogout' | 'notReady';

/**
 * Where the agent goes when a call's after-call work ends: the change asked for during the call wins; otherwise an
 * outbound call placed while Not ready returns to that pause, because being made Available after every outbound
 * call is the Connect CCP complaint. The service still records that pause, so only Ready needs saving.
 */
export const afterWrapUp = (
  pending: PendingChange | null,
  returnPause: PauseCode | null = null,
): AfterCall => {
  if (pending?.kind === 'pause') return 'pausing';
  if (pending?.kind === 'queueLogout') return 'queueLogout';
  if (returnPause === null) return 'ready';
  return pending?.kind === 'ready' ? 'becomingReady' : 'notReady';
};

/** A transfer target: an agent's extension or a queue's number, as the dial plan knows them. */
export const isTransferTarget = (value: string): boolean => /^\+?[0-9*#]{2,20}$/.test(value.trim());

/** Seconds of enforced after-call work: the routed call's own (X-Acd-Wrap-Up), else the tenant's timer. */
export const wrapUpSecondsOf = (callSeconds: number | null, timerSeconds: number | undefined): number =>
  Math.max(0, callSeconds ?? timerSeconds ?? 0);

/** "0:25": the after-call work countdown as the agent reads it. */
export const countdownText = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Where the service's record puts a console that has just (re-)registered. */
export const reconciledState = (status: AgentStatus): 'ready' | 'notReady' | 'registered' => {
  if (status.state === 'ready') return 'ready';
  if (status.state === 'not_ready') return 'notReady';
  return 'registered';
};

export const refusedCallText = (number: string, pause: PauseCode | null): string =>
  `Call from ${formatPhone(number)} was refused: you are Not ready${pause ? ` (${pause.reason})` : ''}. Choose Ready to take calls.`;

export const notInQueueCallText = (number: string): string =>
  `Call from ${formatPhone(number)} was refused: you are not logged in to your queues.`;

/** What the dock says when no SIP server answered the first attempt of a login (issue 20). */
export const unavailableText = (wsUri: string | null): string =>
  `Telephony unavailable: no SIP server at ${wsUri ?? 'the configured address'}.`;

export const unavailableHint =
  'Start the product with npm start on a machine with Kamailio installed, or set TELEPHONY_WS_URL to your PBX. ' +
  'The console keeps trying and connects as soon as a server answers.';

export const gaveUpText = (limitMs: number): string =>
  `Could not reconnect to the telephony server for ${Math.round(limitMs / 60_000) || 1} minute(s). ` +
  'Check your network, then choose Reconnect.';

export const transportLostText = 'The call was lost: the connection to the telephony server dropped.';

/** The human reason for a SIP failure cause (JsSIP's cause names), for notices. */
export const causeText = (cause: string): string => {
  const known: Record<string, string> = {
    Busy: 'the line is busy',
    Rejected: 'the call was declined',
    'Not Found': 'the number was not found',
    Unavailable: 'the number is unavailable',
    'No Answer': 'there was no answer',
    Canceled: 'the call was cancelled',
    'Request Timeout': 'there was no answer',
    'Connection Error': 'the connection to the telephony server failed',
    'Authentication Error': 'the telephony server refused the credentials',
  };
  return known[cause] ?? cause.toLowerCase();
};

/** Phone numbers are stored and shown with spaces and brackets; the softphone dials digits (and a leading +). */
export const dialableNumber = (text: string): string => {
  const trimmed = text.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/[^0-9]/g, '');
};
