import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type {
  QueueSetupList,
  QueueSetupRow,
  QueueSetupSaveRequest,
} from '../contracts/telephony/queue-setup';
import { errorText, HttpError, issuesFromMessage, unwrap } from '../services/http-result';
import { queueSetupApi } from '../services/telephony/queue-setup-api';

export type QueueSetupEvent =
  | { type: 'queues.reload' }
  | { type: 'queues.edit'; queueId: number }
  | { type: 'queues.cancel' }
  | { type: 'queues.save'; request: QueueSetupSaveRequest };
export type QueueSetupEmitted = { type: 'queues.saved'; text: string };

type Context = {
  list: QueueSetupList | null;
  /** The queue whose form is open. */
  editing: number | null;
  pending: QueueSetupSaveRequest | null;
  /** The service's refusal per field (its validation issues), shown under each field. */
  fieldErrors: Record<string, string>;
  error: string | null;
};

/** A validation refusal (errCode 1) with field issues keeps them per field; anything else is the form's error. */
export function refusal(error: unknown): Pick<Context, 'fieldErrors' | 'error'> {
  if (error instanceof HttpError && error.failure.kind === 'appError' && error.failure.errCode === 1) {
    const issues = issuesFromMessage(error.failure.msg);
    if (issues.length)
      return { fieldErrors: Object.fromEntries(issues.map((i) => [i.path, i.message])), error: null };
  }
  return { fieldErrors: {}, error: errorText(error) };
}

export const editedQueue = (context: Context): QueueSetupRow | null =>
  context.list?.queues.find((q) => q.queue_id === context.editing) ?? null;

/**
 * The Call queues screen (issue 39): reads the queues of the caller's scope, saves one queue's wait limit,
 * overflow and recording mode in one call, and reads again, so the list shows what the service holds. A refused
 * save keeps the form open with the service's field messages; nothing of it was saved.
 */
export const queueSetupMachine = setup({
  types: { context: {} as Context, events: {} as QueueSetupEvent, emitted: {} as QueueSetupEmitted },
  actors: {
    list: fromPromise<QueueSetupList>(async ({ signal }) => unwrap(await queueSetupApi.list({ signal }))),
    save: fromPromise<unknown, QueueSetupSaveRequest>(async ({ input, signal }) =>
      unwrap(await queueSetupApi.save(input, { signal })),
    ),
  },
  actions: {
    announceSaved: emit(({ context }) => ({
      type: 'queues.saved' as const,
      text: `Saved: ${editedQueue(context)?.name ?? 'the queue'}`,
    })),
  },
}).createMachine({
  id: 'queueSetup',
  context: { list: null, editing: null, pending: null, fieldErrors: {}, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'list',
        src: 'list',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'queues.reload': { target: 'loading', actions: assign({ error: null }) },
        'queues.edit': {
          actions: assign({ editing: ({ event }) => event.queueId, fieldErrors: {}, error: null }),
        },
        'queues.cancel': { actions: assign({ editing: null, fieldErrors: {}, error: null }) },
        'queues.save': {
          guard: ({ context }) => context.editing !== null,
          target: 'saving',
          actions: assign({ pending: ({ event }) => event.request, fieldErrors: {}, error: null }),
        },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.pending as QueueSetupSaveRequest,
        onDone: { target: 'loading', actions: ['announceSaved', assign({ editing: null, pending: null })] },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...refusal(event.error), pending: null })),
        },
      },
    },
    failed: { on: { 'queues.reload': { target: 'loading', actions: assign({ error: null }) } } },
  },
});

const sampleRow: QueueSetupRow = {
  queue_id: 2,
  name: 'Claims Support – Johannesburg',
  number: '5002',
  tenant_name: 'Johannesburg Office',
  ring_timeout_seconds: 20,
  wrap_up_seconds: 30,
  max_wait_seconds: null,
  overflow: 'end',
  overflow_queue_id: null,
  overflow_queue_name: null,
  recording_mode: 'never',
};
const sampleSave: QueueSetupSaveRequest = {
  queue_id: 2,
  max_wait_seconds: 60,
  overflow: 'voicemail',
  overflow_queue_id: null,
  recording_mode: 'always',
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const queueSetupSampleEvents: EventObject[] = [
  done('list', { queues: [sampleRow], default_max_wait_seconds: 180, can_set_recording: true }),
  { type: 'xstate.error.actor.list', error: new Error('refused') } as EventObject,
  { type: 'queues.reload' },
  { type: 'queues.edit', queueId: 2 } as EventObject,
  { type: 'queues.cancel' },
  { type: 'queues.save', request: sampleSave } as EventObject,
  done('save', null),
  { type: 'xstate.error.actor.save', error: new Error('refused') } as EventObject,
];
