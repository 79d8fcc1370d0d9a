import { assign, fromPromise, setup, type EventObject } from 'xstate';
import type { TrackerPage, TrackerPageInput } from '../contracts/tasks';
import { errorText, unwrap } from '../services/http-result';
import { tasksApi } from '../services/tasks-api';

type Context = {
  /** What the tracker shows (its URL's filters, search and sort); null until the screen names it. */
  filter: TrackerPageInput | null;
  pageNumber: number;
  size: number;
  /** The page last answered: kept while the next one loads, so the table does not empty on each step. */
  page: TrackerPage | null;
  error: string | null;
};

export type TrackerPageEvent =
  /** The list's filters, search or sort (from its URL): back to the first page when they changed. */
  | { type: 'page.filter'; filter: TrackerPageInput }
  | { type: 'page.goto'; pageNumber: number }
  | { type: 'page.reload' };

const sameFilter = (a: TrackerPageInput | null, b: TrackerPageInput) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The task tracker's rows, one page at a time from the service (issue 38): a new filter, page or reload starts a
 * new read and drops the one under way, so a late answer never overwrites a newer choice.
 */
export const trackerPageMachine = setup({
  types: {
    context: {} as Context,
    events: {} as TrackerPageEvent,
    input: {} as { size: number },
  },
  actors: {
    read: fromPromise<TrackerPage, TrackerPageInput>(async ({ input, signal }) =>
      unwrap(await tasksApi.trackerPage(input, { signal })),
    ),
  },
  guards: {
    isNewFilter: ({ context, event }) =>
      event.type === 'page.filter' && !sameFilter(context.filter, event.filter),
    isOtherPage: ({ context, event }) =>
      event.type === 'page.goto' && context.filter !== null && event.pageNumber !== context.pageNumber,
    hasFilter: ({ context }) => context.filter !== null,
  },
}).createMachine({
  id: 'trackerPage',
  context: ({ input }) => ({ filter: null, pageNumber: 0, size: input.size, page: null, error: null }),
  on: {
    'page.filter': {
      guard: 'isNewFilter',
      target: '.loading',
      actions: assign(({ event }) => ({ filter: event.filter, pageNumber: 0 })),
    },
    'page.goto': {
      guard: 'isOtherPage',
      target: '.loading',
      actions: assign({ pageNumber: ({ event }) => event.pageNumber }),
    },
    'page.reload': { guard: 'hasFilter', target: '.loading' },
  },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({
          ...(context.filter as TrackerPageInput),
          offset: context.pageNumber * context.size,
          limit: context.size,
        }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
  },
});

const samplePage: TrackerPage = {
  rows: [],
  total: 120,
  bands: { dark: 70, orange: 30, red: 20 },
};
export const trackerPageSampleEvents: EventObject[] = [
  { type: 'page.filter', filter: { scope: 'mine', status: 'Open' } } as EventObject,
  { type: 'xstate.done.actor.read', output: samplePage } as EventObject,
  { type: 'page.goto', pageNumber: 1 } as EventObject,
  { type: 'xstate.error.actor.read', error: new Error('network') } as EventObject,
  { type: 'page.reload' },
];
