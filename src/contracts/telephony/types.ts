import type { RecordingEvent, RecordingState } from './recording-events';
import type { QueueSample, QueueStats } from './calls';
import type {
  AgentQueue,
  AgentState,
  AgentStatus,
  Disposition,
  PauseCode,
  TelephonyDetails,
  TelephonyTimers,
  WorkgroupLine,
} from './details';
import type { MonitorSipCommand, MonitorSipEvent } from './monitor';

/** telephony_details without the password, which stays in the SIP adapter (services/telephony/sip-credentials). */
export type PublicDetails = Omit<TelephonyDetails, 'password'> & {
  /** The default workgroup's line (/workflow/user/workgroups/default msg[0].telephony_details), when known. */
  line?: WorkgroupLine | null;
};

/** A colleague a call can be transferred to. */
export type TransferTarget = { ext: string; name: string; state: AgentState };

/** Click-to-call: any screen may ask the softphone to dial a contact. */
export type DialRequest = { number: string; name: string };

/** A state change the agent asked for during a call: applied when the call (and its wrap-up) ends. */
export type PendingChange = { kind: 'ready' } | { kind: 'pause'; code: string } | { kind: 'queueLogout' };

export type TelephonyContext = {
  /** Spec §3 telephony session; starts as pre-login. */
  lifecycle_status: string;
  uri: string | null;
  sip_ext: string | null;
  authorization_user: string | null;
  ws_uri: string | null;
  sip_domain: string | null;
  display_name: string | null;
  call_id: string | null;
  incoming_number: string | null;
  /** The number of the current call, either direction. */
  call_number: string | null;
  call_direction: 'inbound' | 'outbound' | null;
  call_log_table_id: number | null;
  /** The id of the call on hold (the current call's id while held), else null. */
  call_hold_id: string | null;
  answered_at: number | null;
  muted: boolean;
  /** Issue 39: whether the call is being recorded (the dock's indicator and Pause / Resume). */
  recording: RecordingState;
  agent_queues: AgentQueue[];
  pause_codes: PauseCode[];
  dispositions: Disposition[];
  current_pause: PauseCode | null;
  previous_pause: PauseCode | null;
  sip_login: boolean;
  queue_login: boolean;
  pending: PendingChange | null;
  /** The pause code being saved (pausing state). */
  requested_pause: string | null;
  /** Set when the transport dropped the call: the wrap-up's disposition is then the system one. */
  system_disposition: string | null;
  timers: TelephonyTimers;
  /** The line of the default Case workgroup: its queue and the caller id outbound calls show (spec §7). */
  line: WorkgroupLine | null;
  queue_stats: QueueStats | null;
  /** The queue statistics of the last minutes, oldest first (rules/queue-history.ts keeps the window). */
  queue_history: QueueSample[];
  online: boolean;
  retry_attempt: number;
  /** The service's supervisor is restarting its SIP server (sip_reachable): the dock says so while it retries. */
  sip_server_restarting: boolean;
  /**
   * Set when the first connection of a login found no SIP server: said once, with what to do, while the retry
   * schedule goes on quietly; cleared when a server answers.
   */
  unavailable: string | null;
  /** The queue a routed call came from (X-Acd-Queue-Name), shown on the incoming banner. */
  call_queue: string | null;
  /** The enforced after-call work of this call in seconds (X-Acd-Wrap-Up), else the tenant's timer. */
  call_wrap_up_seconds: number | null;
  /** When the enforced after-call work ends (epoch ms); null when there is none. */
  wrap_up_until: number | null;
  /** Not ready before an outbound call placed while paused: the agent goes back to it, not to Ready. */
  return_pause: PauseCode | null;
  /** The extension or queue number a transfer goes to (blind, or the consult's target). */
  transfer_target: string | null;
  /** Offers that rang out or that the agent declined, this session (Flex / CCP users ask for both). */
  /** Colleagues with an extension (/telephony/details/all_user), loaded when a call connects: transfer picks. */
  directory: TransferTarget[];
  missed_offers: number;
  rejected_offers: number;
  /** A problem the agent must see (failed login, gave up reconnecting, a refused request). */
  error: string | null;
  /** Something that happened the agent should know (a call refused while Not ready, a failed outbound call). */
  notice: string | null;
};

