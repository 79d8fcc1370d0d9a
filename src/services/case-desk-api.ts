import {
  deskPaths,
  type AddDocumentsInput,
  type AddNoteInput,
  type CaseDocument,
  type CaseDocumentFile,
  type CaseNote,
  type PollingEntry,
  type UserSignature,
} from '../contracts/workflow/desk';
import { post } from './http';

/** The case desk's notes, documents, polling entries and signatures; refusals are shown by their actors. */
export const caseDeskApi = {
  notes: (caseId: number) => post<CaseNote[]>(deskPaths.noteList, { case_id: caseId }),
  addNote: (body: AddNoteInput) => post<CaseNote[]>(deskPaths.noteAdd, body, { quiet: 'failures' }),
  documents: (caseId: number) => post<CaseDocument[]>(deskPaths.documentList, { case_id: caseId }),
  addDocuments: (body: AddDocumentsInput) =>
    post<CaseDocument[]>(deskPaths.documentAdd, body, { quiet: 'failures' }),
  /** Quiet: thumbnails are fetched in the background and a missing one just shows the file icon. */
  document: (id: number, options: { quiet?: boolean } = {}) =>
    post<CaseDocumentFile>(deskPaths.documentGet, { id }, options),
  removeDocument: (id: number) =>
    post<CaseDocument[]>(deskPaths.documentRemove, { id }, { quiet: 'failures' }),
  polling: (caseId: number) => post<PollingEntry[]>(deskPaths.pollingList, { case_id: caseId }),
  review: (id: number) => post<PollingEntry[]>(deskPaths.pollingReview, { id }, { quiet: true }),
  signature: (userId: number) =>
    post<UserSignature>(deskPaths.signature, { user_id: userId, signature_type: 'profile' }),
};
