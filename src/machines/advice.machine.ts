import { assign, fromPromise, setup } from 'xstate';
import {
  adviceTransition,
  type Advice,
  type AdviceAction,
  type AdviceFacts,
  type AdviceNeeds,
  type SchemeFilters,
} from '../contracts/advice';
import { calls, requestOf, type AdviceRequest } from './advice-requests';
import { failureText, HttpError } from '../services/http-result';
import { adviceApi } from '../services/advice-api';

export type AdviceEvent =
  | { type: 'advice.reload' }
  | { type: 'advice.needs.capture'; needs: AdviceNeeds }
  | { type: 'advice.needs.update'; needs: AdviceNeeds }
  | { type: 'advice.filters.update'; filters: SchemeFilters }
  | { type: 'advice.compare'; schemeIds: number[]; gapIds: number[] }
  | { type: 'advice.recommend'; schemeId: number; gapId: number | null; reason: string }
  | { type: 'advice.export' }
  | { type: 'advice.email'; to: string; cc: string[]; message: string }
  | { type: 'advice.resend'; to?: string }
  | { type: 'advice.documents.remove'; documentIds: number[] }
  | { type: 'advice.close'; reason: string }
  | { type: 'advice.error.dismiss' };

type Context = {
  adviceId: number;
  advice: Advice | null;
  request: AdviceRequest | null;
  error: string | null;
  failedAction: AdviceAction | null;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const liveDocuments = (advice: Advice | null) => advice?.documents.filter((d) => !d.removed).length ?? 0;

/** Asks the shared lifecycle table whether the action may run now (the service asks the same question). */
const may = (context: Context, action: AdviceAction, facts: AdviceFacts = {}): boolean =>
  context.advice !== null && adviceTransition(context.advice.status, action, facts).allowed;

const textOf = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The advice could not be saved';

/** A recommendation needs a comparison first. */
const recommendEvent = {
  'advice.recommend': { guard: 'canRecommend', target: 'saving', actions: 'prepare' },
} as const;

/**
 * One advice through its lifecycle: draft → needs captured → schemes compared → recommendation made → documents
 * generated → sent (resend possible) → closed. Every action is guarded by the lifecycle table before its call
 * is made; while the call runs the machine is in `saving`; a failure returns to the same status with the
 * advice unchanged (nothing is lost) and the service's reason in `error`.
 */
export const adviceMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AdviceEvent,
    input: {} as { adviceId: number },
  },
  actors: {
    loadAdvice: fromPromise<Advice, { adviceId: number }>(({ input, signal }) =>
      adviceApi.getAdvice({ advice_id: input.adviceId }, { signal }),
    ),
    runAction: fromPromise<Advice, { adviceId: number; request: AdviceRequest | null }>(({ input }) => {
      if (!input.request) throw new Error('No action to run');
      const run = calls[input.request.action] as (body: Record<string, unknown>) => Promise<Advice>;
      return run({ advice_id: input.adviceId, ...input.request.body });
    }),
  },
  guards: {
    isDraft: ({ context }) => context.advice?.status === 'draft',
    isNeedsCaptured: ({ context }) => context.advice?.status === 'needs_captured',
    isSchemesCompared: ({ context }) => context.advice?.status === 'schemes_compared',
    isRecommended: ({ context }) => context.advice?.status === 'recommended',
    isDocumentsGenerated: ({ context }) => context.advice?.status === 'documents_generated',
    isSent: ({ context }) => context.advice?.status === 'sent',
    isClosed: ({ context }) => context.advice?.status === 'closed',
    canUpdateNeeds: ({ context }) => may(context, 'update_needs'),
    canCompare: ({ context, event }) =>
      event.type === 'advice.compare' &&
      may(context, 'compare', { comparedCount: new Set(event.schemeIds).size }),
    canRecommend: ({ context, event }) =>
      event.type === 'advice.recommend' &&
      may(context, 'recommend', {
        recommendationInComparison: context.advice?.scheme_ids.includes(event.schemeId) ?? false,
        hasReason: event.reason.trim().length >= 10,
      }),
    canExport: ({ context }) => may(context, 'export'),
    canEmail: ({ context, event }) =>
      event.type === 'advice.email' &&
      may(context, 'email', {
        liveDocuments: liveDocuments(context.advice),
        hasRecipient: emailPattern.test(event.to.trim()),
      }),
    canResend: ({ context, event }) =>
      event.type === 'advice.resend' &&
      (event.to === undefined || emailPattern.test(event.to)) &&
      may(context, 'resend', { liveDocuments: liveDocuments(context.advice) }),
    canRemove: ({ context, event }) =>
      event.type === 'advice.documents.remove' &&
      event.documentIds.length > 0 &&
      event.documentIds.every((id) =>
        context.advice?.documents.some((d) => d.document_id === id && !d.removed),
      ),
    canClose: ({ context, event }) =>
      event.type === 'advice.close' && may(context, 'close', { hasReason: event.reason.trim().length >= 3 }),
  },
  actions: {
    prepare: assign({
      error: null,
      failedAction: null,
      request: ({ event }): AdviceRequest | null => requestOf(event),
    }),
    dismissError: assign({ error: null, failedAction: null }),
  },
}).createMachine({
  id: 'advice',
  context: ({ input }) => ({
    adviceId: input.adviceId,
    advice: null,
    request: null,
    error: null,
    failedAction: null,
  }),
  initial: 'loading',
  on: { 'advice.error.dismiss': { actions: 'dismissError' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAdvice',
        src: 'loadAdvice',
        input: ({ context }) => ({ adviceId: context.adviceId }),
        onDone: { target: 'routing', actions: assign({ advice: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => textOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'advice.reload': 'loading' } },
    /** Goes to the state of the advice's status: after a load, a success, or a failure (status unchanged). */
    routing: {
      always: [
        { guard: 'isDraft', target: 'draft' },
        { guard: 'isNeedsCaptured', target: 'needsCaptured' },
        { guard: 'isSchemesCompared', target: 'schemesCompared' },
        { guard: 'isRecommended', target: 'recommended' },
        { guard: 'isDocumentsGenerated', target: 'documentsGenerated' },
        { guard: 'isSent', target: 'sent' },
        { guard: 'isClosed', target: 'closed' },
        { target: 'loadFailed' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ adviceId: context.adviceId, request: context.request }),
        onDone: {
          target: 'routing',
          actions: assign({ advice: ({ event }) => event.output, request: null }),
        },
        onError: {
          target: 'routing',
          actions: assign({
            error: ({ event }) => textOf(event.error),
            failedAction: ({ context }) => context.request?.action ?? null,
            request: null,
          }),
        },
      },
    },
    draft: {
      tags: ['editable'],
      on: {
        'advice.needs.capture': { target: 'saving', actions: 'prepare' },
        'advice.reload': 'loading',
      },
    },
    needsCaptured: { tags: ['editable'], on: editableEvents() },
    schemesCompared: { tags: ['editable'], on: { ...editableEvents(), ...recommendEvent } },
    recommended: {
      tags: ['editable'],
      on: {
        ...editableEvents(),
        'advice.export': { guard: 'canExport', target: 'saving', actions: 'prepare' },
      },
    },
    documentsGenerated: {
      on: {
        'advice.export': { guard: 'canExport', target: 'saving', actions: 'prepare' },
        'advice.email': { guard: 'canEmail', target: 'saving', actions: 'prepare' },
        'advice.documents.remove': { guard: 'canRemove', target: 'saving', actions: 'prepare' },
        'advice.close': { guard: 'canClose', target: 'saving', actions: 'prepare' },
        'advice.reload': 'loading',
      },
    },
    sent: {
      on: {
        'advice.resend': { guard: 'canResend', target: 'saving', actions: 'prepare' },
        'advice.documents.remove': { guard: 'canRemove', target: 'saving', actions: 'prepare' },
        'advice.close': { guard: 'canClose', target: 'saving', actions: 'prepare' },
        'advice.reload': 'loading',
      },
    },
    closed: { type: 'final' },
  },
});

/** Needs, filters and the comparison stay open until documents are generated. */
function editableEvents() {
  return {
    'advice.needs.update': { guard: 'canUpdateNeeds', target: 'saving', actions: 'prepare' },
    'advice.filters.update': { guard: 'canUpdateNeeds', target: 'saving', actions: 'prepare' },
    'advice.compare': { guard: 'canCompare', target: 'saving', actions: 'prepare' },
    'advice.reload': 'loading',
  } as const;
}
