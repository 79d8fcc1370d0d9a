import { and, assertEvent, assign, not, setup } from 'xstate';
import { checklistItem, saveChecklistInput, type ChecklistRecord } from '../contracts/workflow/checklists';
import { navigate } from '../services/navigation';
import { fieldErrorsOf, type FieldErrors } from '../rules/field-errors';
import { checklistActors, errorText } from './checklist-actors';
import {
  draftOf,
  emptyDraft,
  toPayload,
  withAttached,
  type ChecklistDraft,
  type ChecklistEvent,
} from './checklist-draft';

export type { ChecklistDraft, ChecklistEvent, NewAttachment } from './checklist-draft';

type Context = {
  id: number | null;
  /** The case a new checklist is held against (null: stand-alone). */
  caseId: number | null;
  draft: ChecklistDraft;
  saved: ChecklistRecord | null;
  dirty: boolean;
  error: string | null;
  warnings: string[];
  /** Field messages (spec §5) of the last save or publish that the contract refused; itemText: the new item. */
  fieldErrors: FieldErrors;
};

/**
 * A checklist: edited as a draft (title, items, attachments checked against 10 MB each / 25 MB in all, exe and sh
 * refused), saved, then published — and read-only from then on: no edit event is handled once published.
 */
export const checklistMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChecklistEvent,
    input: {} as { id: number | null; caseId?: number | null },
  },
  actors: checklistActors,
  guards: {
    isExisting: ({ context }) => context.id !== null,
    isPublishedRecord: (_, params: { record: ChecklistRecord }) => params.record.status === 'Published',
    attachmentsFit: ({ context, event }) =>
      event.type === 'checklist.attach' && withAttached(context.draft, event.files).ok,
    canPublish: ({ context }) => context.draft.title.trim().length >= 3 && context.draft.items.length > 0,
    isDraftValid: ({ context }) =>
      Object.keys(fieldErrorsOf(saveChecklistInput, toPayload({ ...context, draft: context.draft })))
        .length === 0,
    // Removals name what the page lists; one that names nothing there changes nothing (and is not handled).
    hasItem: ({ context, event }) =>
      event.type === 'checklist.removeItem' && event.index >= 0 && event.index < context.draft.items.length,
    hasNewAttachment: ({ context, event }) =>
      event.type === 'checklist.detachNew' && context.draft.added.some((a) => a.name === event.name),
    hasSavedAttachment: ({ context, event }) =>
      event.type === 'checklist.detachSaved' && context.draft.kept.some((a) => a.id === event.id),
    isItemValid: ({ event }) => {
      assertEvent(event, 'checklist.addItem');
      return checklistItem.safeParse({ text: event.text }).success;
    },
  },
  actions: {
    /** A new checklist moves to its own address once saved, so a reload opens it. */
    openSaved: (_, params: { from: number | null; to: number }) => {
      if (params.from !== params.to) navigate(`/case-management/checklist/${params.to}`);
    },
    edit: assign(({ context }, params: { draft: Partial<ChecklistDraft> }) => ({
      draft: { ...context.draft, ...params.draft },
      dirty: true,
      warnings: [],
      error: null,
      fieldErrors: {},
    })),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => fieldErrorsOf(saveChecklistInput, toPayload({ ...context })),
    }),
    keep: assign((_, params: { record: ChecklistRecord }) => ({
      id: params.record.id,
      caseId: params.record.case_id,
      saved: params.record,
      draft: draftOf(params.record),
      dirty: false,
      error: null,
      warnings: [],
      fieldErrors: {},
    })),
  },
}).createMachine({
  id: 'checklist',
  context: ({ input }) => ({
    id: input.id,
    caseId: input.caseId ?? null,
    draft: emptyDraft,
    saved: null,
    dirty: false,
    error: null,
    warnings: [],
    fieldErrors: {},
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isExisting', target: 'loading' }, { target: 'draft' }] },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadChecklist',
        src: 'loadChecklist',
        input: ({ context }) => context.id as number,
        onDone: [
          {
            guard: { type: 'isPublishedRecord', params: ({ event }) => ({ record: event.output }) },
            target: 'published',
            actions: { type: 'keep', params: ({ event }) => ({ record: event.output }) },
          },
          { target: 'draft', actions: { type: 'keep', params: ({ event }) => ({ record: event.output }) } },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'checklist.retry': 'loading' } },
    draft: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checklist.title': {
              actions: { type: 'edit', params: ({ event }) => ({ draft: { title: event.title } }) },
            },
            'checklist.addItem': [
              {
                guard: 'isItemValid',
                actions: {
                  type: 'edit',
                  params: ({ context, event }) => ({
                    draft: { items: [...context.draft.items, event.text.trim()] },
                  }),
                },
              },
              {
                actions: assign({
                  fieldErrors: ({ event }) => ({
                    itemText: fieldErrorsOf(checklistItem, { text: event.text }).text ?? '',
                  }),
                }),
              },
            ],
            'checklist.removeItem': {
              guard: 'hasItem',
              actions: {
                type: 'edit',
                params: ({ context, event }) => ({
                  draft: { items: context.draft.items.filter((_, i) => i !== event.index) },
                }),
              },
            },
            'checklist.attach': [
              {
                guard: 'attachmentsFit',
                actions: {
                  type: 'edit',
                  params: ({ context, event }) => ({
                    draft: { added: [...context.draft.added, ...event.files] },
                  }),
                },
              },
              {
                actions: assign({
                  warnings: ({ context, event }) => {
                    const check = withAttached(context.draft, event.files);
                    return check.ok ? [] : check.warnings;
                  },
                }),
              },
            ],
            'checklist.detachNew': {
              guard: 'hasNewAttachment',
              actions: {
                type: 'edit',
                params: ({ context, event }) => ({
                  draft: { added: context.draft.added.filter((a) => a.name !== event.name) },
                }),
              },
            },
            'checklist.detachSaved': {
              guard: 'hasSavedAttachment',
              actions: {
                type: 'edit',
                params: ({ context, event }) => ({
                  draft: {
                    kept: context.draft.kept.filter((a) => a.id !== event.id),
                    removed: [...context.draft.removed, event.id],
                  },
                }),
              },
            },
            'checklist.save': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showFieldErrors' }],
            'checklist.publish': [
              { guard: and(['canPublish', 'isDraftValid']), target: '#checklist.publishing' },
              { guard: not('isDraftValid'), actions: 'showFieldErrors' },
              { actions: assign({ error: 'Give it a title and at least one item before publishing' }) },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveChecklist',
            src: 'saveChecklist',
            input: ({ context }) => ({ id: context.id, caseId: context.caseId, draft: context.draft }),
            onDone: {
              target: 'editing',
              actions: [
                {
                  type: 'openSaved',
                  params: ({ context, event }) => ({ from: context.id, to: event.output.id }),
                },
                { type: 'keep', params: ({ event }) => ({ record: event.output }) },
              ],
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
    publishing: {
      tags: ['busy'],
      invoke: {
        id: 'publishChecklist',
        src: 'publishChecklist',
        input: ({ context }) => ({ id: context.id, caseId: context.caseId, draft: context.draft }),
        onDone: {
          target: 'published',
          actions: [
            {
              type: 'openSaved',
              params: ({ context, event }) => ({ from: context.id, to: event.output.id }),
            },
            { type: 'keep', params: ({ event }) => ({ record: event.output }) },
          ],
        },
        onError: { target: 'draft', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    /** Read-only: no event changes it any more. */
    published: { tags: ['readOnly'] },
  },
});
