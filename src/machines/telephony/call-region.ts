import { assign, sendTo } from 'xstate';
import type { TelephonyEvent } from '../../contracts/telephony/types';
import { causeText } from '../../rules/telephony';
import { leavingCall } from './after-call';
import { clearCall, logged, queueChanges, status, telephonySetup, toRegistering } from './telephony-setup';
import { transferStarts, transferStates } from './transfer-states';
import { recorder } from './recording-states';
import { wrapUp } from './wrap-up-states';

const answered = {
  target: 'talking',
  actions: [telephonySetup.assign({ answered_at: () => Date.now() }), logged('answered')],
} as const;
const lostBeforeAnswer = {
  target: toRegistering,
  actions: [logged('failed', 'Connection lost'), telephonySetup.assign(clearCall)],
} as const;
const lostCall = { target: 'wrapUp', actions: [logged('failed', 'Connection lost'), 'lostCall'] } as const;

const toLeaving = '#telephony.session.agent.inQueue.leavingCall';
// The caller gave up (CANCEL: JsSIP's 'Canceled') before anyone answered: not the agent's miss. A ring the queue
// router let run out is cancelled the same way, but the router says so itself (Not ready "Missed", see `ready`).
const callerHungUp = {
  guard: 'isCallerCancel' as const,
  target: toLeaving,
  actions: [
    logged('ended', 'Caller hung up'),
    telephonySetup.assign(({ context }) => ({
      ...clearCall,
      notice: `${context.call_number ?? 'The caller'} hung up before the call was answered.`,
    })),
  ],
};
const missed = {
  target: toLeaving,
  actions: [
    logged('missed', 'Not answered'),
    telephonySetup.assign(({ context }) => ({
      ...clearCall,
      missed_offers: context.missed_offers + 1,
      notice: `Missed call from ${context.call_number}`,
    })),
  ],
};
const answerFailed = {
  target: toLeaving,
  actions: [
    {
      type: 'logEvent' as const,
      params: ({ event }: { event: TelephonyEvent }) => ({
        event: 'failed' as const,
        detail: event.type === 'sip.ended' ? `Answer failed: ${event.cause}` : 'Answer failed',
      }),
    },
    telephonySetup.assign(({ context, event }) => ({
      ...clearCall,
      notice: `The call from ${context.call_number} could not be answered: ${
        event.type === 'sip.ended' ? causeText(event.cause) : 'it ended'
      }.`,
    })),
  ],
};

/** A connected call, held or not: one definition of how it ends (hang-up, the far end, the transport). */
const talking = telephonySetup.createStateConfig({
  tags: ['in-call', 'connected'],
  initial: 'onCall',
  invoke: [
    // Fresh for each call: who is Ready now is what a transfer needs. A refusal leaves the typed target only.
    {
      id: 'directory',
      src: 'loadDirectory',
      onDone: {
        actions: assign({
          directory: ({ context, event }) => event.output.filter((t) => t.ext !== context.sip_ext),
        }),
      },
      onError: { actions: assign({ directory: [] }) },
    },
    recorder,
  ],
  exit: assign({ recording: 'off' }),
  on: {
    ...queueChanges,
    // The agent's Record (on demand), Pause and Resume (a card number is read out); the recorder's reports.
    'telephony.recording.start': { actions: sendTo('recorder', { type: 'recording.start' }) },
    'telephony.recording.pause': { actions: sendTo('recorder', { type: 'recording.pause' }) },
    'telephony.recording.resume': { actions: sendTo('recorder', { type: 'recording.resume' }) },
    'recording.state': { actions: assign({ recording: ({ event }) => event.state }) },
    'telephony.call.hangup': {
      target: 'wrapUp',
      actions: [sendTo('sip', { type: 'sip.hangup' }), logged('ended')],
    },
    'sip.ended': [
      { guard: 'isTransportEnd', ...lostCall },
      { target: 'wrapUp', actions: logged('ended') },
    ],
    'sip.disconnected': lostCall,
    // We were a warm transfer's target: the transferred caller replaced the colleague who consulted us.
    'sip.replaced': {
      actions: assign(({ event }) => ({
        call_id: event.call_id,
        call_number: event.number,
        incoming_number: event.number,
      })),
    },
  },
  states: {
    onCall: {
      entry: [status('on-call'), assign({ call_hold_id: null })],
      on: {
        'telephony.call.hold': {
          target: 'onHold',
          actions: [sendTo('sip', { type: 'sip.hold' }), logged('hold')],
        },
        'telephony.call.dtmf': {
          actions: sendTo('sip', ({ event }) => ({ type: 'sip.dtmf' as const, tone: event.tone })),
        },
        ...transferStarts(),
      },
    },
    onHold: {
      tags: ['on-hold'],
      entry: [status('on-hold'), assign({ call_hold_id: ({ context }) => context.call_id })],
      on: {
        'telephony.call.unhold': {
          target: 'onCall',
          actions: [sendTo('sip', { type: 'sip.unhold' }), logged('unhold')],
        },
        ...transferStarts(),
      },
    },
    ...transferStates,
  },
});

