import { assign, raise, sendTo } from 'xstate';
import type { AgentStatus } from '../../contracts/telephony/details';
import { callStates } from './call-region';
import { withSample } from '../../rules/queue-history';
import { notInQueueCallText } from '../../rules/telephony';
import { queueStates } from './queue-states';
import { errorText } from '../../services/http-result';
import { rememberPause, status, telephonySetup } from './telephony-setup';

const withStatus = (guard: 'isReadyAtService' | 'isNotReadyAtService') => ({
  type: guard,
  params: ({ event }: { event: { output: AgentStatus } }) => ({ status: event.output }),
});

/**
 * The agent: registering → reconciled with the service's record → registered (out of the queue) → queue login →
 * in the queue (between calls, or on one). A lost registration sends the agent back to registering.
 */
export const agentRegion = telephonySetup.createStateConfig({
  initial: 'registering',
  states: {
    registering: {
      tags: ['busy', 'registering'],
      entry: [status('registering'), assign({ queue_login: false })],
      on: { 'sip.registered': 'reconciling' },
    },
    reconciling: {
      tags: ['busy', 'registering'],
      invoke: {
        id: 'loadAgentStatus',
        src: 'loadAgentStatus',
        onDone: [
          { guard: withStatus('isReadyAtService'), target: 'inQueue.ready', actions: rememberPause },
          { guard: withStatus('isNotReadyAtService'), target: 'inQueue.notReady', actions: rememberPause },
          { target: 'registered', actions: rememberPause },
        ],
        onError: 'registered',
      },
      on: { 'sip.disconnected': 'registering' },
    },
    registered: {
      tags: ['out-of-queue'],
      entry: status('registered'),
      on: {
        'telephony.queue.login': 'queueLogin',
        'sip.disconnected': 'registering',
        'sip.incoming': {
          actions: [
            sendTo('sip', { type: 'sip.reject', status: 480, reason: 'Agent not in queue' }),
            assign({
              notice: ({ event }) => notInQueueCallText(event.number),
            }),
          ],
        },
      },
    },
    queueLogin: {
      tags: ['busy', 'out-of-queue'],
      entry: status('queue-login'),
      invoke: {
        id: 'queueLogin',
        src: 'setAgentStatus',
        input: { state: 'ready' },
        onDone: { target: 'inQueue.ready', actions: rememberPause },
        onError: {
          target: 'registered',
          actions: assign({ error: ({ event }) => errorText(event.error, 'Queue login failed') }),
        },
      },
      on: {
        'sip.disconnected': 'registering',
        // A queue call before the service's answer: see becomingReady (queue-states.ts).
        'sip.incoming': { target: 'inQueue.ready', actions: ['readyOnOffer', raise(({ event }) => event)] },
      },
    },
    queueLogout: {
      tags: ['busy'],
      invoke: {
        id: 'queueLogout',
        src: 'setAgentStatus',
        input: { state: 'logged_out' },
        onDone: {
          target: 'registered',
          actions: assign({ pending: null, queue_stats: null, queue_history: [] }),
        },
        onError: {
          target: 'inQueue.ready',
          actions: assign({ error: ({ event }) => errorText(event.error, 'Queue logout failed') }),
        },
      },
    },
    inQueue: {
      tags: ['in-queue'],
      entry: assign({ queue_login: true }),
      invoke: {
        id: 'queueStats',
        src: 'queueStats',
        input: ({ context }) => ({
          delayMs: context.timers.queue_stats_delay_ms,
          periodMs: context.timers.queue_stats_period_ms,
        }),
      },
      on: {
        'queue.stats': {
          actions: assign({
            queue_stats: ({ event }) => event.stats,
            queue_history: ({ context, event }) => withSample(context.queue_history, event.stats),
          }),
        },
      },
      initial: 'ready',
      states: { ...queueStates, ...callStates },
    },
  },
});
