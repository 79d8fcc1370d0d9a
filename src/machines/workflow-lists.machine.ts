import { filter, map } from 'rxjs';
import { assertEvent, assign, fromEventObservable, fromPromise, setup } from 'xstate';
import type {
  CaseRecord,
  RecordType,
  WorkflowActionInput,
  WorkflowChange,
  WorkflowListsAnswer,
  WorkgroupOfUser,
} from '../contracts/workflow/cases';
import { HttpError, unwrap } from '../services/http-result';
import { workflowApi } from '../services/workflow-api';
import { workflowEvents } from '../streams/workflow-events';
import {
  applyChange,
  emptyLists,
  undoChange,
  type ListUndo,
  type Viewer,
  type WorkflowLists,
} from '../rules/workflow-lists';
import { findRecord, isStale, predictChange } from '../rules/workflow-predict';
import { actionWords, reasonOf } from './workflow-lists-text';
import { fill, toggled } from './workflow-lists-fill';

export type WorkflowListsContext = {
  recordType: RecordType;
  /** Keyed by record id and changed in place (O(1) per action); `revision` tells views that they changed. */
  lists: WorkflowLists<CaseRecord>;
  revision: number;
  viewer: Viewer | null;
  workgroups: WorkgroupOfUser[];
  /** The workgroup the user picked; undefined: their default. */
  selected: number | undefined;
  pending: { input: WorkflowActionInput; undo: ListUndo<CaseRecord>[]; number: string } | null;
  /** Pushes that arrived while the lists were loading, applied after the load (stale ones are skipped). */
  buffered: WorkflowChange[];
  live: boolean;
  /** The channel dropped since the last load: reload when it is back. */
  missed: boolean;
  message: { kind: 'success' | 'error'; text: string } | null;
  /** Records ticked for a bulk action (issue 19), across pages and tabs; replaced, never mutated. */
  selection: ReadonlySet<number>;
};

export type WorkflowListsEvent =
  | { type: 'list.selectWorkgroup'; wrkgrpId: number }
  | { type: 'list.reload' }
  | {
      type: 'list.act';
      input: WorkflowActionInput;
      names?: { wrkgrp_name?: string; owner_name?: string | null };
    }
  | { type: 'list.push'; change: WorkflowChange }
  | { type: 'list.live'; live: boolean }
  | { type: 'list.dismiss' }
  | { type: 'select.toggle'; id: number }
  | { type: 'select.all'; ids: readonly number[] }
  | { type: 'select.clear' };

/**
 * The workflow lists of one record type (cases or leads): loads the four lists, applies each action at once
 * through the list-update table (optimistic), replaces the prediction with the service's answer, undoes it with a
 * clear message when the service refuses, and applies every other user's changes pushed by the service.
 */
