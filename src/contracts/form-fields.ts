import { z } from 'zod';
import { normalisePhone, phoneMessage } from './customers/phone';
import { dbInt } from './db-int';
import { fieldMessages } from './field-messages';

/**
 * Field builders shared by the request contracts whose forms and service answer with the §5 messages. One
 * definition, so a message or a bound cannot drift between the customer and the internal-organisation forms.
 */
export const required = (max: number) =>
  z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, { message: fieldMessages.required })
    .max(max, { message: fieldMessages.maxlength(max) });

export const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: fieldMessages.maxlength(max) })
    .default('');

export const email = z
  .string()
  .trim()
  .max(120, { message: fieldMessages.maxlength(120) })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), { message: fieldMessages.email })
  .default('');

/** Typed any way; stored normalised (E.164 digits) or null when left empty. */
export const phone = z
  .string()
  .trim()
  .max(30, { message: fieldMessages.maxlength(30) })
  .refine((v) => v === '' || normalisePhone(v) !== null, { message: phoneMessage })
  .transform((v) => (v === '' ? null : normalisePhone(v)))
  .nullish()
  .transform((v) => v ?? null);

/** Record ids of -1 mean "new" (spec §2). */
export const recordId = dbInt().min(-1).max(2147483647);
export const refId = dbInt().positive().max(2147483647);

/** Form selects give '' for "none" and digit strings for ids; JSON callers send null and numbers. */
export const fromInput = (v: unknown) =>
  v === '' ? null : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;

export const optionalRef = z.preprocess(
  fromInput,
  refId.nullish().transform((v) => v ?? null),
);

// The cast keeps the inferred payload a number: the refine has already refused null and undefined.
export const requiredRef = z.preprocess(fromInput, refId.nullish()).refine((v) => v != null, {
  message: fieldMessages.required,
}) as unknown as z.ZodType<number, unknown>;

const dateMessage = 'Enter a date as yyyy-mm-dd';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: dateMessage });

/** An optional date input: '' or a missing value is null. */
export const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { message: dateMessage })
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** A whole-number input; digit strings from inputs are read as numbers. */
export const whole = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: fieldMessages.required })
      .int({ message: 'Enter a whole number' })
      .min(min, { message: fieldMessages.min(min) })
      .max(max, { message: fieldMessages.max(max) }),
  );
