import { assign, emit, fromPromise, setup } from 'xstate';
import type { CaseDocument } from '../contracts/workflow/desk';
import { caseDeskApi } from '../services/case-desk-api';
import { HttpError, failureText, unwrap } from '../services/http-result';
import { checkChecklistAttachments, type UploadedDocument } from '../rules/kit-upload';

type Context = {
  caseId: number;
  documents: CaseDocument[];
  error: string | null;
  warnings: string[];
};
export type CaseDocumentsEvent =
  | { type: 'documents.attach'; documents: UploadedDocument[]; sendWithNotification: boolean }
  | { type: 'documents.retry' };
type AttachInput = { case_id: number; documents: UploadedDocument[]; send_with_notification: boolean };

const errorText = (error: unknown) =>
  error instanceof HttpError ? failureText(error.failure) : 'The service did not answer';
/** Bytes of a data URL's payload, for the size rules before anything is sent. */
const sizeOf = (doc: UploadedDocument) =>
  doc.size ?? Math.floor(((doc.document_data.length - doc.document_data.indexOf(',') - 1) * 3) / 4);
const checkOf = (docs: UploadedDocument[]) =>
  checkChecklistAttachments(docs.map((d) => ({ name: d.document_name, size: sizeOf(d) })));

/**
 * The documents of a case: listed, and attached through the kit's upload piece under the attachment rules
 * (10 MB each, 25 MB a selection, exe and sh refused), sent with the case notification when asked (spec §9).
 */
export const caseDocumentsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CaseDocumentsEvent,
    input: {} as { caseId: number },
    emitted: {} as { type: 'case.changed' },
  },
  actors: {
    loadDocuments: fromPromise<CaseDocument[], number>(async ({ input }) =>
      unwrap(await caseDeskApi.documents(input)),
    ),
    attachDocuments: fromPromise<CaseDocument[], AttachInput>(async ({ input }) =>
      unwrap(
        await caseDeskApi.addDocuments({
          ...input,
          documents: input.documents.map((d) => ({
            document_name: d.document_name,
            document_data: d.document_data,
          })),
        }),
      ),
    ),
  },
  guards: {
    isSelectionAllowed: (_, params: { documents: UploadedDocument[] }) =>
      params.documents.length > 0 && checkOf(params.documents).ok,
  },
}).createMachine({
  id: 'caseDocuments',
  context: ({ input }) => ({ caseId: input.caseId, documents: [], error: null, warnings: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => context.caseId,
        onDone: { target: 'ready', actions: assign({ documents: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: { on: { 'documents.retry': 'loading' } },
    ready: {
      on: {
        'documents.attach': [
          {
            guard: { type: 'isSelectionAllowed', params: ({ event }) => ({ documents: event.documents }) },
            target: 'attaching',
            actions: assign({ warnings: [], error: null }),
          },
          {
            actions: assign({
              warnings: ({ event }) => {
                const check = checkOf(event.documents);
                return check.ok ? ['Choose at least one document'] : check.warnings;
              },
            }),
          },
        ],
      },
    },
    attaching: {
      tags: ['busy'],
      invoke: {
        id: 'attachDocuments',
        src: 'attachDocuments',
        input: ({ context, event }) => ({
          case_id: context.caseId,
          documents: event.type === 'documents.attach' ? event.documents : [],
          send_with_notification: event.type === 'documents.attach' ? event.sendWithNotification : true,
        }),
        onDone: {
          target: 'ready',
          actions: [assign({ documents: ({ event }) => event.output }), emit({ type: 'case.changed' })],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});
