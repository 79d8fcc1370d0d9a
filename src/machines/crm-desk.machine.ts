import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { CrmMorePathName } from '../contracts/crm-more';
import { classificationApi } from '../services/classification-api';
import { crmCall } from '../services/crm-more-api';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { fillPath, navigateTo } from './redirect';

export type CrmReads = Partial<Record<CrmMorePathName, Record<string, unknown>>>;
export type CrmDeskInput = {
  reads: CrmReads;
  /** After this change succeeds, open `to` filled from its answer (a new offering opens its own page). */
  afterChange?: { call: CrmMorePathName; to: string };
};
export type CrmChange = {
  call: CrmMorePathName;
  payload: Record<string, unknown>;
  /** Mobile classification mapping: refresh the classification cache with the purge header afterwards (§7). */
  refreshCache?: boolean;
};
export type CrmDeskEvent =
  { type: 'crm.reload'; reads?: CrmReads } | ({ type: 'crm.change' } & CrmChange) | { type: 'crm.dismiss' };
export type CrmDeskEmitted = { type: 'crm.changed'; call: CrmMorePathName; result: unknown };

type Context = CrmDeskInput & {
  data: Partial<Record<CrmMorePathName, unknown>>;
  pending: CrmChange | null;
  error: string | null;
  notice: string | null;
};

const errorText = (e: unknown) =>
  e instanceof HttpError ? failureText(e.failure) : 'Some Internal Error Occurred';

/**
 * One screen's reads and changes (offerings, stock history, RFQ dispatch map, mobile mapping, employee benefits):
 * loads every read, applies one change at a time, refreshes the classification cache when the change asks for it,
 * then reloads the reads so the screen shows what the service now holds.
 */
export const crmDeskMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CrmDeskEvent,
    input: {} as CrmDeskInput,
    emitted: {} as CrmDeskEmitted,
  },
  actors: {
    loadReads: fromPromise<Context['data'], CrmReads>(async ({ input, signal }) => {
      const entries = Object.entries(input) as [CrmMorePathName, Record<string, unknown>][];
      const answers = await Promise.all(entries.map(([name, body]) => crmCall(name, body, signal)));
      return Object.fromEntries(entries.map(([name], i) => [name, answers[i]]));
    }),
    applyChange: fromPromise<unknown, CrmChange>(({ input }) => crmCall(input.call, input.payload)),
    refreshCache: fromPromise<unknown, void>(async () =>
      unwrap(await classificationApi.cache('mobile', true)),
    ),
  },
  actions: { navigate: navigateTo },
  guards: {
    opensChanged: ({ context }) =>
      context.afterChange !== undefined && context.afterChange.call === context.pending?.call,
    needsCacheRefresh: ({ context }) => Boolean(context.pending?.refreshCache),
  },
}).createMachine({
  id: 'crmDesk',
  context: ({ input }) => ({ ...input, data: {}, pending: null, error: null, notice: null }),
  initial: 'loading',
  on: { 'crm.dismiss': { actions: assign({ error: null, notice: null }) } },
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadReads',
        src: 'loadReads',
        input: ({ context }) => context.reads,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        'crm.reload': {
          target: 'loading',
          actions: assign({ reads: ({ context, event }) => event.reads ?? context.reads }),
        },
        'crm.change': {
          target: 'changing',
          actions: assign(({ event }) => {
            const { type: _type, ...change } = event;
            return { pending: change, error: null, notice: null };
          }),
        },
      },
    },
    changing: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => context.pending as CrmChange,
        onDone: [
          {
            guard: 'opensChanged',
            target: 'loading',
            actions: [
              emit(({ context, event }) => ({
                type: 'crm.changed' as const,
                call: (context.pending as CrmChange).call,
                result: event.output,
              })),
              {
                type: 'navigate',
                params: ({ context, event }) => ({
                  to: fillPath(context.afterChange?.to ?? '', event.output),
                }),
              },
              assign({ notice: 'Saved', pending: null }),
            ],
          },
          {
            guard: 'needsCacheRefresh',
            target: 'refreshing',
            actions: [
              emit(({ context, event }) => ({
                type: 'crm.changed' as const,
                call: (context.pending as CrmChange).call,
                result: event.output,
              })),
              assign({ notice: 'Saved' }),
            ],
          },
          {
            target: 'loading',
            actions: [
              emit(({ context, event }) => ({
                type: 'crm.changed' as const,
                call: (context.pending as CrmChange).call,
                result: event.output,
              })),
              assign({ notice: 'Saved', pending: null }),
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), pending: null }),
        },
      },
    },
    refreshing: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'refreshCache',
        src: 'refreshCache',
        // The change is saved either way; a failed refresh only means the next read rebuilds the cache.
        onDone: { target: 'loading', actions: assign({ pending: null }) },
        onError: { target: 'loading', actions: assign({ pending: null }) },
      },
    },
    failed: {
      on: {
        'crm.reload': {
          target: 'loading',
          actions: assign({ reads: ({ context, event }) => event.reads ?? context.reads, error: null }),
        },
      },
    },
  },
});

export const crmDeskSampleEvents = (
  done: (id: string, output: unknown) => EventObject,
  failed: (id: string) => EventObject,
): EventObject[] => [
  done('loadReads', { rfqMap: { map: [], workgroups: [], products: [] } }),
  failed('loadReads'),
  { type: 'crm.reload' },
  {
    type: 'crm.change',
    call: 'mobileMap',
    payload: { mobile_classification_id: 12, case_classification_id: 7 },
    refreshCache: true,
  } as EventObject,
  done('applyChange', { id: 'mob-12', type: 'mapped_leaf' }),
  done('refreshCache', { version: 3, cached: false, items: [] }),
  failed('refreshCache'),
  { type: 'crm.change', call: 'rfqMapRemove', payload: { id: 4 } } as EventObject,
  failed('applyChange'),
  { type: 'crm.dismiss' },
];