/** What the SIP adapter reports. */
export type SipEvent =
  | { type: 'sip.registered' }
  | { type: 'sip.registrationFailed'; reason: string }
  | { type: 'sip.disconnected'; reason: string; restarting?: boolean }
  | {
      type: 'sip.incoming';
      number: string;
      call_id: string;
      /** From the service's routing headers (X-Acd-Queue-Name, X-Acd-Wrap-Up) when the call came via a queue. */
      queue_name?: string | null;
      wrap_up_seconds?: number | null;
    }
  | { type: 'sip.dialing'; number: string; call_id: string }
  | { type: 'sip.confirmed'; call_id: string }
  | { type: 'sip.ended'; call_id: string; cause: string; transport: boolean }
  /** The far end took our REFER (202): it now calls the target; its NOTIFYs (or its BYE) say how that went. */
  | { type: 'sip.transferAccepted' }
  /** The far end reached the target (NOTIFY 2xx; for a blind transfer also ringing or queued there). */
  | { type: 'sip.transferred' }
  | { type: 'sip.transferFailed'; reason: string }
  | { type: 'sip.consult.confirmed' }
  | { type: 'sip.consult.ended'; cause: string }
  /** An INVITE with Replaces took over the current call (we were a warm transfer's target). */
  | { type: 'sip.replaced'; number: string; call_id: string }
  | MonitorSipEvent;

/** What the SIP adapter is told to do. */
export type SipCommand =
  | { type: 'sip.connect' }
  | { type: 'sip.dial'; number: string }
  | { type: 'sip.answer' }
  | { type: 'sip.reject'; status: 480 | 486 | 603; reason: string }
  | { type: 'sip.hangup' }
  | { type: 'sip.hold' }
  | { type: 'sip.unhold' }
  | { type: 'sip.mute' }
  | { type: 'sip.unmute' }
  | { type: 'sip.dtmf'; tone: string }
  | { type: 'sip.transfer'; target: string }
  | { type: 'sip.consult'; target: string }
  | { type: 'sip.consult.hangup' }
  | { type: 'sip.transfer.complete' }
  | MonitorSipCommand;

/** The call log recorder's answers (it serialises the log calls of one call). */
export type LogEvent =
  | { type: 'log.started'; call_log_table_id: number }
  | { type: 'log.disposed' }
  | { type: 'log.failed'; message: string };

export type LogCommand =
  | { type: 'log.start'; direction: 'inbound' | 'outbound'; number: string; sip_call_id: string }
  | {
      type: 'log.event';
      event: 'answered' | 'hold' | 'unhold' | 'ended' | 'refused' | 'failed' | 'missed';
      detail?: string;
    }
  | { type: 'log.dispose'; disposition_code: string; note?: string };

export type AgentEvent =
  | { type: 'telephony.login' }
  | { type: 'telephony.logout' }
  | { type: 'telephony.reconnect' }
  | { type: 'telephony.queue.login' }
  | { type: 'telephony.queue.logout' }
  | { type: 'telephony.ready' }
  | { type: 'telephony.pause'; code: string }
  | { type: 'telephony.dial'; number: string }
  | { type: 'telephony.call.answer' }
  | { type: 'telephony.call.reject' }
  | { type: 'telephony.call.hangup' }
  | { type: 'telephony.call.hold' }
  | { type: 'telephony.call.unhold' }
  | { type: 'telephony.call.mute' }
  | { type: 'telephony.call.unmute' }
  | { type: 'telephony.call.dtmf'; tone: string }
  | { type: 'telephony.transfer.blind'; target: string }
  | { type: 'telephony.transfer.consult'; target: string }
  | { type: 'telephony.transfer.complete' }
  | { type: 'telephony.transfer.cancel' }
  | { type: 'telephony.disposition.submit'; code: string; note?: string }
  | { type: 'telephony.notice.dismiss' }
  | { type: 'retry.attempt'; attempt: number }
  | { type: 'retry.gaveUp'; attempts: number }
  | { type: 'net.online' }
  | { type: 'net.offline' }
  | { type: 'net.notice' }
  | { type: 'queue.stats'; stats: QueueStats }
  /** A state the service set for the agent (Not ready "Missed" after an unanswered queue call, issue 20). */
  | { type: 'service.agentStatus'; status: AgentStatus }
  /** The softphone's monitor session (issue 39) asks the SIP adapter for the monitor leg. */
  | { type: 'telephony.monitor'; command: MonitorSipCommand };

export type TelephonyEvent = AgentEvent | SipEvent | LogEvent | RecordingEvent;

export type { AgentStatus };
