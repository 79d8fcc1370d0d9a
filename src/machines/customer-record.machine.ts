import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { customersApi, type CustomerRecordKind } from '../services/customers-api';
import { HttpError, failureText, unwrap } from '../services/http-result';

export type FieldIssue = { path: string; message: string };
type Values = Record<string, unknown>;

export type CustomerRecordContext = {
  kind: CustomerRecordKind | null;
  id: number;
  /** The loaded record, or the defaults of a new one (employer_id, division_id… from the tree node). */
  record: Values | null;
  error: string | null;
  issues: FieldIssue[];
  pendingRemove: { kind: CustomerRecordKind; id: number } | null;
};

export type CustomerRecordEvent =
  | { type: 'record.open'; kind: CustomerRecordKind; id: number; defaults?: Values }
  | { type: 'record.save'; values: Values }
  | { type: 'record.remove'; kind: CustomerRecordKind; id: number }
  | { type: 'record.close' };

export type CustomerRecordEmitted =
  | { type: 'record.saved'; kind: CustomerRecordKind; record: Values; created: boolean }
  | { type: 'record.removed'; kind: CustomerRecordKind; id: number };

const failure = (error: unknown) => {
  if (!(error instanceof HttpError)) return { error: 'Some Internal Error Occurred', issues: [] };
  const f = error.failure;
  return { error: failureText(f), issues: [] as FieldIssue[] };
};

/** Field issues travel in the answer's data; the http client keeps only errCode and msg, so parse the msg. */
export function issuesFromMessage(msg: string): FieldIssue[] {
  return msg
    .split('; ')
    .map((part) => /^([a-z_][a-z0-9_.]*): (.+)$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ path: m[1], message: m[2] }));
}

/**
 * One customer record in a details form: open (load, or defaults for id -1), save, remove. The tree and the
 * details pages listen for record.saved / record.removed to update themselves.
 */
export const customerRecordMachine = setup({
  types: {
    context: {} as CustomerRecordContext,
    events: {} as CustomerRecordEvent,
    emitted: {} as CustomerRecordEmitted,
  },
  actors: {
    loadRecord: fromPromise<Values, { kind: CustomerRecordKind; id: number }>(async ({ input, signal }) =>
      unwrap(await customersApi.get(input.kind, input.id, { signal })),
    ),
    saveRecord: fromPromise<Values, { kind: CustomerRecordKind; values: Values }>(async ({ input }) =>
      unwrap(await customersApi.save(input.kind, input.values)),
    ),
    removeRecord: fromPromise<null, { kind: CustomerRecordKind; id: number }>(async ({ input }) =>
      unwrap(await customersApi.remove(input.kind, input.id)),
    ),
  },
  guards: {
    isNew: ({ event }) => event.type === 'record.open' && event.id === -1,
  },
}).createMachine({
  id: 'customerRecord',
  context: { kind: null, id: -1, record: null, error: null, issues: [], pendingRemove: null },
  initial: 'idle',
  on: {
    'record.open': [
      {
        guard: 'isNew',
        target: '.editing',
        actions: assign(({ event }) => ({
          kind: event.kind,
          id: -1,
          record: { id: -1, ...event.defaults },
          error: null,
          issues: [],
        })),
      },
      {
        target: '.loading',
        actions: assign(({ event }) => ({
          kind: event.kind,
          id: event.id,
          record: null,
          error: null,
          issues: [],
        })),
      },
    ],
    'record.remove': {
      target: '.removing',
      actions: assign(({ event }) => ({ pendingRemove: { kind: event.kind, id: event.id }, error: null })),
    },
    'record.close': {
      target: '.idle',
      actions: assign({ kind: null, record: null, error: null, issues: [] }),
    },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ kind: context.kind as CustomerRecordKind, id: context.id }),
        onDone: { target: 'editing', actions: assign({ record: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    failed: {},
    editing: {
      on: {
        'record.save': { target: 'saving' },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context, event }) => ({
          kind: context.kind as CustomerRecordKind,
          values: { ...(event.type === 'record.save' ? event.values : {}), id: context.id },
        }),
        onDone: {
          target: 'editing',
          actions: [
            emit(({ context, event }) => ({
              type: 'record.saved' as const,
              kind: context.kind as CustomerRecordKind,
              record: event.output,
              created: context.id === -1,
            })),
            assign(({ event }) => ({
              record: event.output,
              id: Number(event.output.id),
              error: null,
              issues: [],
            })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const f = failure(event.error);
            return { error: f.error, issues: issuesFromMessage(f.error) };
          }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeRecord',
        src: 'removeRecord',
        input: ({ context }) => context.pendingRemove as { kind: CustomerRecordKind; id: number },
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'record.removed' as const,
              kind: context.pendingRemove?.kind as CustomerRecordKind,
              id: context.pendingRemove?.id as number,
            })),
            assign({ pendingRemove: null, kind: null, record: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ ...failure(event.error), pendingRemove: null })),
        },
      },
    },
  },
});

/** Drives every state: open new, open existing (load ok and failing), save ok and failing, remove ok and failing. */
export const sampleEvents: EventObject[] = [
  { type: 'record.open', kind: 'division', id: -1, defaults: { employer_id: 1 } } as EventObject,
  { type: 'record.save', values: { name: 'Fleet' } } as EventObject,
  { type: 'xstate.done.actor.saveRecord', output: { id: 7, name: 'Fleet' } } as EventObject,
  { type: 'xstate.error.actor.saveRecord', error: new Error('refused') } as EventObject,
  { type: 'record.open', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.loadRecord', output: { id: 3, first_name: 'Sipho' } } as EventObject,
  { type: 'xstate.error.actor.loadRecord', error: new Error('gone') } as EventObject,
  { type: 'record.remove', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.removeRecord', output: null } as EventObject,
  { type: 'xstate.error.actor.removeRecord', error: new Error('in use') } as EventObject,
  { type: 'record.close' },
];
