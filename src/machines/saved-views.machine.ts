import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type {
  SavedView,
  SavedViewState,
  ViewList,
  ViewListResponse,
  ViewSaveRequest,
  ViewShareTarget,
} from '../contracts/saved-views';
import { openingView } from '../rules/saved-view-link';
import { failureText, HttpError, internalErrorText } from '../services/http-result';
import { viewsApi } from '../services/views-api';

export type SavedViewsEvent =
  | { type: 'views.apply'; id: number }
  | { type: 'views.save'; name: string; state: SavedViewState; sharedWrkgrpId: number | null }
  | { type: 'views.update'; state: SavedViewState }
  | { type: 'views.remove'; id: number }
  | { type: 'views.default'; id: number | null }
  | { type: 'views.reload' };

/**
 * applied: the list takes this view's filters, sort and columns (opening: because the list opened on it, not a
 * choice in the menu); saved: a save went through.
 */
export type SavedViewsEmitted =
  { type: 'views.applied'; view: SavedView; opening: boolean } | { type: 'views.saved'; view: SavedView };

type Context = {
  list: ViewList;
  /** The URL the list opened with: it may name a view, or carry filters that keep the default away. */
  search: string;
  views: SavedView[];
  shareWith: ViewShareTarget[];
  /** The view the list shows now (null: none chosen, or the list was changed by hand since). */
  currentId: number | null;
  /** The opening view is chosen once, on the first read; later reads only refresh the menu. */
  opened: boolean;
  error: string | null;
  notice: string | null;
};

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : internalErrorText;
const current = (context: Context) => context.views.find((v) => v.id === context.currentId) ?? null;

/**
 * The saved views of one list (issue 19): reads them, opens the list on the view the URL names or on the user's
 * default, applies a chosen view, and saves, updates, removes or makes one the default, reading again after each.
 */
export const savedViewsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SavedViewsEvent,
    emitted: {} as SavedViewsEmitted,
    input: {} as { list: ViewList; search: string },
  },
  actors: {
    list: fromPromise<ViewListResponse, ViewList>(({ input, signal }) => viewsApi.list(input, signal)),
    save: fromPromise<SavedView, ViewSaveRequest>(({ input }) => viewsApi.save(input)),
    remove: fromPromise<void, number>(({ input }) => viewsApi.remove(input)),
    setDefault: fromPromise<void, { list: ViewList; view_id: number | null }>(({ input }) =>
      viewsApi.setDefault(input),
    ),
  },
  actions: {
    open: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ opened: true });
      if (context.opened) return;
      const view = openingView(context.views, context.search);
      if (!view) return;
      enqueue.assign({ currentId: view.id });
      enqueue.emit({ type: 'views.applied', view, opening: true });
    }),
    apply: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'views.apply');
      const view = context.views.find((v) => v.id === event.id);
      if (!view) return;
      enqueue.assign({ currentId: view.id, notice: null, error: null });
      enqueue.emit({ type: 'views.applied', view, opening: false });
    }),
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => ({
    list: input.list,
    search: input.search,
    views: [],
    shareWith: [],
    currentId: null,
    opened: false,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'list',
        src: 'list',
        input: ({ context }) => context.list,
        onDone: {
          target: 'ready',
          actions: [
            assign({
              views: ({ event }) => event.output.views,
              shareWith: ({ event }) => event.output.share_with,
            }),
            'open',
          ],
        },
        // The list works without its views; the menu says why it is empty.
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), opened: true }),
        },
      },
    },
    ready: {
      on: {
        'views.apply': { actions: 'apply' },
        'views.reload': { target: 'loading', actions: assign({ error: null }) },
        'views.save': { target: 'saving', actions: assign({ error: null, notice: null }) },
        'views.update': {
          guard: ({ context }) => current(context)?.mine === true,
          target: 'saving',
          actions: assign({ error: null, notice: null }),
        },
        'views.remove': { target: 'removing', actions: assign({ error: null, notice: null }) },
        'views.default': { target: 'defaulting', actions: assign({ error: null, notice: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }): ViewSaveRequest => {
          if (event.type === 'views.save')
            return {
              list: context.list,
              name: event.name,
              state: event.state,
              shared_wrkgrp_id: event.sharedWrkgrpId,
            };
          assertEvent(event, 'views.update');
          const view = current(context) as SavedView;
          return { id: view.id, list: context.list, name: view.name, state: event.state };
        },
        onDone: {
          target: 'loading',
          actions: [
            assign({
              currentId: ({ event }) => event.output.id,
              notice: ({ event }) => `View “${event.output.name}” saved`,
            }),
            emit(({ event }) => ({ type: 'views.saved' as const, view: event.output })),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ event }) => {
          assertEvent(event, 'views.remove');
          return event.id;
        },
        onDone: {
          target: 'loading',
          // A removed current view is simply no longer found: the list keeps what it shows.
          actions: assign({ notice: 'View deleted' }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    defaulting: {
      tags: ['busy'],
      invoke: {
        id: 'setDefault',
        src: 'setDefault',
        input: ({ context, event }) => {
          assertEvent(event, 'views.default');
          return { list: context.list, view_id: event.id };
        },
        onDone: {
          target: 'loading',
          actions: assign({ notice: 'Default view changed' }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
