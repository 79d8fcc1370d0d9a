import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { ClassificationItem, WorkflowType } from '../contracts/classification';
import { classificationApi, type ClassificationCache } from '../services/classification-api';
import { failureText, HttpError, unwrap } from '../services/http-result';

export type ClassificationOp =
  | { op: 'create'; workflowType: WorkflowType; parentId: number | null; name: string }
  | { op: 'rename'; id: number; name: string }
  | { op: 'move'; id: number; position: number }
  | { op: 'remove'; id: number };

export type ClassificationAdminEvent =
  | { type: 'classification.type'; workflowType: WorkflowType }
  | ({ type: 'classification.change' } & ClassificationOp);

export type ClassificationAdminEmitted =
  | { type: 'classification.changed'; change: ClassificationOp; item: ClassificationItem | null }
  | { type: 'classification.failed'; change: ClassificationOp; error: string };

type Context = {
  workflowType: WorkflowType;
  pending: ClassificationOp | null;
  error: string | null;
  /** The cache version after the last refresh; views key the preview dropdowns on it. */
  cacheVersion: number;
  /** The values of the current type as the cache answers them (sibling order for Move up / Move down). */
  items: ClassificationItem[];
};

const run = async (change: ClassificationOp): Promise<ClassificationItem | null> => {
  switch (change.op) {
    case 'create':
      return unwrap(await classificationApi.create(change.workflowType, change.parentId, change.name));
    case 'rename':
      return unwrap(await classificationApi.rename(change.id, change.name));
    case 'move':
      unwrap(await classificationApi.move(change.id, change.position));
      return null;
    case 'remove':
      return unwrap(await classificationApi.remove(change.id));
  }
};

/**
 * Classification administration: one change at a time; after each success the classification cache is
 * refreshed with the purge header (spec §7 lists exactly these mutations), then the views reload what they show.
 */
export const classificationAdminMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ClassificationAdminEvent,
    emitted: {} as ClassificationAdminEmitted,
  },
  actors: {
    applyChange: fromPromise<ClassificationItem | null, ClassificationOp>(({ input }) => run(input)),
    refreshCache: fromPromise<ClassificationCache, { workflowType: WorkflowType; reset: boolean }>(
      async ({ input }) => unwrap(await classificationApi.cache(input.workflowType, input.reset)),
    ),
  },
}).createMachine({
  id: 'classificationAdmin',
  context: { workflowType: 'case', pending: null, error: null, cacheVersion: 0, items: [] },
  initial: 'refreshing',
  states: {
    idle: {
      on: {
        'classification.type': {
          target: 'refreshing',
          actions: assign({ workflowType: ({ event }) => event.workflowType, items: [] }),
        },
        'classification.change': {
          target: 'changing',
          actions: assign(({ event }) => {
            const { type: _type, ...change } = event;
            return { pending: change as ClassificationOp, error: null };
          }),
        },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => context.pending as ClassificationOp,
        onDone: {
          target: 'refreshing',
          actions: emit(({ context, event }) => ({
            type: 'classification.changed' as const,
            change: context.pending as ClassificationOp,
            item: event.output,
          })),
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof HttpError
                  ? failureText(event.error.failure)
                  : 'Some Internal Error Occurred',
            }),
            emit(({ context }) => ({
              type: 'classification.failed' as const,
              change: context.pending as ClassificationOp,
              error: context.error ?? '',
            })),
            assign({ pending: null }),
          ],
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshCache',
        src: 'refreshCache',
        // Purge only after a change; the first read may take the cached list.
        input: ({ context }) => ({ workflowType: context.workflowType, reset: context.pending !== null }),
        onDone: {
          target: 'idle',
          actions: assign({
            cacheVersion: ({ event }) => event.output.version,
            items: ({ event }) => event.output.items,
            pending: null,
          }),
        },
        // The change is saved; a failed refresh only means the next read rebuilds the cache.
        onError: {
          target: 'idle',
          actions: assign(({ context }) => ({ cacheVersion: context.cacheVersion + 1, pending: null })),
        },
      },
    },
  },
});

export const sampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.refreshCache', output: { version: 1, cached: true, items: [] } } as EventObject,
  { type: 'classification.type', workflowType: 'task' } as EventObject,
  { type: 'classification.change', op: 'rename', id: 4, name: 'Claims (all)' } as EventObject,
  { type: 'xstate.done.actor.applyChange', output: null } as EventObject,
  { type: 'xstate.done.actor.refreshCache', output: { version: 7, cached: false, items: [] } } as EventObject,
  { type: 'xstate.error.actor.refreshCache', error: new Error('network') } as EventObject,
  { type: 'xstate.error.actor.applyChange', error: new Error('refused') } as EventObject,
];
