import { assign, raise, sendTo } from 'xstate';
import { missedPauseCode } from '../../rules/call-routing';
import { refusedCallText } from '../../rules/telephony';
import { errorText } from '../../services/http-result';
import {
  rememberPause,
  status,
  telephonySetup,
  toQueueLogout,
  toRegistered,
  toRegistering,
} from './telephony-setup';

const logStart = (direction: 'inbound', event: { number: string; call_id: string }) => ({
  type: 'log.start' as const,
  direction,
  number: event.number,
  sip_call_id: event.call_id,
});

/** Between calls in the queue: Ready (takes and places calls) ⇄ Not ready with a pause reason. */
/**
 * The service logged the agent out (issue 35: a console not seen for the timeout is gone): the dock follows the
 * record instead of showing Ready while no call can reach it. Heard on the push channel or re-read on its return.
 */
const loggedOutByService = {
  guard: ({ event }: { event: { status: { state: string } } }) => event.status.state === 'logged_out',
  target: toRegistered,
  actions: 'noteLoggedOut',
} as const;

export const queueStates = {
  ready: telephonySetup.createStateConfig({
    tags: ['ready'],
    entry: status('ready'),
    on: {
      'telephony.pause': {
        target: 'pausing',
        actions: assign({ requested_pause: ({ event }) => event.code }),
      },
      'telephony.queue.logout': toQueueLogout,
      'sip.disconnected': toRegistering,
      // The service took the agent out of Ready (an offer rang out): the dock shows its reason, e.g. "Missed".
      // Its word can come after the ring's CANCEL already ended the offer as the caller's: then it counts here.
      'service.agentStatus': [
        {
          guard: ({ event }) => event.status.state === 'not_ready',
          target: 'notReady',
          actions: [
            { type: 'rememberPause', params: ({ event }) => ({ status: event.status }) },
            assign(({ context, event }) =>
              event.status.pause_code === missedPauseCode ? { missed_offers: context.missed_offers + 1 } : {},
            ),
          ],
        },
        loggedOutByService,
      ],
      'sip.incoming': {
        target: 'ringing',
        actions: [
          assign(({ event }) => ({
            call_id: event.call_id,
            incoming_number: event.number,
            call_number: event.number,
            call_direction: 'inbound' as const,
            call_queue: event.queue_name ?? null,
            call_wrap_up_seconds: event.wrap_up_seconds ?? null,
            return_pause: null,
            notice: null,
          })),
          sendTo('callLog', ({ event }) => logStart('inbound', event)),
        ],
      },
      'telephony.dial': {
        target: 'dialing',
        actions: [
          assign(({ event }) => ({
            call_number: event.number,
            call_direction: 'outbound' as const,
            return_pause: null,
            notice: null,
          })),
          sendTo('sip', ({ event }) => ({ type: 'sip.dial' as const, number: event.number })),
        ],
      },
    },
  }),
  pausing: telephonySetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'pause',
      src: 'setAgentStatus',
      input: ({ context }) => ({ state: 'not_ready' as const, pause_code: context.requested_pause ?? '' }),
      onDone: { target: 'notReady', actions: rememberPause },
      onError: {
        target: 'ready',
        actions: assign({
          error: ({ event }) => errorText(event.error, 'Not ready could not be saved'),
          pending: null,
        }),
      },
    },
    on: {
      'sip.incoming': { actions: sendTo('sip', { type: 'sip.reject', status: 486, reason: 'Agent busy' }) },
      'sip.disconnected': toRegistering,
    },
  }),
  notReady: telephonySetup.createStateConfig({
    tags: ['not-ready'],
    entry: status('not-ready'),
    on: {
      'telephony.ready': 'becomingReady',
      'service.agentStatus': loggedOutByService,
      'telephony.pause': {
        target: 'pausing',
        actions: assign({ requested_pause: ({ event }) => event.code }),
      },
      'telephony.queue.logout': toQueueLogout,
      // An outbound call while paused: no queue call is offered meanwhile (the service still has the pause),
      // and the agent comes back to this pause, not to Ready.
      'telephony.dial': {
        target: 'dialing',
        actions: [
          assign(({ context, event }) => ({
            call_number: event.number,
            call_direction: 'outbound' as const,
            return_pause: context.current_pause,
            notice: null,
          })),
          sendTo('sip', ({ event }) => ({ type: 'sip.dial' as const, number: event.number })),
        ],
      },
      'sip.disconnected': toRegistering,
      'sip.incoming': {
        // The caller hears "temporarily unavailable"; the agent reads why, and the log keeps it.
        actions: [
          sendTo('sip', { type: 'sip.reject', status: 480, reason: 'Agent not ready' }),
          assign({ notice: ({ context, event }) => refusedCallText(event.number, context.current_pause) }),
          sendTo('callLog', ({ event }) => logStart('inbound', event)),
          sendTo('callLog', ({ context }) => ({
            type: 'log.event' as const,
            event: 'refused' as const,
            detail: `Not ready${context.current_pause ? ` (${context.current_pause.reason})` : ''}`,
          })),
        ],
      },
    },
  }),
  becomingReady: telephonySetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'ready',
      src: 'setAgentStatus',
      input: { state: 'ready' },
      onDone: { target: 'ready', actions: rememberPause },
      onError: {
        target: 'notReady',
        actions: assign({ error: ({ event }) => errorText(event.error, 'Ready could not be saved') }),
      },
    },
    on: {
      'sip.disconnected': toRegistering,
      // The service made the agent Ready before its answer got here, and the SIP server, which asks it each
      // second whom to ring, offered a waiting call at once: this Ready's first call rings like any other, rather
      // than going unanswered until it rings out and the agent is set Not ready "Missed" (seen under load).
      'sip.incoming': { target: 'ready', actions: ['readyOnOffer', raise(({ event }) => event)] },
    },
  }),
};
