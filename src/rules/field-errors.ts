import type { z } from 'zod';
import { fieldMessages } from '../contracts/field-messages';

export type FieldErrors = Record<string, string>;

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  );

/**
 * The first message per field (dotted path) of a contract check, in spec §5 words: an empty text reads
 * 'This field is required' rather than the contract's length message.
 */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key in out) continue;
    const at = valueAt(value, issue.path);
    out[key] =
      at === undefined || at === null || (typeof at === 'string' && at.trim() === '')
        ? fieldMessages.required
        : issue.message;
  }
  return out;
}
