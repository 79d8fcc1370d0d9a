import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldMessages } from '../../src/contracts/field-messages';
import { AppError } from '../errors';

type Issue = { path: string; message: string };

// A missing field reads as the console's own "required" text rather than zod's "expected string, received
// undefined"; messages set on a schema (the §5 texts) win over this, since schema-level errors take precedence.
// Fastify hands a missing body over as null.
const requiredWhenMissing = (issue: { code: string; input?: unknown; path?: PropertyKey[] }) => {
  if (issue.code !== 'invalid_type' || (issue.input !== undefined && issue.input !== null)) return undefined;
  return issue.path?.length ? fieldMessages.required : 'A JSON body is required';
};

export function validationError(issues: Issue[]): AppError {
  const msg = issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ');
  return new AppError('validation', msg, { data: { issues } });
}

/** Validates with the route's zod schema; the failure carries the field paths and never echoes the input. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: requiredWhenMissing });
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    return { error: validationError(issues) };
  };
