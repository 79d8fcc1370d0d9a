import { assign, emit, fromPromise, setup } from 'xstate';
import { addNoteInput, noteReplyDepth, type CaseNote } from '../contracts/workflow/desk';
import { caseDeskApi } from '../services/case-desk-api';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { fieldErrorsOf } from '../rules/field-errors';

type Context = {
  caseId: number;
  userId: number | null;
  notes: CaseNote[];
  /** The signed-in user's profile signature, shown under the composer and stored with each note. */
  signature: string | null;
  /** The note being answered; null: a new note. */
  replyTo: number | null;
  fieldError: string | null;
  error: string | null;
};
export type CaseNotesEvent =
  | { type: 'notes.reply'; parentId: number | null }
  | { type: 'notes.add'; body: string }
  | { type: 'notes.retry' };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';
export const canReplyTo = (note: Pick<CaseNote, 'depth'>): boolean => note.depth < noteReplyDepth;

/** A case's notes and replies (depth 4 at most, spec §9), each signed with the author's profile signature. */
export const caseNotesMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CaseNotesEvent,
    input: {} as { caseId: number; userId: number | null },
    emitted: {} as { type: 'case.changed' },
  },
  actors: {
    loadNotes: fromPromise<
      { notes: CaseNote[]; signature: string | null },
      { caseId: number; userId: number | null }
    >(async ({ input }) => {
      const [notes, signature] = await Promise.all([
        caseDeskApi.notes(input.caseId),
        input.userId === null ? null : caseDeskApi.signature(input.userId),
      ]);
      return {
        notes: unwrap(notes),
        signature: signature && signature.kind === 'ok' ? signature.data.signature : null,
      };
    }),
    addNote: fromPromise<CaseNote[], { case_id: number; parent_id: number | null; body: string }>(
      async ({ input }) => unwrap(await caseDeskApi.addNote(input)),
    ),
  },
  guards: {
    isReplyAllowed: ({ context }, params: { parentId: number | null }) => {
      if (params.parentId === null) return true;
      const parent = context.notes.find((n) => n.id === params.parentId);
      return parent !== undefined && canReplyTo(parent);
    },
    isBodyValid: ({ context }, params: { body: string }) =>
      Object.keys(fieldErrorsOf(addNoteInput, { case_id: context.caseId, body: params.body })).length === 0,
  },
}).createMachine({
  id: 'caseNotes',
  context: ({ input }) => ({
    caseId: input.caseId,
    userId: input.userId,
    notes: [],
    signature: null,
    replyTo: null,
    fieldError: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadNotes',
        src: 'loadNotes',
        input: ({ context }) => ({ caseId: context.caseId, userId: context.userId }),
        onDone: {
          target: 'ready',
          actions: assign({
            notes: ({ event }) => event.output.notes,
            signature: ({ event }) => event.output.signature,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'notes.retry': 'loading' } },
    ready: {
      on: {
        'notes.reply': [
          {
            guard: { type: 'isReplyAllowed', params: ({ event }) => ({ parentId: event.parentId }) },
            actions: assign({ replyTo: ({ event }) => event.parentId, fieldError: null, error: null }),
          },
          { actions: assign({ error: `Replies go at most ${noteReplyDepth} levels deep` }) },
        ],
        'notes.add': [
          {
            guard: { type: 'isBodyValid', params: ({ event }) => ({ body: event.body }) },
            target: 'posting',
          },
          {
            actions: assign({
              fieldError: ({ context, event }) =>
                fieldErrorsOf(addNoteInput, { case_id: context.caseId, body: event.body }).body ?? null,
            }),
          },
        ],
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        id: 'addNote',
        src: 'addNote',
        input: ({ context, event }) => ({
          case_id: context.caseId,
          parent_id: context.replyTo,
          body: event.type === 'notes.add' ? event.body : '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ notes: ({ event }) => event.output, replyTo: null, fieldError: null, error: null }),
            emit({ type: 'case.changed' }),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