export const workflowListsMachine = setup({
  types: {
    context: {} as WorkflowListsContext,
    events: {} as WorkflowListsEvent,
    /** wrkgrpId: the workgroup to open on (a link from the home page); omitted: the user's default. */
    input: {} as { recordType: RecordType; wrkgrpId?: number },
  },
  actors: {
    loadLists: fromPromise<WorkflowListsAnswer, { recordType: RecordType; selected: number | undefined }>(
      async ({ input, signal }) =>
        unwrap(
          await workflowApi.lists({ record_type: input.recordType, wrkgrp_id: input.selected }, { signal }),
        ),
    ),
    performAction: fromPromise<WorkflowChange, WorkflowActionInput>(async ({ input }) =>
      unwrap(await workflowApi.act(input)),
    ),
    events: fromEventObservable(() =>
      workflowEvents().pipe(
        // Notification pushes are the header's business, presence the record page's; neither is the lists'.
        filter((push) => push.kind !== 'notification' && push.kind !== 'presence'),
        map((push): WorkflowListsEvent =>
          push.kind === 'change'
            ? { type: 'list.push', change: push.change }
            : { type: 'list.live', live: push.kind === 'ready' },
        ),
      ),
    ),
  },
  guards: {
    holdsRecord: ({ context, event }) =>
      event.type === 'list.act' && findRecord(context.lists, event.input.id) !== undefined,
    needsReload: ({ context, event }) => event.type === 'list.live' && event.live && context.missed,
    // Only on the first load (no viewer yet): then the workgroup came from the URL; one chosen by hand that is
    // refused says why.
    isRefusedWorkgroup: ({ context, event }) =>
      context.viewer === null &&
      context.selected !== undefined &&
      'error' in event &&
      event.error instanceof HttpError &&
      event.error.failure.kind === 'appError',
    isConflict: (_, params: { error: unknown }) =>
      params.error instanceof HttpError &&
      params.error.failure.kind === 'appError' &&
      params.error.failure.errCode === 3,
  },
  actions: {
    applyPush: assign(({ context, event }) => {
      assertEvent(event, 'list.push');
      if (context.viewer === null || isStale(context.lists, event.change)) return {};
      applyChange(context.lists, event.change, context.viewer);
      return { revision: context.revision + 1 };
    }),
    bufferPush: assign({
      buffered: ({ context, event }) => {
        assertEvent(event, 'list.push');
        return [...context.buffered, event.change];
      },
    }),
    rollback: assign(({ context }, params: { reason: string }) => {
      const pending = context.pending;
      if (pending) undoChange(context.lists, pending.undo);
      return {
        pending: null,
        revision: context.revision + 1,
        message: {
          kind: 'error' as const,
          text: `Could not ${pending?.input.action ?? 'act on'} ${pending?.number ?? 'the record'}: ${params.reason}. The lists are back as they were.`,
        },
      };
    }),
    dismiss: assign({ message: null }),
    setLive: assign(({ context, event }) => {
      assertEvent(event, 'list.live');
      return { live: event.live, missed: context.missed || !event.live };
    }),
  },
}).createMachine({
  id: 'workflowLists',
  context: ({ input }) => ({
    recordType: input.recordType,
    lists: emptyLists<CaseRecord>(),
    revision: 0,
    viewer: null,
    workgroups: [],
    selected: input.wrkgrpId,
    pending: null,
    buffered: [],
    live: false,
    missed: false,
    message: null,
    selection: new Set<number>(),
  }),
  invoke: { id: 'events', src: 'events' },
  on: {
    'list.live': [{ guard: 'needsReload', target: '.loading', actions: 'setLive' }, { actions: 'setLive' }],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ missed: false }),
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => ({ recordType: context.recordType, selected: context.selected }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            fill(context.lists, context.recordType, event.output);
            const viewer = event.output.viewer;
            for (const change of context.buffered)
              if (!isStale(context.lists, change)) applyChange(context.lists, change, viewer);
            return {
              viewer,
              workgroups: event.output.workgroups,
              selected: viewer.wrkgrp_id ?? undefined,
              buffered: [],
              revision: context.revision + 1,
            };
          }),
        },
        onError: [
          // A workgroup named by a link the user is not in (a colleague's): their own default instead.
          {
            guard: 'isRefusedWorkgroup',
            target: 'loading',
            reenter: true,
            actions: assign({ selected: undefined }),
          },
          {
            target: 'failed',
            actions: assign({
              message: ({ event }) => ({ kind: 'error' as const, text: reasonOf(event.error) }),
            }),
          },
        ],
      },
      on: { 'list.push': { actions: 'bufferPush' } },
    },
    failed: { on: { 'list.reload': 'loading' } },
    ready: {
      // Rows are ticked and messages dismissed on lists that are read: while they load the table is covered by its
      // spinner and the banner offers no Dismiss, so these events come only here (and the path generator, which
      // cannot tell a first load from a reload, never starts them from the initial load).
      on: {
        'select.toggle': {
          actions: assign({ selection: ({ context, event }) => toggled(context.selection, event.id) }),
        },
        'select.all': { actions: assign({ selection: ({ event }) => new Set(event.ids) }) },
        'select.clear': { actions: assign({ selection: () => new Set<number>() }) },
        'list.dismiss': { actions: 'dismiss' },
        'list.push': { actions: 'applyPush' },
        'list.reload': 'loading',
        'list.selectWorkgroup': {
          target: 'loading',
          // A selection belongs to the lists it was made in.
          actions: assign({ selected: ({ event }) => event.wrkgrpId, selection: () => new Set<number>() }),
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.act': {
              guard: 'holdsRecord',
              target: 'acting',
              actions: assign(({ context, event }) => {
                const before = findRecord(context.lists, event.input.id) as CaseRecord;
                const viewer = context.viewer as Viewer;
                const predicted = predictChange(before, event.input, viewer.owner_user_id, event.names);
                const undo = applyChange(context.lists, predicted, viewer);
                return {
                  // The version held goes along: the service refuses the action if someone changed it since.
                  pending: {
                    input: { ...event.input, version: before.version },
                    undo,
                    number: before.number,
                  },
                  revision: context.revision + 1,
                  message: null,
                };
              }),
            },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            id: 'performAction',
            src: 'performAction',
            input: ({ context }) => context.pending?.input as WorkflowActionInput,
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const pending = context.pending;
                if (pending) undoChange(context.lists, pending.undo);
                applyChange(context.lists, event.output, context.viewer as Viewer);
                return {
                  pending: null,
                  revision: context.revision + 1,
                  message: {
                    kind: 'success' as const,
                    text: `${event.output.record.number} ${actionWords[event.output.action]}`,
                  },
                };
              }),
            },
            onError: [
              {
                // Someone changed it first: the lists reload so the user sees it as it now is.
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: '#workflowLists.loading',
                actions: { type: 'rollback', params: ({ event }) => ({ reason: reasonOf(event.error) }) },
              },
              {
                target: 'idle',
                actions: { type: 'rollback', params: ({ event }) => ({ reason: reasonOf(event.error) }) },
              },
            ],
          },
        },
      },
    },
  },
});
