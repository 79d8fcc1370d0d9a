import { assertEvent, assign, emit, fromCallback, setup } from 'xstate';
import { deskUrlQuery, parseDeskUrlState, type DeskUrlState } from '../rules/desk-url-state';
import { currentQuery, currentRoute, onAddressChange, writeQuery } from '../services/navigation';

type History = 'push' | 'replace';

export type DeskUrlContext = {
  /** The list's route: the address is written only while it is shown. */
  route: string;
  /** Columns a sort in the URL may name. */
  sortable: readonly string[];
  state: DeskUrlState;
  /**
   * The query the list was last opened with from outside (the first open, back, forward, a link): the saved views
   * start afresh from it, so a view the URL names is applied then, and not again on the desk's own writes.
   */
  opened: string;
  /** Counts openings from outside after the first: the table starts again to show their sort and search. */
  restored: number;
};

export type DeskUrlEvent =
  /** A choice by hand (tab, filter, sort, workgroup) or a saved view: one history entry each. */
  | { type: 'url.change'; patch: Partial<DeskUrlState>; history?: History }
  /** The search box's text as it is typed: one history entry for a burst of typing, not one per key. */
  | { type: 'url.type'; q: string }
  /** Enter in the search box: the burst ends, the next key makes a new entry. */
  | { type: 'url.commit' }
  /** The address moved from outside (back, forward, a link). */
  | { type: 'url.address'; route: string; query: string };

export type DeskUrlEmitted = { type: 'url.restored'; state: DeskUrlState };

export type DeskUrlInput = { route: string; query: string; sortable: readonly string[] };

/** A change by hand leaves the saved view: the list no longer shows it, and a reload must not apply it again. */
const changed = (state: DeskUrlState, patch: Partial<DeskUrlState>): DeskUrlState => ({
  ...state,
  view: null,
  ...patch,
});

/**
 * The desk's tab, filters, sort, search text and saved view, kept in the hash route's query (issue 38): each change
 * by hand is a history entry, typing replaces the entry its first key made until a pause or Enter, and an address
 * from outside (reload, back, forward, a colleague's link) becomes the state again. The desk reads the state here.
 */
export const deskUrlMachine = setup({
  types: {
    context: {} as DeskUrlContext,
    events: {} as DeskUrlEvent,
    emitted: {} as DeskUrlEmitted,
    input: {} as DeskUrlInput,
  },
  actors: {
    address: fromCallback<DeskUrlEvent>(({ sendBack }) =>
      onAddressChange(() => sendBack({ type: 'url.address', route: currentRoute(), query: currentQuery() })),
    ),
  },
  delays: {
    /** A pause this long ends a burst of typing. */
    typingPause: 1000,
  },
  guards: {
    isChange: ({ context, event }) =>
      event.type === 'url.change' &&
      deskUrlQuery(changed(context.state, event.patch)) !== deskUrlQuery(context.state),
    isNewText: ({ context, event }) => event.type === 'url.type' && event.q !== context.state.q,
    isOutsideMove: ({ context, event }) =>
      event.type === 'url.address' &&
      event.route === context.route &&
      event.query !== deskUrlQuery(context.state),
  },
  actions: {
    writeUrl: ({ context }, params: { history: History }) =>
      writeQuery(context.route, deskUrlQuery(context.state), params.history),
    change: assign({
      state: ({ context, event }) => {
        assertEvent(event, 'url.change');
        return changed(context.state, event.patch);
      },
    }),
    type: assign({
      state: ({ context, event }) => {
        assertEvent(event, 'url.type');
        return changed(context.state, { q: event.q, view: context.state.view });
      },
    }),
    restore: assign(({ context, event }) => {
      assertEvent(event, 'url.address');
      return {
        state: parseDeskUrlState(event.query, context.sortable),
        opened: event.query,
        restored: context.restored + 1,
      };
    }),
    announce: emit(({ context }) => ({ type: 'url.restored' as const, state: context.state })),
  },
}).createMachine({
  id: 'deskUrl',
  context: ({ input }) => ({
    route: input.route,
    sortable: input.sortable,
    state: parseDeskUrlState(input.query, input.sortable),
    opened: input.query,
    restored: 0,
  }),
  invoke: { id: 'address', src: 'address' },
  on: {
    'url.change': {
      guard: 'isChange',
      target: '.idle',
      actions: [
        'change',
        {
          type: 'writeUrl',
          params: ({ event }) => ({
            history: event.type === 'url.change' ? (event.history ?? 'push') : 'push',
          }),
        },
      ],
    },
    'url.address': { guard: 'isOutsideMove', target: '.idle', actions: ['restore', 'announce'] },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'url.type': {
          guard: 'isNewText',
          target: 'typing',
          actions: ['type', { type: 'writeUrl', params: { history: 'push' } }],
        },
      },
    },
    typing: {
      after: { typingPause: 'idle' },
      on: {
        'url.type': {
          guard: 'isNewText',
          target: 'typing',
          reenter: true,
          actions: ['type', { type: 'writeUrl', params: { history: 'replace' } }],
        },
        'url.commit': 'idle',
      },
    },
  },
});
