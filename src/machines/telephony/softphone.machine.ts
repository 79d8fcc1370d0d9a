import { filter, map, merge, share } from 'rxjs';
import {
  assign,
  enqueueActions,
  fromEventObservable,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
} from 'xstate';
import type { AgentStatus } from '../../contracts/telephony/details';
import type { MonitorMode, MonitorSipCommand, MonitorSipEvent } from '../../contracts/telephony/monitor';
import { navigate } from '../../services/navigation';
import { keepCallSettings, readCallSettings } from '../../services/telephony/call-settings';
import { agentStatusPushes } from '../../streams/agent-status-pushes';
import { workflowEvents } from '../../streams/workflow-events';
import { unwrap } from '../../services/http-result';
import { telephonyApi } from '../../services/telephony/telephony-api';
import { callCaseMachine } from '../call-case.machine';
import type { notificationsMachine } from '../notifications.machine';
import { telephonyMachine } from '../telephony.machine';
import { flowSync, flowViewOf, phoneViewOf, type FlowView, type PhoneView } from './flow-sync';
import { monitorMachine, reportingPhone, type MonitorEvent } from './monitor.machine';

type Notifications = ActorRefFrom<typeof notificationsMachine>;

/** Queues live asks to monitor an agent; the softphone of the tab that owns the phone takes the request. */
export type MonitorRequest = { agent_user_id: number; agent_name: string; mode: MonitorMode };

export type SoftphoneEvent =
  | { type: 'softphone.offline' }
  | { type: 'softphone.dial'; number: string; name: string }
  | { type: 'softphone.agentStatus'; status: AgentStatus }
  /** The agent's setting "Open the case form when I answer". */
  | { type: 'softphone.openOnAnswer'; on: boolean }
  /** Raised when an inbound call the flow follows is answered. */
  | { type: 'softphone.answered' }
  /** Supervisor monitoring (issue 39): the monitor session, its phone leg, and Queues live's requests. */
  | { type: 'softphone.monitor.sip'; command: MonitorSipCommand }
  | { type: 'softphone.monitor.leg'; event: MonitorSipEvent }
  | { type: 'softphone.monitor.push'; event: Extract<MonitorEvent, { type: 'monitor.pushed' }> }
  | { type: 'softphone.monitor.request'; request: MonitorRequest };

export type SoftphoneContext = {
  /** Whether the current call was answered: an unanswered call resets the flow, an answered one finishes it. */
  answered: boolean;
  phoneReady: boolean;
  /** A monitor leg can reach this console's phone only while it is registered. */
  phoneRegistered: boolean;
  flow: FlowView;
  notifications: Notifications | null;
  /** The signed-in user: the flow's cases are theirs, and their call settings are kept under it. */
  userId: number | null;
  openOnAnswer: boolean;
};

/** The guided flow's screen (src/app/routes.tsx). */
export const callFlowPath = '/telephony/call';

export const offlineText = 'No network connection: calls and the call log may not work until it returns.';
export const notReadyToDialText = (name: string) =>
  `To call ${name}, log in to telephony and your queues first, or finish the current call; the call was not placed.`;

/** The phone as the softphone's child: its offline notices go to the softphone (tests wrap their fake alike). */
export const reportingOffline = (phone: typeof telephonyMachine) =>
  phone.provide({
    actions: {
      notifyOffline: sendParent({ type: 'softphone.offline' }),
      reportMonitorLeg: sendParent(({ event }) => ({
        type: 'softphone.monitor.leg',
        event: event.type === 'sip.monitor.ended' ? event : { type: 'sip.monitor.connected' },
      })),
    },
  });

export const notRegisteredToMonitorText =
  'Log in to telephony first: the call comes to your phone, so it must be connected to listen.';

/**
 * The softphone: the telephony session and the guided call-to-case flow as children, one each per page and
 * outliving route changes. It steers the flow from the phone's snapshots, takes click-to-call requests (the phone
 * dials only when Ready) and turns the phone's offline notices into toasts.
 */
