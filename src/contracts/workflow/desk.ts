import { z } from 'zod';
import { dbInt } from '../db-int';
import { attachmentInput } from './checklists';

/** The case desk's notes, documents, polling entries and signatures (spec §4, §7, §9). */
const id = dbInt().positive();
/** Spec §9: a note, a reply, a reply to it, and one more level. */
export const noteReplyDepth = 4;
export const signatureTypes = ['profile'] as const;

export const deskPaths = {
  noteList: '/workflow/case/note/list',
  noteAdd: '/workflow/case/note/add',
  documentList: '/workflow/case/document/list',
  documentAdd: '/workflow/case/document/add',
  /** One document with its content, to open in the browser or download (spec §9). */
  documentGet: '/workflow/case/document/get',
  /**
   * GET ?id=: the same document as a file (its bytes, typed from its content, nosniff, attachment or §9's inline
   * kinds under a sandbox CSP); a refusal is the envelope as on every call. A GET because it answers a file, not
   * the envelope every POST call answers.
   */
  documentDownload: '/workflow/case/document/download',
  documentRemove: '/workflow/case/document/remove',
  pollingList: '/workflow/case/polling/list',
  pollingReview: '/workflow/case/polling/review',
  signature: '/get_signature_from_user_id',
} as const;

export const caseRefInput = z.object({ case_id: id });

export const addNoteInput = z.object({
  case_id: id,
  /** Omitted or null: a new note; otherwise the note replied to. */
  parent_id: id.nullish(),
  body: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(4000, 'The max allowed number of characters is 4000'),
});
export type AddNoteInput = z.input<typeof addNoteInput>;

export const caseNote = z.object({
  id: dbInt(),
  case_id: dbInt(),
  parent_id: dbInt().nullable(),
  depth: dbInt(),
  body: z.string(),
  author_user_id: dbInt().nullable(),
  author_name: z.string().nullable(),
  signature: z.string().nullable(),
  create_datetime: z.string(),
});
export type CaseNote = z.infer<typeof caseNote>;

export const addDocumentsInput = z.object({
  case_id: id,
  documents: z
    .array(attachmentInput)
    .min(1, 'This field is required')
    .max(5, 'Cannot select more than 5 files'),
  /** Send the documents with the case notification (spec §9: yes for cases). */
  send_with_notification: z.boolean().default(true),
});
export type AddDocumentsInput = z.input<typeof addDocumentsInput>;

export const caseDocument = z.object({
  id: dbInt(),
  case_id: dbInt(),
  document_name: z.string(),
  size: dbInt(),
  sent_with_notification: z.boolean(),
  uploaded_by_name: z.string().nullable(),
  create_datetime: z.string(),
});
export type CaseDocument = z.infer<typeof caseDocument>;

export const documentRefInput = z.object({ id });
export type DocumentRefInput = z.input<typeof documentRefInput>;
/** The download's query string: the id as text, read as the same whole number. */
export const documentDownloadQuery = z.object({
  id: z
    .string({ error: 'This field is required' })
    .regex(/^[0-9]{1,10}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(id),
});

/** A document with its content as the data URL it was uploaded as (spec §3). */
export const caseDocumentFile = z.object({
  id: dbInt(),
  case_id: dbInt(),
  document_name: z.string(),
  document_data: z.string(),
});
export type CaseDocumentFile = z.infer<typeof caseDocumentFile>;

export const pollingStatuses = ['New', 'Reviewed'] as const;
export const pollingEntry = z.object({
  id: dbInt(),
  case_id: dbInt(),
  system: z.string(),
  reference: z.string(),
  result: z.string(),
  status: z.enum(pollingStatuses),
  polled_at: z.string(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type PollingEntry = z.infer<typeof pollingEntry>;
export const pollingReviewInput = z.object({ id });

export const signatureInput = z.object({
  user_id: id,
  signature_type: z.enum(signatureTypes).default('profile'),
});
export const userSignature = z.object({
  user_id: dbInt(),
  signature_type: z.enum(signatureTypes),
  /** Null when the user has none of that type. */
  signature: z.string().nullable(),
});
export type UserSignature = z.infer<typeof userSignature>;
