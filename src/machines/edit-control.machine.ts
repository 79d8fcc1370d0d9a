import { assertEvent, assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { failureText, HttpError } from '../services/http-result';
import { postRecord } from '../services/kit-api';

export type EditValues = Record<string, unknown>;
export type EditCase = 'edit' | 'cancel-edit' | 'validate' | 'update' | 'complete';
/** The edit event of spec §3, emitted to whoever owns the form. */
export type EditSignal = { type: 'edit.signal'; case: EditCase; payload: unknown; editing: boolean };

export type EditControlContext = {
  url: string | null;
  snapshot: EditValues | null;
  response: unknown;
  error: string | null;
};
export type EditControlEvent =
  | { type: 'edit.start'; values: EditValues }
  | { type: 'edit.cancel' }
  | { type: 'edit.update'; payload: EditValues; valid: boolean };
export type EditControlInput = { url?: string | null };

const signal = (editCase: EditCase, payload: unknown, editing: boolean): EditSignal => ({
  type: 'edit.signal',
  case: editCase,
  payload,
  editing,
});

/**
 * Edit / Cancel Edit / Update (spec §4). Edit keeps a snapshot of the form so Cancel Edit can hand it back;
 * Update with an invalid form only signals validate; without a url it logs and does nothing else.
 */
export const editControlMachine = setup({
  types: {
    context: {} as EditControlContext,
    events: {} as EditControlEvent,
    input: {} as EditControlInput,
    emitted: {} as EditSignal,
  },
  actors: {
    postUpdate: fromPromise<unknown, { url: string; payload: EditValues }>(({ input, signal: abort }) =>
      postRecord(input.url, input.payload, { signal: abort }),
    ),
  },
  guards: {
    isInvalid: ({ event }) => event.type === 'edit.update' && !event.valid,
    hasNoUrl: ({ context }) => !context.url,
  },
  actions: {
    warnNoUrl: () => console.info('Edit control: Update has no url configured, so nothing was posted.'),
  },
}).createMachine({
  id: 'editControl',
  context: ({ input }) => ({ url: input?.url ?? null, snapshot: null, response: null, error: null }),
  initial: 'viewing',
  states: {
    viewing: {
      tags: ['viewing'],
      on: {
        'edit.start': {
          target: 'editing',
          actions: [
            assign({ snapshot: ({ event }) => ({ ...event.values }), error: null }),
            emit(({ event }) => signal('edit', event.values, true)),
          ],
        },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'edit.cancel': {
          target: 'viewing',
          actions: emit(({ context }) => signal('cancel-edit', context.snapshot, false)),
        },
        'edit.update': [
          { guard: 'isInvalid', actions: emit(({ event }) => signal('validate', event.payload, true)) },
          { guard: 'hasNoUrl', actions: 'warnNoUrl' },
          { target: 'updating', actions: emit(({ event }) => signal('update', event.payload, true)) },
        ],
      },
    },
    updating: {
      tags: ['editing', 'busy'],
      invoke: {
        id: 'postUpdate',
        src: 'postUpdate',
        input: ({ context, event }) => {
          assertEvent(event, 'edit.update');
          return { url: context.url as string, payload: event.payload };
        },
        onDone: {
          target: 'viewing',
          actions: [
            assign({ response: ({ event }) => event.output, snapshot: null }),
            emit(({ event }) => signal('complete', event.output, false)),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof HttpError ? failureText(event.error.failure) : 'The update failed',
          }),
        },
      },
    },
  },
});

/** Drives the machine through every state, including the invoked update's answers. */
export const sampleEvents: EventObject[] = [
  { type: 'edit.start', values: { name: 'Bonitas', phone: '0821234567' } } as EventObject,
  { type: 'edit.update', payload: { name: '' }, valid: false } as EventObject,
  { type: 'edit.update', payload: { name: 'Bonitas Medical Fund' }, valid: true } as EventObject,
  {
    type: 'xstate.done.actor.postUpdate',
    output: { id: 'rec-1', name: 'Bonitas Medical Fund' },
  } as EventObject,
  { type: 'xstate.error.actor.postUpdate', error: new Error('network') } as EventObject,
  { type: 'edit.cancel' },
];
