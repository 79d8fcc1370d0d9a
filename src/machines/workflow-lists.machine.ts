import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { RecordType, WorkflowActionInput } from '../contracts/workflow/cases';
import { HttpError } from '../services/http-result';
import { emptyWindow, firstHole, type DeskQuery } from '../rules/desk-window';
import { defaultDeskQuery, firstWindow } from '../rules/desk-window-reads';
import { actionWords, reasonOf } from './workflow-lists-text';
import { toggled } from './workflow-lists-fill';
import { workflowListsActors } from './workflow-lists-actors';
import {
  firstReadOf,
  loaded,
  matchingRequest,
  predicted,
  rereadRequest,
  rolledBack,
  visibleRequest,
  windowRead,
  withChange,
} from './workflow-lists-steps';
import type { WorkflowListsContext, WorkflowListsEvent } from './workflow-lists-types';

export type { WorkflowListsContext, WorkflowListsEvent } from './workflow-lists-types';

/**
 * The desk's lists of one record type (cases or leads), read from the service a window at a time (issue 38): the
 * tab, filters, search and sort are the service's to apply, the grid's visible rows drive the reads, and the four
 * counts come with the first window. Each action shows at once (optimistic), the service's answer replaces the
 * prediction and a refusal puts the window back with a clear message; other users' changes pushed by the service
 * update the rows on screen at once, and the window is read again once they settle so counts and neighbours are
 * exact.
 */
export const workflowListsMachine = setup({
  types: {
    context: {} as WorkflowListsContext,
    events: {} as WorkflowListsEvent,
    /** wrkgrpId: the workgroup to open on (a link from the home page); omitted: the user's default. */
    input: {} as { recordType: RecordType; wrkgrpId?: number; query?: DeskQuery },
  },
  actors: workflowListsActors,
  guards: {
    holdsRecord: ({ context, event }) => event.type === 'list.act' && context.known.has(event.input.id),
    needsReload: ({ context, event }) => event.type === 'list.live' && event.live && context.missed,
    isCurrent: ({ context, event }) => 'generation' in event && event.generation === context.generation,
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
      return context.viewer === null ? {} : withChange(context, event.change);
    }),
    bufferPush: assign({
      buffered: ({ context, event }) => {
        assertEvent(event, 'list.push');
        return [...context.buffered, event.change];
      },
    }),
    reread: sendTo('reader', ({ context }) => rereadRequest(context)),
    readVisible: sendTo('reader', ({ context, event }) => {
      assertEvent(event, 'list.visible');
      return visibleRequest(context, event);
    }),
    rollback: assign(({ context }, params: { reason: string }) => rolledBack(context, params.reason)),
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
    query: input.query ?? defaultDeskQuery,
    generation: 0,
    window: emptyWindow,
    known: new Map(),
    visible: { from: 0, to: firstWindow },
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
  invoke: [
    { id: 'events', src: 'events' },
    { id: 'reader', src: 'reader' },
  ],
  on: {
    'list.live': [{ guard: 'needsReload', target: '.loading', actions: 'setLive' }, { actions: 'setLive' }],
    // A new tab, filter, search or sort: its first window, with the counts; the selection stays (it spans tabs).
    'list.query': {
      target: '.loading',
      actions: assign(({ context, event }) => ({
        query: event.query,
        generation: context.generation + 1,
        visible: { from: 0, to: firstWindow },
      })),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign(({ context }) => ({ missed: false, generation: context.generation + 1 })),
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => firstReadOf(context),
        onDone: { target: 'ready', actions: assign(({ context, event }) => loaded(context, event.output)) },
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
      // spinner and the banner offers no Dismiss, so these events come only here.
      on: {
        'select.toggle': {
          actions: assign({ selection: ({ context, event }) => toggled(context.selection, event.id) }),
        },
        'select.matching': { actions: sendTo('reader', ({ context }) => matchingRequest(context)) },
        'list.matched': {
          guard: 'isCurrent',
          actions: assign({ selection: ({ event }) => new Set(event.ids) }),
        },
        'select.clear': { actions: assign({ selection: () => new Set<number>() }) },
        'list.dismiss': { actions: 'dismiss' },
        'list.push': { actions: ['applyPush', 'reread'] },
        'list.visible': [
          {
            guard: ({ context, event }) => firstHole(context.window, event.from, event.to) >= 0,
            actions: [
              assign({ visible: ({ event }) => ({ from: event.from, to: event.to }) }),
              'readVisible',
            ],
          },
          { actions: assign({ visible: ({ event }) => ({ from: event.from, to: event.to }) }) },
        ],
        'list.window': {
          guard: 'isCurrent',
          actions: assign(({ context, event }) => windowRead(context, event.answer, event.fresh)),
        },
        'list.readFailed': {
          actions: assign({
            message: ({ event }) => ({ kind: 'error' as const, text: reasonOf(event.error) }),
          }),
        },
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
              actions: assign(({ context, event }) => predicted(context, event.input, event.names)),
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
              actions: [
                assign(({ context, event }) => ({
                  ...withChange(context, event.output, context.pending?.before),
                  pending: null,
                  message: {
                    kind: 'success' as const,
                    text: `${event.output.record.number} ${actionWords[event.output.action]}`,
                  },
                })),
                'reread',
              ],
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
