import { assign, fromPromise, setup } from 'xstate';
import type {
  InteractionEntry,
  InteractionKind,
  InteractionListQuery,
  InteractionPage,
} from '../contracts/interactions/list';
import { errorText, unwrap } from '../services/http-result';
import { interactionsApi } from '../services/interactions-api';

/** The party and the filters the timeline shows (its URL's), without paging. */
export type TimelineRequest = Omit<InteractionListQuery, 'page' | 'pages' | 'after'>;

type Context = {
  request: TimelineRequest | null;
  /** Every entry read so far for the request, newest first: "Show more" appends the next page. */
  entries: InteractionEntry[];
  /** Where the next page starts; null once the last entry is shown. */
  next: string | null;
  /** The kinds the service lists; null until the first answer. */
  kinds: InteractionKind[] | null;
  /** The request the entries answer: until a new request's first page comes, the last list stays shown. */
  shown: TimelineRequest | null;
  error: string | null;
};

export type TimelinePagesEvent =
  /** The party or the filters (from the URL): the first page again, dropping a read under way. */
  { type: 'timeline.show'; request: TimelineRequest } | { type: 'timeline.more' };

type ReadInput = { request: TimelineRequest; after: string | null };

const same = (a: TimelineRequest | null, b: TimelineRequest) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A record's timeline (issue 38): the first page for its filters, then "Show more" reads only the page after the
 * last entry shown (the service's cursor) and appends it, so every entry of a long history is reachable and each
 * step costs one page however far down. A newer filter drops the read under way.
 */
export const timelinePagesMachine = setup({
  types: { context: {} as Context, events: {} as TimelinePagesEvent },
  actors: {
    read: fromPromise<InteractionPage, ReadInput>(async ({ input, signal }) =>
      unwrap(
        await interactionsApi.list(
          { ...input.request, ...(input.after ? { after: input.after } : {}) },
          { signal },
        ),
      ),
    ),
  },
  guards: {
    isNewRequest: ({ context, event }) =>
      event.type === 'timeline.show' && !same(context.request, event.request),
    hasNext: ({ context }) => context.next !== null,
  },
}).createMachine({
  id: 'timelinePages',
  context: { request: null, entries: [], next: null, kinds: null, shown: null, error: null },
  on: {
    'timeline.show': {
      guard: 'isNewRequest',
      target: '.first',
      actions: assign({ request: ({ event }) => event.request, error: null }),
    },
  },
  initial: 'idle',
  states: {
    idle: {},
    first: {
      tags: ['loading'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ request: context.request as TimelineRequest, after: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            entries: event.output.entries,
            next: event.output.next,
            kinds: event.output.kinds,
            shown: context.request,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: { 'timeline.more': { guard: 'hasNext', target: 'more' } },
    },
    more: {
      tags: ['loading'],
      invoke: {
        id: 'readMore',
        src: 'read',
        input: ({ context }) => ({ request: context.request as TimelineRequest, after: context.next }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            entries: [...context.entries, ...event.output.entries],
            next: event.output.next,
          })),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
