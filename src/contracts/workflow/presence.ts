import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';
import {
  caseClassification,
  caseHistoryEntry,
  casePriorities,
  caseRecord,
  caseSeverities,
  createCaseInput,
} from './cases';

const id = dbInt().positive();

/**
 * Edit a case's or lead's details. `version` is the one the editor opened: the service refuses the save when the
 * record has changed since, so nobody's change is overwritten silently.
 */
export const updateCaseInput = z
  .object({
    id,
    version: dbInt({ error: fieldMessages.required }).positive(),
    title: createCaseInput.shape.title.optional(),
    description: z.string().trim().max(5000, fieldMessages.maxlength(5000)).optional(),
    priority: z.enum(casePriorities).optional(),
    severity: z.enum(caseSeverities).optional(),
    /**
     * The four levels as they should be (all null: unclassified). A change takes the new leaf's severity and
     * priority from the case set-up unless this save sets them, and the due time is counted again.
     */
    classification: caseClassification.optional(),
  })
  .refine(
    (input) =>
      [input.title, input.description, input.priority, input.severity, input.classification].some(
        (v) => v !== undefined,
      ),
    { message: 'Change at least one field', path: ['title'] },
  );
export type UpdateCaseInput = z.input<typeof updateCaseInput>;
/** The fields the edit form offers, in form order. */
export const editableCaseFields = ['title', 'description', 'priority', 'severity'] as const;
export type EditableCaseField = (typeof editableCaseFields)[number];

/** The data of a refused stale save (errCode 3): the record as it now is and what others changed since. */
export const caseConflict = z.object({
  record: caseRecord,
  changes: z.array(caseHistoryEntry),
});
export type CaseConflict = z.infer<typeof caseConflict>;

/** "I have this record open" (every 10 s while open) or "I left it". */
export const presenceInput = z.object({ record_id: id, state: z.enum(['open', 'closed']) });
export type PresenceInput = z.infer<typeof presenceInput>;
export const presenceViewer = z.object({ user_id: dbInt(), name: z.string() });
export type PresenceViewer = z.infer<typeof presenceViewer>;
/**
 * The answer to a presence call and the push channel's `presence` event: everyone who has the record open.
 * `seq` orders them: an answer and a push travel on different connections and may arrive the other way round,
 * so the console keeps the one with the higher seq (an older list arriving late would hide a newcomer).
 */
export const recordPresence = z.object({
  record_id: dbInt(),
  viewers: z.array(presenceViewer),
  seq: z.number().int().nonnegative(),
});
export type RecordPresence = z.infer<typeof recordPresence>;

/** The Edit details form: the same rules and messages as the service's. */
export const caseDetailsForm = z.object({
  title: createCaseInput.shape.title,
  description: z.string().trim().max(5000, fieldMessages.maxlength(5000)),
  priority: z.enum(casePriorities),
  severity: z.enum(caseSeverities),
});
export type CaseDetails = z.infer<typeof caseDetailsForm>;

/** A case's four classification levels (Service, Category, Sub-category, Issues), null where unchosen. */
export type CaseLevels = [number | null, number | null, number | null, number | null];
/** What the edit sends and compares: the form's fields, and the classification picked beside them. */
export type CaseEditDraft = CaseDetails & { classification?: CaseLevels };
