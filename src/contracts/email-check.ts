import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { recordId } from './form-fields';

/** uniqueEmail (spec §5): whether an e-mail is already used by a user, contact or employee in the caller's scope. */
export const emailCheckPath = '/check_email_already_used';

/** The kinds of record a form creates with an e-mail; the record being edited is not counted against itself. */
export const emailOwnerKinds = ['user', 'contact', 'employee'] as const;
export type EmailOwnerKind = (typeof emailOwnerKinds)[number];

export const emailCheckRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: fieldMessages.required })
    .max(120, { message: fieldMessages.maxlength(120) }),
  kind: z.enum(emailOwnerKinds).optional(),
  /** The record the form edits (-1 or absent for a new one). */
  id: recordId.optional(),
});
export type EmailCheckRequest = z.input<typeof emailCheckRequest>;

export const emailCheckAnswer = z.object({ used: z.boolean() });
export type EmailCheckAnswer = z.infer<typeof emailCheckAnswer>;
