import type { FastifyRequest } from 'fastify';
import {
  addDocumentsInput,
  addNoteInput,
  caseRefInput,
  deskPaths,
  documentDownloadQuery,
  documentRefInput,
  pollingReviewInput,
  signatureInput,
} from '../../src/contracts/workflow/desk';
import { addDocuments, listDocuments } from '../domain/workflow/case-documents';
import { downloadDocument, getDocument, removeDocument } from '../domain/workflow/case-document-files';
import { addNote, listNotes, signatureOf } from '../domain/workflow/case-notes';
import { listPolling, reviewPolling } from '../domain/workflow/polling-entries';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { uploadBodyLimit } from '../http/body-limits';
import { attachmentPolicy } from '../../src/rules/upload-content';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** 25 MB of documents as base64 (the attachment rules' total), plus the rest of the form: about 34 MB. */
const documentBodyLimit = uploadBodyLimit(attachmentPolicy.maxTotalBytes);

/** The case desk: notes and replies, documents, polling entries, signatures. */
export const workflowDeskRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(deskPaths.noteList, { config: access.signedIn, schema: { body: caseRefInput } }, async (request) =>
    ok(await listNotes(ctx.db, await caller(request), request.body)),
  );
  app.post(deskPaths.noteAdd, { schema: { body: addNoteInput } }, async (request) =>
    ok(await addNote(ctx.db, await caller(request), request.body), 'Note added'),
  );
  app.post(
    deskPaths.documentList,
    { config: access.signedIn, schema: { body: caseRefInput } },
    async (request) => ok(await listDocuments(ctx.db, await caller(request), request.body)),
  );
  app.post(
    deskPaths.documentAdd,
    { schema: { body: addDocumentsInput }, bodyLimit: documentBodyLimit },
    async (request) =>
      ok(
        await addDocuments(ctx.db, await caller(request), request.body, config.uploadBlockedExtensions),
        'Documents attached',
      ),
  );
  app.post(
    deskPaths.documentGet,
    { config: access.signedIn, schema: { body: documentRefInput } },
    async (request) => ok(await getDocument(ctx.db, await caller(request), request.body)),
  );
  app.get(
    deskPaths.documentDownload,
    { config: access.signedIn, schema: { querystring: documentDownloadQuery } },
    async (request, reply) => {
      const file = await downloadDocument(ctx.db, await caller(request), request.query);
      return reply.headers(file.headers).send(file.bytes);
    },
  );
  app.post(deskPaths.documentRemove, { schema: { body: documentRefInput } }, async (request) =>
    ok(await removeDocument(ctx.db, await caller(request), request.body), 'Document removed'),
  );
  app.post(
    deskPaths.pollingList,
    { config: access.signedIn, schema: { body: caseRefInput } },
    async (request) => ok(await listPolling(ctx.db, await caller(request), request.body)),
  );
  app.post(deskPaths.pollingReview, { schema: { body: pollingReviewInput } }, async (request) =>
    ok(await reviewPolling(ctx.db, await caller(request), request.body), 'Marked reviewed'),
  );
  app.post(
    deskPaths.signature,
    { config: access.signedIn, schema: { body: signatureInput } },
    async (request) => ok(await signatureOf(ctx.db, await caller(request), request.body)),
  );
};
