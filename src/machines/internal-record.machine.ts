import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import { internalOrgApi, type InternalRecordKind } from '../services/internal-org-api';
import { issuesFromMessage, type FieldIssue } from './customer-record.machine';
import { HttpError, failureText, unwrap } from '../services/http-result';

export type { FieldIssue };
type Values = Record<string, unknown>;

export type InternalRecordContext = {
  kind: InternalRecordKind | null;
  id: number;
  /** The loaded record, or the defaults of a new one (employer_id, division_id… from the tree node). */
  record: Values | null;
  error: string | null;
  issues: FieldIssue[];
  pendingRemove: { kind: InternalRecordKind; id: number } | null;
};

export type InternalRecordEvent =
  | { type: 'record.open'; kind: InternalRecordKind; id: number; defaults?: Values }
  | { type: 'record.save'; values: Values }
  | { type: 'record.remove'; kind: InternalRecordKind; id: number }
  | { type: 'record.close' };

export type InternalRecordEmitted =
  | { type: 'record.saved'; kind: InternalRecordKind; record: Values; created: boolean }
  | { type: 'record.removed'; kind: InternalRecordKind; id: number };

const failure = (error: unknown) => {
  if (!(error instanceof HttpError)) return { error: 'Some Internal Error Occurred', issues: [] };
  const f = error.failure;
  return { error: failureText(f), issues: [] as FieldIssue[] };
};

/**
 * One internal-organisation record in a form (department, internal employee, FSP, representative, organisation
 * details, tenant configuration): open (load, or defaults for id -1), save, remove. The department tree and the
 * lists listen for record.saved / record.removed to update themselves. Same shape as the customer record machine.
 */
export const internalRecordMachine = setup({
  types: {
    context: {} as InternalRecordContext,
    events: {} as InternalRecordEvent,
    emitted: {} as InternalRecordEmitted,
  },
  actors: {
    loadRecord: fromPromise<Values, { kind: InternalRecordKind; id: number }>(
      async ({ input, signal }) =>
        unwrap(await internalOrgApi.get(input.kind, input.id, { signal })) as Values,
    ),
    saveRecord: fromPromise<Values, { kind: InternalRecordKind; values: Values }>(async ({ input }) =>
      unwrap(await internalOrgApi.save(input.kind, input.values)),
    ),
    removeRecord: fromPromise<null, { kind: InternalRecordKind; id: number }>(async ({ input }) => {
      unwrap(await internalOrgApi.remove(input.kind, input.id));
      return null;
    }),
  },
  guards: {
    // A new record, or one opened with its values in hand (a row of a list): nothing to load.
    isNew: ({ event }) => event.type === 'record.open' && (event.id === -1 || event.defaults !== undefined),
  },
}).createMachine({
  id: 'internalRecord',
  context: { kind: null, id: -1, record: null, error: null, issues: [], pendingRemove: null },
  initial: 'idle',
  on: {
    'record.open': [
      {
        guard: 'isNew',
        target: '.editing',
        actions: assign(({ event }) => ({
          kind: event.kind,
          id: event.id,
          record: { ...event.defaults, id: event.id },
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
        input: ({ context }) => ({ kind: context.kind as InternalRecordKind, id: context.id }),
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
          kind: context.kind as InternalRecordKind,
          values: { ...(event.type === 'record.save' ? event.values : {}), id: context.id },
        }),
        onDone: {
          target: 'editing',
          actions: [
            emit(({ context, event }) => ({
              type: 'record.saved' as const,
              kind: context.kind as InternalRecordKind,
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
        input: ({ context }) => context.pendingRemove as { kind: InternalRecordKind; id: number },
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'record.removed' as const,
              kind: context.pendingRemove?.kind as InternalRecordKind,
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
export const internalRecordSampleEvents: EventObject[] = [
  { type: 'record.open', kind: 'department', id: -1, defaults: { parent_id: 4 } } as EventObject,
  { type: 'record.save', values: { name: 'Claims Support' } } as EventObject,
  { type: 'xstate.done.actor.saveRecord', output: { id: 7, name: 'Claims Support' } } as EventObject,
  { type: 'xstate.error.actor.saveRecord', error: new Error('refused') } as EventObject,
  { type: 'record.open', kind: 'employee', id: 3 } as EventObject,
  { type: 'xstate.done.actor.loadRecord', output: { id: 3, full_name: 'Sipho Dlamini' } } as EventObject,
  { type: 'xstate.error.actor.loadRecord', error: new Error('gone') } as EventObject,
  { type: 'record.remove', kind: 'department', id: 7 } as EventObject,
  { type: 'xstate.done.actor.removeRecord', output: null } as EventObject,
  { type: 'xstate.error.actor.removeRecord', error: new Error('in use') } as EventObject,
  { type: 'record.close' },
];
