import type { SnapshotFrom } from 'xstate';
import type { CallCaseEvent, callCaseMachine } from '../call-case.machine';
import type { telephonyMachine } from '../telephony.machine';

/** What the softphone reads of the phone to steer the guided call-to-case flow. */
export type PhoneView = {
  ringing: boolean;
  /** Ready or Not ready: in the queue with no call. */
  betweenCalls: boolean;
  ready: boolean;
  inbound: boolean;
  call_log_table_id: number | null;
  incoming_number: string | null;
  answered_at: number | null;
  call_id: string | null;
};

/** What the softphone remembers of the flow: its state and the call it was started for. */
export type FlowView = { state: string; call_log_table_id: number | null };

export const phoneViewOf = (s: SnapshotFrom<typeof telephonyMachine>): PhoneView => ({
  ringing: s.hasTag('ringing'),
  betweenCalls: s.hasTag('ready') || s.hasTag('not-ready'),
  ready: s.hasTag('ready'),
  inbound: s.context.call_direction === 'inbound',
  call_log_table_id: s.context.call_log_table_id,
  incoming_number: s.context.incoming_number,
  answered_at: s.context.answered_at,
  call_id: s.context.call_id,
});

export const flowViewOf = (s: SnapshotFrom<typeof callCaseMachine>): FlowView => ({
  state: typeof s.value === 'string' ? s.value : JSON.stringify(s.value),
  call_log_table_id: s.context.call_log_table_id,
});

/**
 * The flow follows the phone: an inbound call starts it while it rings (so the banner can name the caller, once
 * the call log has its id); a call that was never answered resets it; back between calls, the wrap-up finishes
 * it. `answered` is carried from one phone snapshot to the next.
 */
export const flowSync = (
  phone: PhoneView,
  flow: FlowView,
  answered: boolean,
): { answered: boolean; command: CallCaseEvent | null } => {
  if (phone.ringing && phone.inbound && phone.call_log_table_id !== null) {
    if (flow.call_log_table_id === phone.call_log_table_id || !phone.incoming_number)
      return { answered, command: null };
    return {
      answered: false,
      command: {
        type: 'flow.start',
        number: phone.incoming_number,
        call_log_table_id: phone.call_log_table_id,
      },
    };
  }
  const nowAnswered = answered || phone.answered_at !== null;
  const idle = phone.betweenCalls || phone.call_id === null;
  if (!idle || flow.state === 'idle' || flow.state === 'done')
    return { answered: nowAnswered, command: null };
  if (flow.state === 'disposition') return { answered: nowAnswered, command: { type: 'flow.finish' } };
  if (!nowAnswered && phone.call_id === null)
    return { answered: nowAnswered, command: { type: 'flow.reset' } };
  return { answered: nowAnswered, command: null };
};