export const softphoneMachine = setup({
  types: {
    context: {} as SoftphoneContext,
    events: {} as SoftphoneEvent,
    input: {} as { notifications?: Notifications; userId?: number | null } | undefined,
    children: {} as {
      telephony: 'telephony';
      callCase: 'callCase';
      agentPushes: 'agentPushes';
      monitor: 'monitor';
    },
  },
  actors: {
    telephony: reportingOffline(telephonyMachine),
    callCase: callCaseMachine,
    // States the service sets for the agent (Missed) and monitor requests arrive on the push channel: one
    // connection for both.
    agentPushes: fromEventObservable(() => {
      const pushes = workflowEvents().pipe(share());
      return merge(
        agentStatusPushes(pushes, async () => unwrap(await telephonyApi.agentStatus())).pipe(
          map((status) => ({ type: 'softphone.agentStatus' as const, status })),
        ),
        pushes.pipe(
          filter((push) => push.kind === 'monitor'),
          map((push) => ({
            type: 'softphone.monitor.push' as const,
            event: { type: 'monitor.pushed' as const, push: push.push },
          })),
        ),
      );
    }),
    monitor: reportingPhone(monitorMachine),
  },
  actions: {
    toast: enqueueActions(({ context, enqueue }, params: { text: string }) => {
      if (context.notifications)
        enqueue.sendTo(context.notifications, { type: 'toast.show', kind: 'error', text: params.text });
    }),
    steerFlow: enqueueActions(({ context, enqueue }, params: { phone: PhoneView }) => {
      const { answered, command } = flowSync(params.phone, context.flow, context.answered);
      // Answering an inbound call the flow was started for opens its form (Twilio Flex opens the CRM record).
      const justAnswered = answered && !context.answered && params.phone.inbound;
      if (justAnswered && context.flow.state !== 'idle') enqueue.raise({ type: 'softphone.answered' });
      // The flow's own snapshot follows; until then the softphone knows which call it started the flow for.
      const flow =
        command?.type === 'flow.start'
          ? { state: 'lookingUp', call_log_table_id: command.call_log_table_id }
          : context.flow;
      // Not ready places calls too (the agent comes back to the pause afterwards): only a call or no queue stops it.
      enqueue.assign({ answered, phoneReady: params.phone.betweenCalls, flow });
      if (command) enqueue.sendTo('callCase', command);
    }),
    rememberFlow: assign((_, params: { flow: FlowView }) => ({ flow: params.flow })),
    openFlow: (_, params: { to: string }) => navigate(params.to),
    keepSettings: (_, params: { userId: number | null; openOnAnswer: boolean }) =>
      keepCallSettings(params.userId, { openOnAnswer: params.openOnAnswer }),
  },
  guards: {
    isPhoneReady: ({ context }) => context.phoneReady,
    isRegistered: ({ context }) => context.phoneRegistered,
    opensOnAnswer: ({ context }) => context.openOnAnswer,
  },
}).createMachine({
  id: 'softphone',
  context: ({ input }) => ({
    answered: false,
    phoneReady: false,
    phoneRegistered: false,
    flow: { state: 'idle', call_log_table_id: null },
    notifications: input?.notifications ?? null,
    userId: input?.userId ?? null,
    openOnAnswer: readCallSettings(input?.userId ?? null).openOnAnswer,
  }),
  invoke: [
    {
      id: 'telephony',
      src: 'telephony',
      onSnapshot: {
        actions: [
          { type: 'steerFlow', params: ({ event }) => ({ phone: phoneViewOf(event.snapshot) }) },
          assign({ phoneRegistered: ({ event }) => event.snapshot.hasTag('sip-connected') }),
        ],
      },
    },
    {
      id: 'callCase',
      src: 'callCase',
      input: ({ context }) => ({ userId: context.userId }),
      onSnapshot: {
        actions: { type: 'rememberFlow', params: ({ event }) => ({ flow: flowViewOf(event.snapshot) }) },
      },
    },
    { id: 'agentPushes', src: 'agentPushes' },
    { id: 'monitor', src: 'monitor' },
  ],
  on: {
    'softphone.offline': { actions: { type: 'toast', params: { text: offlineText } } },
    'softphone.answered': {
      guard: 'opensOnAnswer',
      actions: { type: 'openFlow', params: { to: callFlowPath } },
    },
    'softphone.openOnAnswer': {
      actions: [
        assign({ openOnAnswer: ({ event }) => event.on }),
        {
          type: 'keepSettings',
          params: ({ context, event }) => ({ userId: context.userId, openOnAnswer: event.on }),
        },
      ],
    },
    'softphone.monitor.sip': {
      actions: sendTo('telephony', ({ event }) => ({
        type: 'telephony.monitor' as const,
        command: event.command,
      })),
    },
    'softphone.monitor.leg': {
      actions: sendTo('monitor', ({ event }) => ({ type: 'monitor.leg' as const, event: event.event })),
    },
    'softphone.monitor.push': { actions: sendTo('monitor', ({ event }) => event.event) },
    'softphone.monitor.request': [
      {
        guard: 'isRegistered',
        actions: sendTo('monitor', ({ event }) => ({ type: 'monitor.start' as const, ...event.request })),
      },
      { actions: { type: 'toast', params: { text: notRegisteredToMonitorText } } },
    ],
    'softphone.agentStatus': {
      actions: sendTo('telephony', ({ event }) => ({
        type: 'service.agentStatus' as const,
        status: event.status,
      })),
    },
    'softphone.dial': [
      {
        guard: 'isPhoneReady',
        actions: sendTo('telephony', ({ event }) => ({
          type: 'telephony.dial' as const,
          number: event.number,
        })),
      },
      { actions: { type: 'toast', params: ({ event }) => ({ text: notReadyToDialText(event.name) }) } },
    ],
  },
});
