import { assign, fromPromise, setup } from 'xstate';
import type { InteractionEntry, InteractionPage } from '../contracts/interactions/list';
import type { CallerParty } from '../contracts/telephony/call-case';
import { unwrap } from '../services/http-result';
import { interactionsApi } from '../services/interactions-api';

/** How many of the caller's latest touches sit beside a ringing or connected call. */
export const recentInteractionCount = 5;

export type RecentParty = Pick<CallerParty, 'kind' | 'id' | 'name'>;

export type CallerInteractionsContext = {
  party: RecentParty | null;
  entries: InteractionEntry[];
  has_more: boolean;
  /** A quiet line in the panel: the call goes on whether or not the history could be read. */
  error: string | null;
};

export type CallerInteractionsEvent =
  | { type: 'interactions.load'; party: RecentParty }
  | { type: 'interactions.retry' }
  | { type: 'interactions.clear' };

export const callerInteractionsError = 'Recent interactions could not be loaded';

const empty: CallerInteractionsContext = { party: null, entries: [], has_more: false, error: null };

/**
 * The identified caller's latest touches while the call rings and while it is connected (issue 22). The
 * call-to-case flow says whom to load; a new caller cancels the read under way, and a failure is kept as a
 * quiet line (the call matters more than its history), so the call's own panels never break.
 */
export const callerInteractionsMachine = setup({
  types: { context: {} as CallerInteractionsContext, events: {} as CallerInteractionsEvent },
  actors: {
    fetchRecent: fromPromise<InteractionPage, RecentParty>(async ({ input, signal }) =>
      unwrap(
        await interactionsApi.list(
          { party_type: input.kind, party_id: input.id, page_size: recentInteractionCount },
          { signal, quiet: true },
        ),
      ),
    ),
  },
  guards: {
    isOtherParty: ({ context, event }) =>
      event.type === 'interactions.load' &&
      (context.party?.kind !== event.party.kind || context.party.id !== event.party.id),
  },
}).createMachine({
  id: 'callerInteractions',
  context: empty,
  initial: 'idle',
  on: {
    'interactions.load': {
      guard: 'isOtherParty',
      target: '.loading',
      actions: assign(({ event }) => ({ ...empty, party: event.party })),
    },
    'interactions.clear': { target: '.idle', actions: assign(() => ({ ...empty })) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchRecent',
        src: 'fetchRecent',
        input: ({ context }) => context.party as RecentParty,
        onDone: {
          target: 'loaded',
          actions: assign({
            entries: ({ event }) => event.output.entries,
            has_more: ({ event }) => event.output.has_more,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: callerInteractionsError }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'interactions.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
