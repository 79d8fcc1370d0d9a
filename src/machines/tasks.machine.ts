import { assign, emit, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import type { notificationsMachine } from './notifications.machine';
import { failureText, HttpError } from '../services/http-result';
import {
  doneText,
  emptyTaskData,
  loadTaskScreen,
  runTaskCommand,
  type TaskCommand,
  type TaskCommandResult,
  type TaskScreenData,
  type TasksInput,
} from './tasks-load';
import { fillPath, navigateTo } from './redirect';

export type TasksMachineInput = TasksInput & {
  /** A new record's screen: after this command succeeds, open the path filled from its answer (`:id`). */
  created?: { op: TaskCommand['op']; path: string };
  /**
   * The notifications actor: a created record's screen opens afresh (a new actor), so the inline notice would be
   * lost with the old one; a toast outlives it and names the new record.
   */
  announceTo?: ActorRefFrom<typeof notificationsMachine>;
};

type Context = TasksMachineInput & {
  data: TaskScreenData;
  error: string | null;
  notice: string | null;
  pending: TaskCommand | null;
};
export type TasksEvent =
  { type: 'tasks.act'; command: TaskCommand } | { type: 'tasks.reload' } | { type: 'tasks.dismiss' };
export type TasksDone = { type: 'tasks.done'; command: TaskCommand; result: TaskCommandResult };

const errorText = (e: unknown) =>
  e instanceof HttpError ? failureText(e.failure) : 'Some Internal Error Occurred';

/**
 * One task screen (tracker, admin, group or task form): load what it reads, run one command at a time, reload
 * after a success so the screen shows the service's view (band, status, approval), keep the reason of a refusal.
 */
export const tasksMachine = setup({
  types: {
    context: {} as Context,
    events: {} as TasksEvent,
    input: {} as TasksMachineInput,
    emitted: {} as TasksDone,
  },
  actors: {
    load: fromPromise<TaskScreenData, TasksInput>(({ input, signal }) => loadTaskScreen(input, signal)),
    act: fromPromise<TaskCommandResult, TaskCommand>(({ input }) => runTaskCommand(input)),
  },
  actions: {
    navigate: navigateTo,
    announceDone: emit(({ context }, result: TaskCommandResult) => ({
      type: 'tasks.done' as const,
      command: context.pending as TaskCommand,
      result,
    })),
    // A plain effect, as navigate is: sendTo with an optional target does not type inside a machine that emits.
    toastCreated: ({ context }, params: { result: TaskCommandResult }) => {
      const { result } = params;
      if (!context.announceTo || Array.isArray(result)) return;
      const text = 'number' in result ? `${result.number} created` : `Task group “${result.name}” created`;
      context.announceTo.send({ type: 'toast.show', kind: 'success', text });
    },
    noteDone: assign(({ context }) => ({
      notice: context.pending ? doneText[context.pending.op] : null,
      pending: null,
    })),
  },
  guards: {
    opensCreated: ({ context }) =>
      context.created !== undefined && (context.id ?? -1) <= 0 && context.pending?.op === context.created.op,
  },
}).createMachine({
  id: 'tasks',
  context: ({ input }) => ({
    view: input.view,
    id: input.id,
    caseId: input.caseId ?? null,
    created: input.created,
    announceTo: input.announceTo,
    data: emptyTaskData,
    error: null,
    notice: null,
    pending: null,
  }),
  on: { 'tasks.dismiss': { actions: assign({ error: null, notice: null }) } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          view: context.view,
          id: context.id,
          ...(context.caseId ? { caseId: context.caseId } : {}),
        }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'tasks.reload': 'loading' } },
    ready: {
      on: {
        'tasks.act': {
          target: 'acting',
          actions: assign({ pending: ({ event }) => event.command, error: null, notice: null }),
        },
        'tasks.reload': 'loading',
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending as TaskCommand,
        onDone: [
          {
            guard: 'opensCreated',
            target: 'loading',
            actions: [
              { type: 'announceDone', params: ({ event }) => event.output },
              { type: 'toastCreated', params: ({ event }) => ({ result: event.output }) },
              {
                type: 'navigate',
                params: ({ context, event }) => ({ to: fillPath(context.created?.path ?? '', event.output) }),
              },
              'noteDone',
            ],
          },
          {
            target: 'loading',
            actions: [{ type: 'announceDone', params: ({ event }) => event.output }, 'noteDone'],
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), pending: null }),
        },
      },
    },
  },
});

const sampleTask = { id: 7, title: 'Send renewal pack', completion: 40, status: 'In Progress' };
export const tasksSampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.load', output: { ...emptyTaskData, tasks: [sampleTask] } } as EventObject,
  { type: 'xstate.error.actor.load', error: new Error('network') } as EventObject,
  { type: 'tasks.act', command: { op: 'task.progress', body: { id: 7, completion: 60 } } } as EventObject,
  { type: 'xstate.done.actor.act', output: { ...sampleTask, completion: 60 } } as EventObject,
  { type: 'xstate.error.actor.act', error: new Error('refused') } as EventObject,
  { type: 'tasks.reload' },
  { type: 'tasks.dismiss' },
];
