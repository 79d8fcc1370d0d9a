import { z } from 'zod';
import { dbInt } from '../db-int';
import { fieldMessages } from '../field-messages';

export const recordId = dbInt().positive().max(2147483647);

export const requiredText = (max: number) =>
  z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, { message: fieldMessages.required })
    .max(max, { message: fieldMessages.maxlength(max) });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: fieldMessages.maxlength(max) })
    .nullish()
    .transform((v) => v ?? '');

/** A number field: '' or a missing value is "required"; strings from inputs are read as numbers. */
export const numberField = (min: number, max: number, integer = false) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    (integer ? dbInt({ error: fieldMessages.required }) : z.number({ error: fieldMessages.required }))
      .min(min, { message: fieldMessages.min(min) })
      .max(max, { message: fieldMessages.max(max) }),
  );

/** An optional record id from a select: '' and null mean none. */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  recordId.nullable(),
);

/** A date as yyyy-mm-dd. */
export const isoDate = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, { message: fieldMessages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as yyyy-mm-dd' });
