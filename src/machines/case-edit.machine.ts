import { assign, emit, fromPromise, setup } from 'xstate';
import type { CaseRecord, WorkflowChange } from '../contracts/workflow/cases';
import {
  caseConflict,
  editableCaseFields,
  type CaseConflict,
  type CaseDetails,
  type UpdateCaseInput,
} from '../contracts/workflow/presence';
import { caseEditApi } from '../services/case-edit-api';
import { HttpError, failureText, unwrap } from '../services/http-result';

export type CaseEditEvent =
  | { type: 'edit.open'; record: CaseRecord }
  | { type: 'edit.cancel' }
  | { type: 'edit.save'; draft: CaseDetails };
/** A refused stale save, as the page shows it: the service's words and what the other person changed. */
export type EditConflict = CaseConflict & { text: string };
type Context = {
  id: number;
  /** The values and version the user started from; a save sends only what they changed from these. */
  base: CaseDetails | null;
  version: number;
  draft: CaseDetails | null;
  conflict: EditConflict | null;
  error: string | null;
  saved: string | null;
};

export const detailsOf = (r: CaseRecord): CaseDetails => ({
  title: r.title,
  description: r.description,
  priority: r.priority,
  severity: r.severity,
});

const changedFields = (draft: CaseDetails, base: CaseDetails | null): Partial<CaseDetails> =>
  Object.fromEntries(editableCaseFields.filter((f) => draft[f] !== base?.[f]).map((f) => [f, draft[f]]));

const conflictOf = (error: unknown): EditConflict | null => {
  if (!(error instanceof HttpError) || error.failure.kind !== 'appError' || error.failure.errCode !== 3)
    return null;
  const data = caseConflict.safeParse(error.failure.data);
  return data.success ? { ...data.data, text: error.failure.msg } : null;
};

/**
 * Editing a case's details over the version it was opened at. A save over someone else's change comes back
 * refused with their change: the form stays open with the user's draft, the version moves to the one now shown,
 * and saving again applies the user's change on top of theirs. `case.changed` tells the page to read the case
 * again after a save and after a refusal (the refusal also means the page is out of date).
 */
export const caseEditMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CaseEditEvent,
    input: {} as { id: number },
    emitted: {} as { type: 'case.changed' },
  },
  actors: {
    saveDetails: fromPromise<WorkflowChange, UpdateCaseInput>(async ({ input }) =>
      unwrap(await caseEditApi.update(input)),
    ),
  },
}).createMachine({
  id: 'caseEdit',
  context: ({ input }) => ({
    id: input.id,
    base: null,
    version: 0,
    draft: null,
    conflict: null,
    error: null,
    saved: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'edit.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            base: detailsOf(event.record),
            version: event.record.version,
            draft: null,
            conflict: null,
            error: null,
            saved: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'edit.cancel': { target: 'closed', actions: assign({ conflict: null, error: null }) },
        'edit.save': {
          target: 'saving',
          actions: assign({ draft: ({ event }) => event.draft, error: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          ...(context.draft ? changedFields(context.draft, context.base) : {}),
        }),
        onDone: {
          target: 'closed',
          actions: [
            assign({
              conflict: null,
              draft: null,
              saved: ({ event }) => `Saved ${event.output.record.number}`,
            }),
            emit({ type: 'case.changed' as const }),
          ],
        },
        onError: [
          {
            guard: ({ event }) => conflictOf(event.error) !== null,
            target: 'editing',
            actions: [
              assign(({ context, event }) => {
                const conflict = conflictOf(event.error);
                if (!conflict) return {};
                // Their values where the user changed nothing, the user's where they did: nothing typed is lost.
                const mine = context.draft ? changedFields(context.draft, context.base) : {};
                // The user has now seen their version: it becomes the one a save starts from.
                const base = detailsOf(conflict.record);
                return { conflict, version: conflict.record.version, base, draft: { ...base, ...mine } };
              }),
              emit({ type: 'case.changed' as const }),
            ],
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) =>
                event.error instanceof HttpError ? failureText(event.error.failure) : 'Not saved',
            }),
          },
        ],
      },
    },
  },
});