/**
 * The states of one call inside the queue: ringing or dialing → talking (with its transfers) → after-call work →
 * leaving the call. An offer rejected or missed leaves through the same door, so a state asked for while it rang is
 * kept (the Flex complaint: a queued Not ready lost after a missed offer).
 */
export const callStates = {
  ringing: telephonySetup.createStateConfig({
    tags: ['in-call', 'ringing'],
    entry: status('ringing'),
    // offered: the agent has not picked up, so an end the caller did not cause is a miss. answering: the agent
    // pressed Answer, so an end is that answer failing (e.g. 488, no common media), never a miss.
    initial: 'offered',
    states: {
      offered: {
        on: {
          'telephony.call.answer': { target: 'answering', actions: sendTo('sip', { type: 'sip.answer' }) },
          'sip.ended': [callerHungUp, missed],
        },
      },
      answering: { on: { 'sip.ended': [callerHungUp, answerFailed] } },
    },
    on: {
      ...queueChanges,
      'telephony.call.reject': {
        target: 'leavingCall',
        actions: [
          sendTo('sip', { type: 'sip.reject', status: 603, reason: 'Declined' }),
          logged('refused', 'Declined by the agent'),
          assign(({ context }) => ({ ...clearCall, rejected_offers: context.rejected_offers + 1 })),
        ],
      },
      'sip.confirmed': answered,
      'sip.disconnected': lostBeforeAnswer,
      // The queue router let this offer ring out and made the agent Not ready (e.g. "Missed"); its push can come
      // before the PBX's cancel, so the ringing state takes it too, or the agent would look Ready afterwards.
      'service.agentStatus': {
        guard: ({ event }) => event.status.state === 'not_ready',
        target: 'notReady',
        actions: [
          logged('missed', 'Not answered in time'),
          assign(({ context }) => ({
            ...clearCall,
            missed_offers: context.missed_offers + 1,
            notice: `Missed call from ${context.call_number}`,
          })),
          { type: 'rememberPause', params: ({ event }) => ({ status: event.status }) },
        ],
      },
    },
  }),
  dialing: telephonySetup.createStateConfig({
    tags: ['in-call', 'dialing'],
    entry: status('dialing'),
    on: {
      ...queueChanges,
      'sip.dialing': {
        actions: [
          assign({ call_id: ({ event }) => event.call_id }),
          sendTo('callLog', ({ event }) => ({
            type: 'log.start' as const,
            direction: 'outbound' as const,
            number: event.number,
            sip_call_id: event.call_id,
          })),
        ],
      },
      'telephony.call.hangup': { actions: sendTo('sip', { type: 'sip.hangup' }) },
      'sip.confirmed': answered,
      // A call that never connected has no after-call work: straight to the state it would have led to.
      'sip.ended': {
        target: 'leavingCall',
        actions: [
          { type: 'logEvent', params: ({ event }) => ({ event: 'failed' as const, detail: event.cause }) },
          assign(({ context, event }) => ({
            notice: `Call to ${context.call_number} did not connect: ${causeText(event.cause)}.`,
          })),
        ],
      },
      'sip.disconnected': lostBeforeAnswer,
    },
  }),
  talking,
  wrapUp,
  leavingCall,
};
