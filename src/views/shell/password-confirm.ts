import { z } from 'zod';
import { passwordSchema } from '../../contracts/auth';
import { fieldMessages } from '../../contracts/field-messages';
import { messages } from '../../config/messages';

/** A new password typed twice: the §5 pattern on the first, equality on the second. */
export const newPasswordFields = {
  password: passwordSchema,
  confirm: z.string().min(1, { message: fieldMessages.required }),
};

export const passwordsMatch = (v: { password: string; confirm: string }): boolean => v.password === v.confirm;

/** Where the mismatch is reported: under the confirmation field. */
export const mismatch = { message: messages.passwordsDiffer, path: ['confirm'] };
