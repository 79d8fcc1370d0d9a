import { assign, sendTo } from 'xstate';
import type { PublicDetails, TelephonyContext } from '../contracts/telephony/types';
import { agentRegion } from './telephony/agent-region';
import { connectionRegion } from './telephony/connection-region';
import { initialTelephonyContext, publicDetailsOf } from './telephony/context';
import { errorText } from '../services/http-result';
import { status, telephonySetup } from './telephony/telephony-setup';

const detailsFrom = (context: TelephonyContext): PublicDetails => ({
  ws_uri: context.ws_uri ?? '',
  sip_domain: context.sip_domain ?? '',
  sip_ext: context.sip_ext ?? '',
  uri: context.uri ?? '',
  authorization_user: context.authorization_user ?? '',
  expires_at: '',
  display_name: context.display_name ?? '',
  agent_queues: context.agent_queues,
  pause_codes: context.pause_codes,
  dispositions: context.dispositions,
  timers: context.timers,
});

/**
 * The agent's telephony session (spec §3, §4): a connection region (connecting → registered ⇄ reconnecting →
 * failed) beside the agent region (registering → registered → queue login → ready ⇄ not ready → ringing / dialing
 * → on call ⇄ on hold → wrap-up). The SIP adapter, the call log recorder and the streams are actors named in
 * `telephonySetup`; tests provide their own, so no test needs JsSIP or a SIP server.
 */
export const telephonyMachine = telephonySetup.createMachine({
  id: 'telephony',
  context: initialTelephonyContext,
  initial: 'preLogin',
  on: {
    'telephony.notice.dismiss': { actions: assign({ notice: null }) },
    'log.started': { actions: assign({ call_log_table_id: ({ event }) => event.call_log_table_id }) },
  },
  states: {
    preLogin: {
      tags: ['pre-login'],
      entry: status('pre-login'),
      on: { 'telephony.login': { target: 'loading', actions: assign({ error: null, notice: null }) } },
    },
    loading: {
      tags: ['busy', 'signing-in'],
      entry: status('registering'),
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        onDone: { target: 'session', actions: assign(({ event }) => publicDetailsOf(event.output)) },
        onError: {
          target: 'preLogin',
          actions: assign({ error: ({ event }) => errorText(event.error, 'Telephony could not start') }),
        },
      },
    },
    session: {
      tags: ['signed-in'],
      type: 'parallel',
      invoke: [
        { id: 'sip', src: 'sip', input: ({ context }) => ({ details: detailsFrom(context) }) },
        { id: 'callLog', src: 'callLog' },
        {
          id: 'connectivity',
          src: 'connectivity',
          input: ({ context }) => ({
            pollMs: context.timers.connectivity_poll_ms,
            noticeMs: context.timers.notification_interval_ms,
          }),
        },
      ],
      on: {
        'net.online': { actions: assign({ online: true }) },
        'net.offline': { actions: assign({ online: false }) },
        'net.notice': { actions: 'notifyOffline' },
        'telephony.call.mute': { actions: [sendTo('sip', { type: 'sip.mute' }), assign({ muted: true })] },
        'telephony.call.unmute': {
          actions: [sendTo('sip', { type: 'sip.unmute' }), assign({ muted: false })],
        },
        'telephony.logout': { target: 'loggingOut', guard: 'isIdle' },
        'telephony.monitor': { actions: sendTo('sip', ({ event }) => event.command) },
        'sip.monitor.connected': { actions: 'reportMonitorLeg' },
        'sip.monitor.ended': { actions: 'reportMonitorLeg' },
      },
      states: { connection: connectionRegion, agent: agentRegion },
    },
    loggingOut: {
      tags: ['busy', 'signing-out'],
      invoke: {
        id: 'logout',
        src: 'setAgentStatus',
        input: { state: 'logged_out' },
        onDone: { target: 'preLogin', actions: assign(() => ({ ...initialTelephonyContext })) },
        onError: { target: 'preLogin', actions: assign(() => ({ ...initialTelephonyContext })) },
      },
    },
  },
});
