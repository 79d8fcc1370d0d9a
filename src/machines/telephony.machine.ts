import { EMPTY } from 'rxjs';
import {
  assign,
  fromCallback,
  fromEventObservable,
  fromPromise,
  sendTo,
  setup,
  stateIn,
  type EventObject,
} from 'xstate';
import type { AgentStatus } from '../contracts/telephony/details';
import { failureText, HttpError } from '../services/http-result';
import {
  afterWrapUp,
  causeText,
  gaveUpText,
  notReadyDialText,
  pauseOf,
  reconciledState,
  refusedCallText,
  transportLostText,
} from '../rules/telephony';
import { initialTelephonyContext, publicDetailsOf } from './telephony/context';
import type {
  LogCommand,
  PublicDetails,
  SipCommand,
  TelephonyContext,
  TelephonyEvent,
} from '../contracts/telephony/types';

const errorText = (error: unknown, fallback: string): string =>
  error instanceof HttpError ? failureText(error.failure) : fallback;

const status = (lifecycle_status: string) => ({ type: 'setStatus' as const, params: { lifecycle_status } });
const toRegistering = '#telephony.session.agent.registering';
const toQueueLogout = '#telephony.session.agent.queueLogout';
const clearCall = {
  call_id: null,
  incoming_number: null,
  call_number: null,
  call_direction: null,
  call_log_table_id: null,
  call_hold_id: null,
  answered_at: null,
  muted: false,
  system_disposition: null,
} satisfies Partial<TelephonyContext>;

/** During a call a state change waits (spec: applied when the call ends). */
const queueChanges = {
  'telephony.ready': { actions: 'queueReady' as const },
  'telephony.pause': { actions: 'queuePause' as const },
  'telephony.queue.logout': { actions: 'queueLogoutLater' as const },
};

/**
 * The agent's telephony session (spec §3, §4): a connection region (connecting → registered ⇄ reconnecting →
 * failed) beside the agent region (registering → registered → queue login → ready ⇄ not ready → ringing / dialing
 * → on call ⇄ on hold → wrap-up). The SIP adapter, the call log recorder and the streams are actors supplied by
 * name: this file knows nothing of JsSIP or of any SIP server, and tests provide their own.
 */
