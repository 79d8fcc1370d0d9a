import { assign, sendTo } from 'xstate';
import { causeText } from '../../rules/telephony';
import {
  clearCall,
  logged,
  queueChanges,
  status,
  telephonySetup,
  toQueueLogout,
  toRegistering,
} from './telephony-setup';

const answered = {
  target: 'talking',
  actions: [telephonySetup.assign({ answered_at: () => Date.now() }), logged('answered')],
} as const;
const lostBeforeAnswer = {
  target: toRegistering,
  actions: [logged('failed', 'Connection lost'), telephonySetup.assign(clearCall)],
} as const;
const lostCall = { target: 'wrapUp', actions: [logged('failed', 'Connection lost'), 'lostCall'] } as const;

/** A connected call, held or not: one definition of how it ends (hang-up, the far end, the transport). */
const talking = telephonySetup.createStateConfig({
  tags: ['in-call', 'connected'],
  initial: 'onCall',
  on: {
    ...queueChanges,
    'telephony.call.hangup': {
      target: 'wrapUp',
      actions: [sendTo('sip', { type: 'sip.hangup' }), logged('ended')],
    },
    'sip.ended': [
      { guard: 'isTransportEnd', ...lostCall },
      { target: 'wrapUp', actions: logged('ended') },
    ],
    'sip.disconnected': lostCall,
  },
  states: {
    onCall: {
      entry: [status('on-call'), assign({ call_hold_id: null })],
      on: {
        'telephony.call.hold': {
          target: 'onHold',
          actions: [sendTo('sip', { type: 'sip.hold' }), logged('hold')],
        },
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
      },
    },
  },
});

/** The states of one call inside the queue: ringing or dialing → talking → wrap-up → disposing. */
export const callStates = {
  ringing: telephonySetup.createStateConfig({
    tags: ['in-call', 'ringing'],
    entry: status('ringing'),
    on: {
      ...queueChanges,
      'telephony.call.answer': { actions: sendTo('sip', { type: 'sip.answer' }) },
      'telephony.call.reject': {
        target: 'ready',
        actions: [
          sendTo('sip', { type: 'sip.reject', status: 603, reason: 'Declined' }),
          logged('refused', 'Declined by the agent'),
          assign(clearCall),
        ],
      },
      'sip.confirmed': answered,
      'sip.ended': {
        target: 'ready',
        actions: [
          logged('ended'),
          assign(({ context }) => ({ ...clearCall, notice: `Missed call from ${context.call_number}` })),
        ],
      },
      'sip.disconnected': lostBeforeAnswer,
      // The queue router let this offer ring out and made the agent Not ready (e.g. "Missed"); its push can come
      // before the PBX's cancel, so the ringing state takes it too, or the agent would look Ready afterwards.
      'service.agentStatus': {
        guard: ({ event }) => event.status.state === 'not_ready',
        target: 'notReady',
        actions: [
          logged('missed', 'Not answered in time'),
          assign(({ context }) => ({ ...clearCall, notice: `Missed call from ${context.call_number}` })),
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
      'sip.ended': {
        target: 'ready',
        actions: [
          { type: 'logEvent', params: ({ event }) => ({ event: 'failed' as const, detail: event.cause }) },
          assign(({ context, event }) => ({
            ...clearCall,
            notice: `Call to ${context.call_number} did not connect: ${causeText(event.cause)}.`,
          })),
        ],
      },
      'sip.disconnected': lostBeforeAnswer,
    },
  }),
  talking,
  wrapUp: telephonySetup.createStateConfig({
    tags: ['wrap-up'],
    entry: [status('wrap-up'), assign({ call_hold_id: null, muted: false })],
    on: {
      ...queueChanges,
      'telephony.disposition.submit': {
        target: 'disposing',
        actions: sendTo('callLog', ({ event }) => ({
          type: 'log.dispose' as const,
          disposition_code: event.code,
          note: event.note,
        })),
      },
    },
  }),
  disposing: telephonySetup.createStateConfig({
    tags: ['wrap-up', 'busy'],
    on: {
      ...queueChanges,
      'log.disposed': [
        { guard: 'pendingPause', target: 'pausing', actions: 'applyPendingPause' },
        { guard: 'pendingQueueLogout', target: toQueueLogout, actions: assign(clearCall) },
        { guard: 'isRegistered', target: 'ready', actions: assign({ ...clearCall, pending: null }) },
        { target: toRegistering, actions: assign({ ...clearCall, pending: null }) },
      ],
      'log.failed': {
        target: 'wrapUp',
        actions: assign({ error: ({ event }) => `The disposition was not saved: ${event.message}` }),
      },
    },
  }),
};
