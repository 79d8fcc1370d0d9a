import { assign, emit, fromPromise, setup, type EventObject } from 'xstate';
import type { SalesDocument, SalesKind } from '../contracts/sales';
import { failureText, HttpError, unwrap } from '../services/http-result';
import { salesApi, type SalesAction } from '../services/sales-api';
import { navigateTo } from './redirect';

export type { SalesAction } from '../services/sales-api';

/** Each kind's desk: a step that makes the next document (quote → order) continues on that document's desk. */
export const deskPaths: Record<SalesKind, string> = {
  rfq: '/sales-order/request',
  quote: '/sales-order/quote',
  order: '/sales-order/order',
};

type Context = {
  kind: SalesKind;
  documents: SalesDocument[];
  /** Open requests, for the quote form's request choice. */
  openRfqs: SalesDocument[];
  selectedId: number | null;
  error: string | null;
  pending: SalesAction | null;
};
export type SalesDeskEvent =
  | { type: 'sales.select'; id: number | null }
  | { type: 'sales.act'; action: SalesAction }
  | { type: 'sales.reload' };
export type SalesDeskEmitted = { type: 'sales.done'; action: SalesAction; document: SalesDocument };

const errorText = (e: unknown) =>
  e instanceof HttpError ? failureText(e.failure) : 'Some Internal Error Occurred';

/**
 * One sales-order desk (requests, quotes or orders): the list, the selected document and its next step. After a
 * step succeeds the list reloads and the produced document is selected, so the user sees its new status.
 */
export const salesDeskMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SalesDeskEvent,
    input: {} as { kind: SalesKind; selectedId?: number | null },
    emitted: {} as SalesDeskEmitted,
  },
  actors: {
    loadDocuments: fromPromise<{ documents: SalesDocument[]; openRfqs: SalesDocument[] }, SalesKind>(
      async ({ input, signal }) => {
        const documents = unwrap(await salesApi.list(input, { signal }));
        const rfqs = input === 'rfq' ? documents : unwrap(await salesApi.list('rfq', { signal }));
        return { documents, openRfqs: rfqs.filter((d) => d.status === 'open') };
      },
    ),
    act: fromPromise<SalesDocument, SalesAction>(async ({ input }) => unwrap(await salesApi.act(input))),
  },
  guards: {
    opensOtherDesk: ({ context }, made: SalesDocument) => made.kind !== context.kind,
  },
  actions: {
    navigate: navigateTo,
    announceDone: emit(({ context }, made: SalesDocument) => ({
      type: 'sales.done' as const,
      action: context.pending as SalesAction,
      document: made,
    })),
    // Stay on the document when it changed kind-internally; a new kind's document opens on its own desk.
    applyDone: assign(({ context }, made: SalesDocument) => ({
      selectedId: made.kind === context.kind ? made.id : context.selectedId,
      pending: null,
    })),
  },
}).createMachine({
  id: 'salesDesk',
  context: ({ input }) => ({
    kind: input.kind,
    documents: [],
    openRfqs: [],
    selectedId: input.selectedId ?? null,
    error: null,
    pending: null,
  }),
  // Selecting works in any state: a desk opened with ?id= selects before its list has arrived.
  on: { 'sales.select': { actions: assign({ selectedId: ({ event }) => event.id, error: null }) } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A form submitted while the list is still (re)loading is kept and done once it has loaded: dropped, the
      // user's request would be lost while their form had already been cleared.
      on: { 'sales.act': { actions: assign({ pending: ({ event }) => event.action, error: null }) } },
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => context.kind,
        onDone: [
          {
            guard: ({ context }) => context.pending !== null,
            target: 'acting',
            actions: assign(({ event }) => ({ ...event.output })),
          },
          { target: 'ready', actions: assign(({ event }) => ({ ...event.output })) },
        ],
        onError: [
          {
            guard: ({ context }) => context.pending !== null,
            target: 'acting',
            actions: assign({ error: ({ event }) => errorText(event.error) }),
          },
          { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    ready: {
      on: {
        'sales.act': {
          target: 'acting',
          actions: assign({ pending: ({ event }) => event.action, error: null }),
        },
        'sales.reload': 'loading',
      },
    },
    acting: {
      tags: ['busy', 'acting'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => context.pending as SalesAction,
        onDone: [
          {
            guard: { type: 'opensOtherDesk', params: ({ event }) => event.output },
            target: 'loading',
            actions: [
              { type: 'announceDone', params: ({ event }) => event.output },
              { type: 'applyDone', params: ({ event }) => event.output },
              {
                type: 'navigate',
                params: ({ event }) => ({ to: `${deskPaths[event.output.kind]}?id=${event.output.id}` }),
              },
            ],
          },
          {
            target: 'loading',
            actions: [
              { type: 'announceDone', params: ({ event }) => event.output },
              { type: 'applyDone', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error), pending: null }),
        },
      },
    },
  },
});

const doc = { id: 1, kind: 'rfq', status: 'open', number: 'RFQ-00001' };
export const sampleEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadDocuments', output: { documents: [doc], openRfqs: [doc] } } as EventObject,
  { type: 'xstate.error.actor.loadDocuments', error: new Error('network') } as EventObject,
  { type: 'sales.select', id: 1 } as EventObject,
  { type: 'sales.act', action: { op: 'rfq.cancel', id: 1 } } as EventObject,
  { type: 'xstate.done.actor.act', output: { ...doc, status: 'cancelled' } } as EventObject,
  { type: 'xstate.error.actor.act', error: new Error('conflict') } as EventObject,
  { type: 'sales.reload' } as EventObject,
];
