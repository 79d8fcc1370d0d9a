import { assertEvent, assign, emit, fromCallback, raise, setup } from 'xstate';
import { currentQuery, currentRoute, onAddressChange, writeQuery } from '../services/navigation';

type History = 'push' | 'replace';

/** What every list keeps in its URL besides its own filters: the search text and the saved view. */
export type ListUrlBase = { q: string; view: number | null };

/** How one list reads its state from a query string and writes it back (one spelling per state). */
export type ListUrlRules<S extends ListUrlBase> = {
  parse: (query: string, sortable: readonly string[]) => S;
  query: (state: S) => string;
  /**
   * The patch that leaves out an id of the state the caller cannot see (another tenant's, or removed), once the
   * ids they can see are known (`url.known`); null when every id is theirs.
   */
  unknown?: (state: S, known: readonly number[]) => Partial<S> | null;
};

export type ListUrlContext<S extends ListUrlBase> = {
  /** The list's route: the address is written only while it is shown. */
  route: string;
  /** Columns a sort in the URL may name. */
  sortable: readonly string[];
  state: S;
  /**
   * The query the list was last opened with from outside (the first open, back, forward, a link): the saved views
   * start afresh from it, so a view the URL names is applied then, and not again on the list's own writes.
   */
  opened: string;
  /** Counts openings from outside after the first: the table starts again to show their sort and search. */
  restored: number;
  /** The ids the caller may see (rules.unknown), once the list has read them. */
  known: readonly number[] | null;
};

export type ListUrlEvent<S extends ListUrlBase> =
  /** A choice by hand (tab, filter, sort, workgroup) or a saved view: one history entry each. */
  | { type: 'url.change'; patch: Partial<S>; history?: History }
  /** The search box's text as it is typed: one history entry for a burst of typing, not one per key. */
  | { type: 'url.type'; q: string }
  /** Enter in the search box: the burst ends, the next key makes a new entry. */
  | { type: 'url.commit' }
  /** The address moved from outside (back, forward, a link). */
  | { type: 'url.address'; route: string; query: string }
  /** The ids the caller may see, as read (again): a link naming another's opens without it, in the same entry. */
  | { type: 'url.known'; ids: readonly number[] }
  /** Raised after the ids or the address change: drop what the caller cannot see. */
  | { type: 'url.check' };

export type ListUrlEmitted<S extends ListUrlBase> = { type: 'url.restored'; state: S };

export type ListUrlInput = { route: string; query: string; sortable: readonly string[] };

/**
 * A list's tab, filters, sort, search text and saved view, kept in the hash route's query (issue 38): each change
 * by hand is a history entry, typing replaces the entry its first key made until a pause or Enter, and an address
 * from outside (reload, back, forward, a colleague's link) becomes the state again. The list reads the state here.
 * One machine per list (the desk's, the tracker's), each with its own parse and query rules.
 */
export function listUrlMachine<S extends ListUrlBase>(id: string, rules: ListUrlRules<S>) {
  /** A change by hand leaves the saved view: the list no longer shows it, and a reload must not apply it again. */
  const changed = (state: S, patch: Partial<S>): S => ({ ...state, view: null, ...patch });
  return setup({
    types: {
      context: {} as ListUrlContext<S>,
      events: {} as ListUrlEvent<S>,
      emitted: {} as ListUrlEmitted<S>,
      input: {} as ListUrlInput,
    },
    actors: {
      address: fromCallback<ListUrlEvent<S>>(({ sendBack }) =>
        onAddressChange(() =>
          sendBack({ type: 'url.address', route: currentRoute(), query: currentQuery() }),
        ),
      ),
    },
    delays: {
      /** A pause this long ends a burst of typing. */
      typingPause: 1000,
    },
    guards: {
      isChange: ({ context, event }) =>
        event.type === 'url.change' &&
        rules.query(changed(context.state, event.patch)) !== rules.query(context.state),
      hasUnknown: ({ context }) =>
        context.known !== null && (rules.unknown?.(context.state, context.known) ?? null) !== null,
      isNewText: ({ context, event }) => event.type === 'url.type' && event.q !== context.state.q,
      isOutsideMove: ({ context, event }) =>
        event.type === 'url.address' &&
        event.route === context.route &&
        event.query !== rules.query(context.state),
    },
    actions: {
      writeUrl: ({ context }, params: { history: History }) =>
        writeQuery(context.route, rules.query(context.state), params.history),
      change: assign({
        state: ({ context, event }) => {
          assertEvent(event, 'url.change');
          return changed(context.state, event.patch);
        },
      }),
      type: assign({
        state: ({ context, event }) => {
          assertEvent(event, 'url.type');
          return changed(context.state, { q: event.q, view: context.state.view } as Partial<S>);
        },
      }),
      restore: assign(({ context, event }) => {
        assertEvent(event, 'url.address');
        return {
          state: rules.parse(event.query, context.sortable),
          opened: event.query,
          restored: context.restored + 1,
        };
      }),
      keepKnown: assign({
        known: ({ event }) => {
          assertEvent(event, 'url.known');
          return event.ids;
        },
      }),
      dropUnknown: assign({
        state: ({ context }) => ({
          ...context.state,
          ...(context.known && rules.unknown?.(context.state, context.known)),
        }),
      }),
      check: raise({ type: 'url.check' } as ListUrlEvent<S>),
      announce: emit(({ context }) => ({ type: 'url.restored' as const, state: context.state })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      route: input.route,
      sortable: input.sortable,
      state: rules.parse(input.query, input.sortable),
      opened: input.query,
      restored: 0,
      known: null,
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
      'url.address': {
        guard: 'isOutsideMove',
        target: '.idle',
        actions: ['restore', 'announce', 'check'],
      },
      'url.known': { actions: ['keepKnown', 'check'] },
      'url.check': {
        guard: 'hasUnknown',
        actions: ['dropUnknown', { type: 'writeUrl', params: { history: 'replace' } }],
      },
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
}
