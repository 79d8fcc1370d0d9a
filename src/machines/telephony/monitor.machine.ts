import { assign, fromPromise, sendParent, setup } from 'xstate';
import type {
  MonitorMode,
  MonitorPush,
  MonitorSession,
  MonitorSipCommand,
  MonitorSipEvent,
} from '../../contracts/telephony/monitor';
import { errorText, unwrap } from '../../services/http-result';
import { monitorApi } from '../../services/telephony/monitor-api';

export type MonitorEvent =
  /** The supervisor picks an agent on a call (Queues live). */
  | { type: 'monitor.start'; agent_user_id: number; agent_name: string; mode: MonitorMode }
  | { type: 'monitor.mode'; mode: MonitorMode }
  | { type: 'monitor.stop' }
  | { type: 'monitor.dismiss' }
  /** The service's word to the monitored agent's console. */
  | { type: 'monitor.pushed'; push: MonitorPush }
  | { type: 'monitor.leg'; event: MonitorSipEvent };

export type MonitorContext = {
  monitor_id: string | null;
  mode: MonitorMode;
  /** The supervisor sees the agent's name; the agent, the supervisor's. */
  peer_name: string | null;
  /** The agent's dock says so only where the tenant's policy does. */
  notice: boolean;
  connected: boolean;
  started_at: number | null;
  error: string | null;
};

const cleared = {
  monitor_id: null,
  mode: 'listen',
  peer_name: null,
  notice: false,
  connected: false,
  started_at: null,
} satisfies Partial<MonitorContext>;

const modeOf = (event: MonitorEvent): MonitorMode | null =>
  event.type === 'monitor.pushed' && event.push.kind === 'mode' ? event.push.mode : null;

/**
 * Supervisor monitoring (issue 39) on both sides of the call. The supervisor's console asks the service, then has
 * its phone expect the one-time token; the agent's console, told by the push channel, has its phone place the leg
 * and sets the mix. The leg's own events end the session on either side; the service audits each step.
 */
export const monitorMachine = setup({
  types: { context: {} as MonitorContext, events: {} as MonitorEvent },
  actors: {
    start: fromPromise(async ({ input }: { input: { agent_user_id: number; mode: MonitorMode } }) =>
      unwrap(await monitorApi.start(input)),
    ),
    changeMode: fromPromise(async ({ input }: { input: { monitor_id: string; mode: MonitorMode } }) =>
      unwrap(await monitorApi.mode(input)),
    ),
    stop: fromPromise(async ({ input }: { input: { monitor_id: string } }) =>
      unwrap(await monitorApi.stop(input)),
    ),
  },
  actions: {
    // The softphone, its parent, forwards each command to the phone (reportingPhone); alone, nobody listens.
    toPhone: (_, command: MonitorSipCommand) => void command,
  },
  guards: {
    isStart: ({ event }) => event.type === 'monitor.pushed' && event.push.kind === 'start',
    isMine: ({ context, event }, params: { kind: 'mode' | 'stop' }) =>
      event.type === 'monitor.pushed' &&
      event.push.kind === params.kind &&
      event.push.monitor_id === context.monitor_id,
    legEnded: ({ event }) => event.type === 'monitor.leg' && event.event.type === 'sip.monitor.ended',
  },
}).createMachine({
  id: 'monitor',
  context: { ...cleared, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'monitor.start': { target: 'starting', actions: assign({ error: null }) },
        'monitor.pushed': { guard: 'isStart', target: 'monitored' },
        'monitor.dismiss': { actions: assign({ error: null }) },
      },
    },
    starting: {
      tags: ['busy'],
      entry: assign(({ event }) =>
        event.type === 'monitor.start' ? { peer_name: event.agent_name, mode: event.mode } : {},
      ),
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ event }) =>
          event.type === 'monitor.start'
            ? { agent_user_id: event.agent_user_id, mode: event.mode }
            : { agent_user_id: 0, mode: 'listen' as const },
        onDone: {
          target: 'watching',
          actions: [
            assign(({ event }) => ({
              monitor_id: event.output.monitor_id,
              peer_name: event.output.agent_name,
              started_at: Date.now(),
            })),
            {
              type: 'toPhone',
              params: ({ event }: { event: { output: MonitorSession } }) => ({
                type: 'sip.monitor.expect' as const,
                token: event.output.token,
              }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ ...cleared, error: errorText(event.error) })),
        },
      },
    },
    watching: {
      tags: ['monitoring'],
      initial: 'steady',
      on: {
        'monitor.stop': 'stopping',
        'monitor.leg': [{ guard: 'legEnded', target: 'stopping' }, { actions: assign({ connected: true }) }],
      },
      states: {
        steady: {
          on: {
            'monitor.mode': { target: 'switching', actions: assign({ mode: ({ event }) => event.mode }) },
          },
        },
        switching: {
          tags: ['busy'],
          invoke: {
            id: 'changeMode',
            src: 'changeMode',
            input: ({ context }) => ({ monitor_id: context.monitor_id ?? '', mode: context.mode }),
            onDone: 'steady',
            onError: { target: 'steady', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    stopping: {
      tags: ['busy'],
      entry: { type: 'toPhone', params: { type: 'sip.monitor.end' } },
      invoke: {
        id: 'stop',
        src: 'stop',
        input: ({ context }) => ({ monitor_id: context.monitor_id ?? '' }),
        onDone: { target: 'idle', actions: assign(cleared) },
        onError: { target: 'idle', actions: assign(cleared) },
      },
    },
    monitored: {
      tags: ['monitored'],
      entry: [
        assign(({ event }) =>
          event.type === 'monitor.pushed' && event.push.kind === 'start'
            ? {
                monitor_id: event.push.monitor_id,
                mode: event.push.mode,
                peer_name: event.push.supervisor_name,
                notice: event.push.notice,
                connected: false,
                started_at: Date.now(),
              }
            : {},
        ),
        {
          type: 'toPhone',
          params: ({ event }) =>
            event.type === 'monitor.pushed' && event.push.kind === 'start'
              ? {
                  type: 'sip.monitor.place' as const,
                  token: event.push.token,
                  extension: event.push.supervisor_ext,
                  mode: event.push.mode,
                }
              : { type: 'sip.monitor.end' as const },
        },
      ],
      on: {
        'monitor.pushed': [
          // A new session replaces one whose stop never reached this console.
          {
            guard: 'isStart',
            target: 'monitored',
            reenter: true,
            actions: { type: 'toPhone', params: { type: 'sip.monitor.end' } },
          },
          {
            guard: { type: 'isMine', params: { kind: 'stop' } },
            target: 'idle',
            actions: [{ type: 'toPhone', params: { type: 'sip.monitor.end' } }, assign(cleared)],
          },
          {
            guard: { type: 'isMine', params: { kind: 'mode' } },
            actions: [
              assign({ mode: ({ context, event }) => modeOf(event) ?? context.mode }),
              {
                type: 'toPhone',
                params: ({ context, event }) => ({
                  type: 'sip.monitor.mode' as const,
                  mode: modeOf(event) ?? context.mode,
                }),
              },
            ],
          },
        ],
        'monitor.leg': [
          { guard: 'legEnded', target: 'idle', actions: assign(cleared) },
          { actions: assign({ connected: true }) },
        ],
      },
    },
  },
});

/** The monitor session as the softphone's child: its phone commands go to the softphone. */
export const reportingPhone = (machine: typeof monitorMachine) =>
  machine.provide({
    actions: {
      toPhone: sendParent((_, command: MonitorSipCommand) => ({
        type: 'softphone.monitor.sip' as const,
        command,
      })),
    },
  });
