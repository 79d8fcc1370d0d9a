import { assign, emit, fromPromise, setup } from 'xstate';
import type { CaseDocument, CaseDocumentFile } from '../contracts/workflow/desk';
import { documentKind } from '../rules/document-kinds';
import { checkChecklistAttachments, type UploadedDocument } from '../rules/kit-upload';
import { caseDeskApi } from '../services/case-desk-api';
import { errorText, unwrap } from '../services/http-result';
import { withThumbnails, type Thumbnails } from './case-document-thumbnails';

type Context = {
  caseId: number;
  documents: CaseDocument[];
  thumbnails: Thumbnails;
  /** The document open in the viewer (pdf, txt and drawable images). */
  viewing: CaseDocumentFile | null;
  /** The document being fetched or removed, so its row can say so. */
  pendingId: number | null;
  error: string | null;
  warnings: string[];
};
export type CaseDocumentsEvent =
  | {
      type: 'documents.attach';
      documents: UploadedDocument[];
      sendWithNotification: boolean;
      blacklist?: readonly string[];
    }
  | { type: 'documents.retry' }
  | { type: 'documents.open'; id: number }
  | { type: 'documents.download'; id: number }
  | { type: 'documents.closeViewer' }
  | { type: 'documents.remove'; id: number };
type AttachInput = { case_id: number; documents: UploadedDocument[]; send_with_notification: boolean };
type Listed = { documents: CaseDocument[]; thumbnails: Thumbnails };
type FetchInput = { id: number; mode: 'view' | 'download' };

const failed = (error: unknown) => errorText(error, 'The service did not answer');
/** Bytes of a data URL's payload, for the size rules before anything is sent. */
const sizeOf = (doc: UploadedDocument) =>
  doc.size ?? Math.floor(((doc.document_data.length - doc.document_data.indexOf(',') - 1) * 3) / 4);
const checkOf = (docs: UploadedDocument[], blacklist?: readonly string[]) =>
  checkChecklistAttachments(
    docs.map((d) => ({ name: d.document_name, size: sizeOf(d) })),
    blacklist,
  );
const listed = {
  type: 'listed',
  params: ({ event }: { event: { output: Listed } }) => event.output,
} as const;

/**
 * The documents of a case: listed with thumbnails for images, opened in the browser (pdf, txt, images) or
 * downloaded (everything else), attached through the kit's upload piece under the attachment rules (10 MB each,
 * 25 MB a selection, the environment's blacklist) and removed after the view's confirmation (spec §2, §9).
 */
export const caseDocumentsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CaseDocumentsEvent,
    input: {} as { caseId: number },
    emitted: {} as { type: 'case.changed' } | { type: 'documents.save'; file: CaseDocumentFile },
  },
  actors: {
    loadDocuments: fromPromise<Listed, { caseId: number; known: Thumbnails }>(async ({ input }) =>
      withThumbnails(unwrap(await caseDeskApi.documents(input.caseId)), input.known),
    ),
    attachDocuments: fromPromise<Listed, AttachInput & { known: Thumbnails }>(async ({ input }) => {
      const { known, ...body } = input;
      const documents = body.documents.map((d) => ({
        document_name: d.document_name,
        document_data: d.document_data,
      }));
      return withThumbnails(unwrap(await caseDeskApi.addDocuments({ ...body, documents })), known);
    }),
    fetchDocument: fromPromise<CaseDocumentFile, FetchInput>(async ({ input }) =>
      unwrap(await caseDeskApi.document(input.id)),
    ),
    removeDocument: fromPromise<Listed, { id: number; known: Thumbnails }>(async ({ input }) =>
      withThumbnails(unwrap(await caseDeskApi.removeDocument(input.id)), input.known),
    ),
  },
  actions: {
    listed: assign((_, params: Listed) => ({
      documents: params.documents,
      thumbnails: params.thumbnails,
      error: null,
      pendingId: null,
    })),
  },
  guards: {
    isSelectionAllowed: (_, params: { documents: UploadedDocument[]; blacklist?: readonly string[] }) =>
      params.documents.length > 0 && checkOf(params.documents, params.blacklist).ok,
    isViewable: (_, params: { name: string }) => documentKind(params.name).opening === 'view',
  },
}).createMachine({
  id: 'caseDocuments',
  context: ({ input }) => ({
    caseId: input.caseId,
    documents: [],
    thumbnails: {},
    viewing: null,
    pendingId: null,
    error: null,
    warnings: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => ({ caseId: context.caseId, known: context.thumbnails }),
        onDone: { target: 'ready', actions: listed },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failed(event.error) }) },
      },
    },
    failed: { on: { 'documents.retry': 'loading' } },
    ready: {
      on: {
        'documents.attach': [
          {
            guard: {
              type: 'isSelectionAllowed',
              params: ({ event }) => ({ documents: event.documents, blacklist: event.blacklist }),
            },
            target: 'attaching',
            actions: assign({ warnings: [], error: null }),
          },
          {
            actions: assign({
              warnings: ({ event }) => {
                const check = checkOf(event.documents, event.blacklist);
                return check.ok ? ['Choose at least one document'] : check.warnings;
              },
            }),
          },
        ],
        'documents.open': { target: 'fetching', actions: assign({ pendingId: ({ event }) => event.id }) },
        'documents.download': { target: 'fetching', actions: assign({ pendingId: ({ event }) => event.id }) },
        'documents.remove': {
          target: 'removing',
          actions: assign({ pendingId: ({ event }) => event.id, error: null }),
        },
        'documents.closeViewer': { actions: assign({ viewing: null }) },
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
          known: context.thumbnails,
        }),
        onDone: { target: 'ready', actions: [listed, emit({ type: 'case.changed' })] },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failed(event.error) }) },
      },
    },
    fetching: {
      tags: ['fetching'],
      invoke: {
        id: 'fetchDocument',
        src: 'fetchDocument',
        input: ({ event }) => ({
          id: event.type === 'documents.open' || event.type === 'documents.download' ? event.id : 0,
          mode: event.type === 'documents.open' ? ('view' as const) : ('download' as const),
        }),
        onDone: [
          {
            // Opened, and the browser can show it: the viewer. Otherwise it is saved like a download.
            guard: {
              type: 'isViewable',
              params: ({ event }) => ({ name: event.output.document_name }),
            },
            target: 'ready',
            actions: assign({ viewing: ({ event }) => event.output, pendingId: null }),
          },
          {
            target: 'ready',
            actions: [
              assign({ pendingId: null }),
              emit(({ event }) => ({ type: 'documents.save' as const, file: event.output })),
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failed(event.error), pendingId: null }),
        },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context }) => ({ id: context.pendingId ?? 0, known: context.thumbnails }),
        onDone: { target: 'ready', actions: [listed, emit({ type: 'case.changed' })] },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => failed(event.error), pendingId: null }),
        },
      },
    },
  },
});
