import { assign, sendTo } from 'xstate';
import { gaveUpText, unavailableText } from '../../rules/telephony';
import { telephonySetup } from './telephony-setup';

const registered = {
  target: 'registered',
  actions: telephonySetup.assign({
    sip_login: true,
    error: null,
    unavailable: null,
    sip_server_restarting: false,
  }),
} as const;

/** The SIP connection: connecting → registered ⇄ reconnecting (retry stream) → failed, until Reconnect. */
export const connectionRegion = telephonySetup.createStateConfig({
  initial: 'connecting',
  states: {
    connecting: {
      on: {
        'sip.registered': registered,
        'sip.registrationFailed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => `Telephony login failed: ${event.reason}` }),
        },
        // Never reached in this login: most often no SIP server at all (npm start without Kamailio). Said once;
        // the attempts that follow change nothing on screen.
        'sip.disconnected': {
          target: 'reconnecting',
          actions: assign({ unavailable: ({ context }) => unavailableText(context.ws_uri) }),
        },
      },
    },
    registered: {
      tags: ['sip-connected'],
      on: { 'sip.disconnected': { target: 'reconnecting', actions: assign({ sip_login: false }) } },
    },
    reconnecting: {
      tags: ['sip-reconnecting'],
      entry: assign({ retry_attempt: 0, sip_login: false }),
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ context }) => ({
          intervalMs: context.timers.retry_interval_ms,
          limitMs: context.timers.retry_limit_ms,
        }),
      },
      on: {
        'retry.attempt': {
          actions: [
            assign({ retry_attempt: ({ event }) => event.attempt }),
            sendTo('sip', { type: 'sip.connect' }),
          ],
        },
        'retry.gaveUp': {
          target: 'failed',
          actions: assign({ error: ({ context }) => gaveUpText(context.timers.retry_limit_ms) }),
        },
        'sip.registered': registered,
        // An attempt found no server listening; the service may know why (its supervisor restarting Kamailio).
        'sip.disconnected': {
          actions: assign({ sip_server_restarting: ({ event }) => event.restarting === true }),
        },
      },
    },
    failed: {
      tags: ['sip-failed'],
      on: {
        'telephony.reconnect': {
          target: 'connecting',
          actions: [assign({ error: null }), sendTo('sip', { type: 'sip.connect' })],
        },
      },
    },
  },
});
