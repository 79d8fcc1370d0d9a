import type { z } from 'zod';
import { validationError } from '../../http/validation';

/**
 * Domain functions are called by routes (already validated) and by other areas directly (telephony creates a
 * case for a call), so each validates its own input with the same contract and fails with the same errCode 1.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(
    result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}
