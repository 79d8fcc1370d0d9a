import { assign, sendTo, setup, stateIn } from 'xstate';
import type { AgentStatus } from '../../contracts/telephony/details';
import type { LogCommand, TelephonyContext, TelephonyEvent } from '../../contracts/telephony/types';
import {
  afterWrapUp,
  isTransferTarget,
  pauseOf,
  reconciledState,
  transportLostText,
  wrapUpSecondsOf,
  type AfterCall,
} from '../../rules/telephony';
import { telephonyActors } from './telephony-actors';

export const transferConfirmWaitMs = 10_000;

/** What views ask the telephony snapshot (`hasTag`), so they never match deep state paths. */
export type TelephonyTag =
  | 'busy'
  | 'pre-login'
  | 'signing-in'
  | 'signing-out'
  | 'signed-in'
  | 'sip-connected'
  | 'sip-reconnecting'
  | 'sip-failed'
  | 'registering'
  | 'out-of-queue'
  | 'in-queue'
  | 'ready'
  | 'not-ready'
  | 'in-call'
  | 'ringing'
  | 'dialing'
  | 'connected'
  | 'on-hold'
  | 'transferring'
  | 'consulting'
  | 'consult-connected'
  | 'wrap-up'
  | 'wrap-up-held';

type LoggedEvent = Extract<LogCommand, { type: 'log.event' }>['event'];

/** The current call's fields, as they are when there is no call. */
export const clearCall = {
  call_id: null,
  incoming_number: null,
  call_number: null,
  call_direction: null,
  call_log_table_id: null,
  call_hold_id: null,
  answered_at: null,
  muted: false,
  recording: 'off' as const,
  system_disposition: null,
  call_queue: null,
  call_wrap_up_seconds: null,
  wrap_up_until: null,
  return_pause: null,
  transfer_target: null,
} satisfies Partial<TelephonyContext>;

export const status = (lifecycle_status: string) => ({
  type: 'setStatus' as const,
  params: { lifecycle_status },
});
export const logged = (event: LoggedEvent, detail?: string) => ({
  type: 'logEvent' as const,
  params: { event, detail },
});
export const rememberPause = {
  type: 'rememberPause' as const,
  params: ({ event }: { event: { output: AgentStatus } }) => ({ status: event.output }),
};
export const toRegistering = '#telephony.session.agent.registering';
export const toQueueLogout = '#telephony.session.agent.queueLogout';
export const toRegistered = '#telephony.session.agent.registered';

/** What the agent reads when the service took them out of the queues while their console was out of its reach. */
export const loggedOutNotice =
  'You were logged out of the queues while this console was out of reach. Log in to queues to take calls again.';

/** The actors, actions and guards of the telephony machine; its regions are written against this setup. */
export const telephonySetup = setup({
  types: { context: {} as TelephonyContext, events: {} as TelephonyEvent, tags: {} as TelephonyTag },
  actors: telephonyActors,
  actions: {
    setStatus: assign((_, params: { lifecycle_status: string }) => ({
      lifecycle_status: params.lifecycle_status,
    })),
    queueReady: assign({ pending: { kind: 'ready' } }),
    queuePause: assign({
      pending: ({ context, event }) =>
        event.type === 'telephony.pause' ? { kind: 'pause' as const, code: event.code } : context.pending,
    }),
    queueLogoutLater: assign({ pending: { kind: 'queueLogout' } }),
    noteLoggedOut: assign({ notice: loggedOutNotice }),
    // Alone the machine has no one to tell; the softphone, its parent, turns each notice into a toast.
    notifyOffline: () => undefined,
    // The monitor leg's news (issue 39) is the softphone's monitor session's to act on; alone, no one listens.
    reportMonitorLeg: () => undefined,
    rememberPause: assign(({ context }, params: { status: AgentStatus }) => ({
      current_pause: pauseOf(context.pause_codes, params.status.pause_code),
      previous_pause: pauseOf(context.pause_codes, params.status.previous_pause_code),
      pending: null,
      requested_pause: null,
    })),
    // Ready without the service's answer (a queue call came first, see becomingReady): what it would have said.
    readyOnOffer: assign(({ context }) => ({
      previous_pause: context.current_pause ?? context.previous_pause,
      current_pause: null,
      pending: null,
      requested_pause: null,
    })),
    lostCall: assign(({ context }) => ({
      system_disposition: context.dispositions.find((d) => d.system)?.code ?? null,
      notice: transportLostText,
    })),
    applyPendingPause: assign(({ context }) => ({
      ...clearCall,
      requested_pause: context.pending?.kind === 'pause' ? context.pending.code : null,
      pending: null,
    })),
    logEvent: sendTo('callLog', (_, params: { event: LoggedEvent; detail?: string }) => ({
      type: 'log.event' as const,
      event: params.event,
      detail: params.detail,
    })),
  },
  delays: {
    // How long a far end that took our REFER may stay silent (no NOTIFY, no BYE) before the agent is released.
    transferConfirmWait: transferConfirmWaitMs,
    // Read when the countdown starts: the routed call's own after-call work, else the tenant's.
    wrapUpHold: ({ context }) =>
      wrapUpSecondsOf(context.call_wrap_up_seconds, context.timers.wrap_up_seconds) * 1000,
  },
  guards: {
    isRegistered: stateIn({ session: { connection: 'registered' } }),
    isIdle: ({ context }) => context.call_id === null && context.call_direction === null,
    afterCallIs: ({ context }, params: { next: AfterCall }) =>
      afterWrapUp(context.pending, context.return_pause) === params.next,
    noEnforcedWrapUp: ({ context }) =>
      wrapUpSecondsOf(context.call_wrap_up_seconds, context.timers.wrap_up_seconds) === 0,
    // The tenant's codes, never a system one the console sets itself (unless this call carries it).
    isOfferedCode: ({ context, event }) =>
      event.type === 'telephony.disposition.submit' &&
      context.dispositions.some(
        (d) => d.code === event.code && (!d.system || d.code === context.system_disposition),
      ),
    isTransferTarget: ({ event }) =>
      (event.type === 'telephony.transfer.blind' || event.type === 'telephony.transfer.consult') &&
      isTransferTarget(event.target),
    isReadyAtService: (_, params: { status: AgentStatus }) => reconciledState(params.status) === 'ready',
    isNotReadyAtService: (_, params: { status: AgentStatus }) =>
      reconciledState(params.status) === 'notReady',
    isTransportEnd: ({ event }) => event.type === 'sip.ended' && event.transport,
    // JsSIP's cause for a CANCEL from the far end: the caller gave up before the call was answered.
    isCallerCancel: ({ event }) => event.type === 'sip.ended' && event.cause === 'Canceled',
  },
});

/** During a call a state change waits (spec: applied when the call ends). */
export const queueChanges = {
  'telephony.ready': { actions: 'queueReady' as const },
  'telephony.pause': { actions: 'queuePause' as const },
  'telephony.queue.logout': { actions: 'queueLogoutLater' as const },
};
