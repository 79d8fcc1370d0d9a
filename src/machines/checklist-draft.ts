import type { ChecklistRecord, SaveChecklistInput } from '../contracts/workflow/checklists';
import { checkChecklistAttachments, type FileLike } from '../rules/kit-upload';

// A checklist's draft as the page edits it, and the payload a save or publish sends from it.
export type NewAttachment = FileLike & { data: string };
export type ChecklistDraft = {
  title: string;
  items: string[];
  /** Saved attachments still attached. */
  kept: { id: number; document_name: string; size: number }[];
  added: NewAttachment[];
  removed: number[];
};

export type ChecklistEvent =
  | { type: 'checklist.title'; title: string }
  | { type: 'checklist.addItem'; text: string }
  | { type: 'checklist.removeItem'; index: number }
  | { type: 'checklist.attach'; files: NewAttachment[] }
  | { type: 'checklist.detachNew'; name: string }
  | { type: 'checklist.detachSaved'; id: number }
  | { type: 'checklist.save' }
  | { type: 'checklist.publish' }
  | { type: 'checklist.retry' };

export const emptyDraft: ChecklistDraft = { title: '', items: [], kept: [], added: [], removed: [] };
export const draftOf = (record: ChecklistRecord): ChecklistDraft => ({
  title: record.title,
  items: record.items.map((i) => i.text),
  kept: record.attachments,
  added: [],
  removed: [],
});
export type SaveArgs = { id: number | null; caseId: number | null; draft: ChecklistDraft };
export const toPayload = ({ id, caseId, draft }: SaveArgs): SaveChecklistInput => ({
  ...(id === null ? { case_id: caseId } : { id }),
  title: draft.title,
  items: draft.items.map((text) => ({ text })),
  attachments: draft.added.map((a) => ({ document_name: a.name, document_data: a.data })),
  remove_attachments: draft.removed,
});
export const withAttached = (draft: ChecklistDraft, files: NewAttachment[]) =>
  checkChecklistAttachments([...draft.kept, ...draft.added, ...files].map(sizeOf));
function sizeOf(file: { name?: string; document_name?: string; size: number }): FileLike {
  return { name: file.name ?? file.document_name ?? '', size: file.size };
}