export const telephonyMachine = setup({
  types: { context: {} as TelephonyContext, events: {} as TelephonyEvent },
  actors: {
    loadDetails: fromPromise<PublicDetails>(async () => {
      throw new Error('loadDetails is provided by the softphone');
    }),
    loadAgentStatus: fromPromise<AgentStatus>(async () => {
      throw new Error('loadAgentStatus is provided by the softphone');
    }),
    setAgentStatus: fromPromise<AgentStatus, { state: AgentStatus['state']; pause_code?: string }>(
      async () => {
        throw new Error('setAgentStatus is provided by the softphone');
      },
    ),
    sip: fromCallback<SipCommand, { details: PublicDetails }>(() => undefined),
    callLog: fromCallback<LogCommand>(() => undefined),
    retry: fromEventObservable<EventObject, { intervalMs: number; limitMs: number }>(() => EMPTY),
    connectivity: fromEventObservable<EventObject, { pollMs: number; noticeMs: number }>(() => EMPTY),
    queueStats: fromEventObservable<EventObject, { delayMs: number; periodMs: number }>(() => EMPTY),
  },
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
    /** The repeating lost-connectivity notification; the softphone turns it into a toast. */
    notifyOffline: () => undefined,
    rememberPause: assign(({ context }, params: { status: AgentStatus }) => ({
      current_pause: pauseOf(context.pause_codes, params.status.pause_code),
      previous_pause: pauseOf(context.pause_codes, params.status.previous_pause_code),
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
    logEvent: sendTo(
      'callLog',
      (_, params: { event: Extract<LogCommand, { type: 'log.event' }>['event']; detail?: string }) => ({
        type: 'log.event' as const,
        event: params.event,
        detail: params.detail,
      }),
    ),
  },
  guards: {
    isRegistered: stateIn({ session: { connection: 'registered' } }),
    isIdle: ({ context }) => context.call_id === null && context.call_direction === null,
    pendingPause: ({ context }) => afterWrapUp(context.pending) === 'pausing',
    pendingQueueLogout: ({ context }) => afterWrapUp(context.pending) === 'queueLogout',
    isReadyAtService: (_, params: { status: AgentStatus }) => reconciledState(params.status) === 'ready',
    isNotReadyAtService: (_, params: { status: AgentStatus }) =>
      reconciledState(params.status) === 'notReady',
    isTransportEnd: ({ event }) => event.type === 'sip.ended' && event.transport,
  },
}).createMachine({
  id: 'telephony',
  context: initialTelephonyContext,
  initial: 'preLogin',
  on: {
    'telephony.notice.dismiss': { actions: assign({ notice: null }) },
    'log.started': { actions: assign({ call_log_table_id: ({ event }) => event.call_log_table_id }) },
  },
  states: {
    preLogin: {
      entry: status('pre-login'),
      on: { 'telephony.login': { target: 'loading', actions: assign({ error: null, notice: null }) } },
    },
    loading: {
      tags: ['busy'],
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
      },
      states: {
        connection: {
          initial: 'connecting',
          states: {
            connecting: {
              on: {
                'sip.registered': { target: 'registered', actions: assign({ sip_login: true, error: null }) },
                'sip.registrationFailed': {
                  target: 'failed',
                  actions: assign({ error: ({ event }) => `Telephony login failed: ${event.reason}` }),
                },
                'sip.disconnected': 'reconnecting',
              },
            },
            registered: {
              on: { 'sip.disconnected': { target: 'reconnecting', actions: assign({ sip_login: false }) } },
            },
            reconnecting: {
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
                'sip.registered': { target: 'registered', actions: assign({ sip_login: true, error: null }) },
              },
            },
            failed: {
              on: {
                'telephony.reconnect': {
                  target: 'connecting',
                  actions: [assign({ error: null }), sendTo('sip', { type: 'sip.connect' })],
                },
              },
            },
          },
        },
        agent: {
          initial: 'registering',
          states: {
            registering: {
              tags: ['busy'],
              entry: [status('registering'), assign({ queue_login: false })],
              on: { 'sip.registered': 'reconciling' },
            },
            reconciling: {
              tags: ['busy'],
              invoke: {
                id: 'loadAgentStatus',
                src: 'loadAgentStatus',
                onDone: [
                  {
                    guard: { type: 'isReadyAtService', params: ({ event }) => ({ status: event.output }) },
                    target: 'inQueue.ready',
                    actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                  },
                  {
                    guard: { type: 'isNotReadyAtService', params: ({ event }) => ({ status: event.output }) },
                    target: 'inQueue.notReady',
                    actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                  },
                  {
                    target: 'registered',
                    actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                  },
                ],
                onError: 'registered',
              },
              on: { 'sip.disconnected': 'registering' },
            },
            registered: {
              entry: status('registered'),
              on: {
                'telephony.queue.login': 'queueLogin',
                'sip.disconnected': 'registering',
                'sip.incoming': {
                  actions: [
                    sendTo('sip', { type: 'sip.reject', status: 480, reason: 'Agent not in queue' }),
                    assign({
                      notice: ({ event }) =>
                        `Call from ${event.number} was refused: you are not logged in to your queues.`,
                    }),
                  ],
                },
              },
            },
            queueLogin: {
              tags: ['busy'],
              entry: status('queue-login'),
              invoke: {
                id: 'queueLogin',
                src: 'setAgentStatus',
                input: { state: 'ready' },
                onDone: {
                  target: 'inQueue.ready',
                  actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                },
                onError: {
                  target: 'registered',
                  actions: assign({ error: ({ event }) => errorText(event.error, 'Queue login failed') }),
                },
              },
              on: { 'sip.disconnected': 'registering' },
            },
            queueLogout: {
              tags: ['busy'],
              invoke: {
                id: 'queueLogout',
                src: 'setAgentStatus',
                input: { state: 'logged_out' },
                onDone: { target: 'registered', actions: assign({ pending: null, queue_stats: null }) },
                onError: {
                  target: 'inQueue.ready',
                  actions: assign({ error: ({ event }) => errorText(event.error, 'Queue logout failed') }),
                },
              },
            },
            inQueue: {
              entry: assign({ queue_login: true }),
              invoke: {
                id: 'queueStats',
                src: 'queueStats',
                input: ({ context }) => ({
                  delayMs: context.timers.queue_stats_delay_ms,
                  periodMs: context.timers.queue_stats_period_ms,
                }),
              },
              on: { 'queue.stats': { actions: assign({ queue_stats: ({ event }) => event.stats }) } },
              initial: 'ready',
              states: {
                ready: {
                  entry: status('ready'),
                  on: {
                    'telephony.pause': {
                      target: 'pausing',
                      actions: assign({ requested_pause: ({ event }) => event.code }),
                    },
                    'telephony.queue.logout': toQueueLogout,
                    'sip.disconnected': toRegistering,
                    'sip.incoming': {
                      target: 'ringing',
                      actions: [
                        assign(({ event }) => ({
                          call_id: event.call_id,
                          incoming_number: event.number,
                          call_number: event.number,
                          call_direction: 'inbound' as const,
                          notice: null,
                        })),
                        sendTo('callLog', ({ event }) => ({
                          type: 'log.start' as const,
                          direction: 'inbound' as const,
                          number: event.number,
                          sip_call_id: event.call_id,
                        })),
                      ],
                    },
                    'telephony.dial': {
                      target: 'dialing',
                      actions: [
                        assign(({ event }) => ({
                          call_number: event.number,
                          call_direction: 'outbound' as const,
                          notice: null,
                        })),
                        sendTo('sip', ({ event }) => ({ type: 'sip.dial' as const, number: event.number })),
                      ],
                    },
                  },
                },
                pausing: {
                  tags: ['busy'],
                  invoke: {
                    id: 'pause',
                    src: 'setAgentStatus',
                    input: ({ context }) => ({
                      state: 'not_ready' as const,
                      pause_code: context.requested_pause ?? '',
                    }),
                    onDone: {
                      target: 'notReady',
                      actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                    },
                    onError: {
                      target: 'ready',
                      actions: assign({
                        error: ({ event }) => errorText(event.error, 'Not ready could not be saved'),
                        pending: null,
                      }),
                    },
                  },
                  on: {
                    'sip.incoming': {
                      actions: sendTo('sip', { type: 'sip.reject', status: 486, reason: 'Agent busy' }),
                    },
                    'sip.disconnected': toRegistering,
                  },
                },
                notReady: {
                  entry: status('not-ready'),
                  on: {
                    'telephony.ready': 'becomingReady',
                    'telephony.pause': {
                      target: 'pausing',
                      actions: assign({ requested_pause: ({ event }) => event.code }),
                    },
                    'telephony.queue.logout': toQueueLogout,
                    'telephony.dial': {
                      actions: assign({ notice: ({ context }) => notReadyDialText(context.current_pause) }),
                    },
                    'sip.disconnected': toRegistering,
                    'sip.incoming': {
                      // The caller hears "temporarily unavailable"; the agent reads why, and the log keeps it.
                      actions: [
                        sendTo('sip', { type: 'sip.reject', status: 480, reason: 'Agent not ready' }),
                        assign({
                          notice: ({ context, event }) =>
                            refusedCallText(event.number, context.current_pause),
                        }),
                        sendTo('callLog', ({ event }) => ({
                          type: 'log.start' as const,
                          direction: 'inbound' as const,
                          number: event.number,
                          sip_call_id: event.call_id,
                        })),
                        sendTo('callLog', ({ context }) => ({
                          type: 'log.event' as const,
                          event: 'refused' as const,
                          detail: `Not ready${context.current_pause ? ` (${context.current_pause.reason})` : ''}`,
                        })),
                      ],
                    },
                  },
                },
                becomingReady: {
                  tags: ['busy'],
                  invoke: {
                    id: 'ready',
                    src: 'setAgentStatus',
                    input: { state: 'ready' },
                    onDone: {
                      target: 'ready',
                      actions: { type: 'rememberPause', params: ({ event }) => ({ status: event.output }) },
                    },
                    onError: {
                      target: 'notReady',
                      actions: assign({
                        error: ({ event }) => errorText(event.error, 'Ready could not be saved'),
                      }),
                    },
                  },
                  on: { 'sip.disconnected': toRegistering },
                },
                ringing: {
                  entry: status('ringing'),
                  on: {
                    ...queueChanges,
                    'telephony.call.answer': { actions: sendTo('sip', { type: 'sip.answer' }) },
                    'telephony.call.reject': {
                      target: 'ready',
                      actions: [
                        sendTo('sip', { type: 'sip.reject', status: 603, reason: 'Declined' }),
                        { type: 'logEvent', params: { event: 'refused', detail: 'Declined by the agent' } },
                        assign(clearCall),
                      ],
                    },
                    'sip.confirmed': {
                      target: 'onCall',
                      actions: [
                        assign({ answered_at: () => Date.now() }),
                        { type: 'logEvent', params: { event: 'answered' } },
                      ],
                    },
                    'sip.ended': {
                      target: 'ready',
                      actions: [
                        { type: 'logEvent', params: { event: 'ended' } },
                        assign(({ context }) => ({
                          ...clearCall,
                          notice: `Missed call from ${context.call_number}`,
                        })),
                      ],
                    },
                    'sip.disconnected': {
                      target: toRegistering,
                      actions: [
                        { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                        assign(clearCall),
                      ],
                    },
                  },
                },
                dialing: {
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
                    'sip.confirmed': {
                      target: 'onCall',
                      actions: [
                        assign({ answered_at: () => Date.now() }),
                        { type: 'logEvent', params: { event: 'answered' } },
                      ],
                    },
                    'sip.ended': {
                      target: 'ready',
                      actions: [
                        {
                          type: 'logEvent',
                          params: ({ event }) => ({ event: 'failed' as const, detail: event.cause }),
                        },
                        assign(({ context, event }) => ({
                          ...clearCall,
                          notice: `Call to ${context.call_number} did not connect: ${causeText(event.cause)}.`,
                        })),
                      ],
                    },
                    'sip.disconnected': {
                      target: toRegistering,
                      actions: [
                        { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                        assign(clearCall),
                      ],
                    },
                  },
                },
                onCall: {
                  entry: [status('on-call'), assign({ call_hold_id: null })],
                  on: {
                    ...queueChanges,
                    'telephony.call.hold': {
                      target: 'onHold',
                      actions: [
                        sendTo('sip', { type: 'sip.hold' }),
                        { type: 'logEvent', params: { event: 'hold' } },
                      ],
                    },
                    'telephony.call.hangup': {
                      target: 'wrapUp',
                      actions: [
                        sendTo('sip', { type: 'sip.hangup' }),
                        { type: 'logEvent', params: { event: 'ended' } },
                      ],
                    },
                    'sip.ended': [
                      {
                        guard: 'isTransportEnd',
                        target: 'wrapUp',
                        actions: [
                          { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                          'lostCall',
                        ],
                      },
                      { target: 'wrapUp', actions: { type: 'logEvent', params: { event: 'ended' } } },
                    ],
                    'sip.disconnected': {
                      target: 'wrapUp',
                      actions: [
                        { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                        'lostCall',
                      ],
                    },
                  },
                },
                onHold: {
                  entry: [status('on-hold'), assign({ call_hold_id: ({ context }) => context.call_id })],
                  on: {
                    ...queueChanges,
                    'telephony.call.unhold': {
                      target: 'onCall',
                      actions: [
                        sendTo('sip', { type: 'sip.unhold' }),
                        { type: 'logEvent', params: { event: 'unhold' } },
                      ],
                    },
                    'telephony.call.hangup': {
                      target: 'wrapUp',
                      actions: [
                        sendTo('sip', { type: 'sip.hangup' }),
                        { type: 'logEvent', params: { event: 'ended' } },
                      ],
                    },
                    'sip.ended': [
                      {
                        guard: 'isTransportEnd',
                        target: 'wrapUp',
                        actions: [
                          { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                          'lostCall',
                        ],
                      },
                      { target: 'wrapUp', actions: { type: 'logEvent', params: { event: 'ended' } } },
                    ],
                    'sip.disconnected': {
                      target: 'wrapUp',
                      actions: [
                        { type: 'logEvent', params: { event: 'failed', detail: 'Connection lost' } },
                        'lostCall',
                      ],
                    },
                  },
                },
                wrapUp: {
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
                },
                disposing: {
                  tags: ['busy'],
                  on: {
                    ...queueChanges,
                    'log.disposed': [
                      { guard: 'pendingPause', target: 'pausing', actions: 'applyPendingPause' },
                      { guard: 'pendingQueueLogout', target: toQueueLogout, actions: assign(clearCall) },
                      {
                        guard: 'isRegistered',
                        target: 'ready',
                        actions: assign({ ...clearCall, pending: null }),
                      },
                      { target: toRegistering, actions: assign({ ...clearCall, pending: null }) },
                    ],
                    'log.failed': {
                      target: 'wrapUp',
                      actions: assign({
                        error: ({ event }) => `The disposition was not saved: ${event.message}`,
                      }),
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
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
