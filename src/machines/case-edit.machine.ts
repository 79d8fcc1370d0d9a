import { assign, emit, fromPromise, setup } from 'xstate';
import type { CaseRecord, WorkflowChange } from '../contracts/workflow/cases';
import {
  caseConflict,
  editableCaseFields,
  type CaseConflict,
  type CaseEditDraft,
  type UpdateCaseInput,
} from '../contracts/workflow/presence';
import { levelsOfRecord, sameLevels, toClassificationInput } from '../rules/case-classification';
import { formatDateTime } from '../rules/kit-format';
import { caseEditApi } from '../services/case-edit-api';
import { HttpError, failureText, unwrap } from '../services/http-result';

export type CaseEditEvent =
  | { type: 'edit.open'; record: CaseRecord }
  | { type: 'edit.cancel' }
  | { type: 'edit.save'; draft: CaseEditDraft };
/** A refused stale save, as the page shows it: the service's words and what the other person changed. */
export type EditConflict = CaseConflict & { text: string };
type Context = {
  id: number;
  /** The values and version the user started from; a save sends only what they changed from these. */
  base: CaseEditDraft | null;
  version: number;
  draft: CaseEditDraft | null;
  conflict: EditConflict | null;
  error: string | null;
  saved: string | null;
};

export const detailsOf = (r: CaseRecord): CaseEditDraft => ({
  title: r.title,
  description: r.description,
  priority: r.priority,
  severity: r.severity,
  classification: levelsOfRecord(r),
});

const changedFields = (draft: CaseEditDraft, base: CaseEditDraft | null): Partial<CaseEditDraft> => {
  const changed: Partial<CaseEditDraft> = Object.fromEntries(
    editableCaseFields.filter((f) => draft[f] !== base?.[f]).map((f) => [f, draft[f]]),
  );
  const levels = draft.classification;
  if (levels && !(base?.classification && sameLevels(levels, base.classification)))
    changed.classification = levels;
  return changed;
};

/** The save call's body: the changed fields, the classification in the contract's shape. */
const saveInput = (context: Context): UpdateCaseInput => {
  const { classification, ...fields } = context.draft ? changedFields(context.draft, context.base) : {};
  return {
    id: context.id,
    version: context.version,
    ...fields,
    ...(classification ? { classification: toClassificationInput(classification) } : {}),
  };
};

/**
 * What the page says after a save. A new classification moves the due time (the service counts it again from
 * the case set-up), so the page names the new one rather than leave the user to spot it.
 */
export const savedText = (base: CaseEditDraft | null, record: CaseRecord): string => {
  const moved = base?.classification && !sameLevels(base.classification, levelsOfRecord(record));
  return moved && record.due_at
    ? `Saved ${record.number}. Classification changed: due now ${formatDateTime(record.due_at)}`
    : `Saved ${record.number}`;
};

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
        input: ({ context }) => saveInput(context),
        onDone: {
          target: 'closed',
          actions: [
            assign({
              conflict: null,
              draft: null,
              saved: ({ context, event }) => savedText(context.base, event.output.record),
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
