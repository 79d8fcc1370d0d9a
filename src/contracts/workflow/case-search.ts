import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';
import { caseStatuses, recordTypes } from './cases';

/** Spec §5: remote search only once the trimmed text is longer than 2 characters. */
export const caseSearchMinLength = 3;
/** Enough to pick from in a type-ahead; a longer list belongs on the desk. */
export const caseSearchLimit = 20;

export const caseSearchInput = z.object({
  query: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(caseSearchMinLength, fieldMessages.minlength(caseSearchMinLength))
    .max(100, fieldMessages.maxlength(100)),
});
export type CaseSearchInput = z.input<typeof caseSearchInput>;

/** One suggestion: the number and title people recognise; the id travels only as the value a form sends. */
export const caseSearchItem = z.object({
  id: dbInt(),
  number: z.string(),
  title: z.string(),
  record_type: z.enum(recordTypes),
  status: z.enum(caseStatuses),
});
export type CaseSearchItem = z.infer<typeof caseSearchItem>;
