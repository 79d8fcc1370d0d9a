import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldMessages } from '../../src/contracts/field-messages';
import { findPayloadProblem } from '../../src/contracts/payload-guard';
import { AppError } from '../errors';

type Issue = { path: string; message: string };

/** No message goes back longer than this, whatever a schema's message builds from the input. */
const maxMessageLength = 300;
/** Issues listed in one answer: a 10,000-item array of bad rows is reported by its first problems. */
const maxIssues = 20;

// A missing field reads as the console's own "required" text rather than zod's "expected string, received
// undefined"; messages set on a schema (the §5 texts) win over this, since schema-level errors take precedence.
// Fastify hands a missing body over as null.
const requiredWhenMissing = (issue: { code: string; input?: unknown; path?: PropertyKey[] }) => {
  if (issue.code !== 'invalid_type' || (issue.input !== undefined && issue.input !== null)) return undefined;
  return issue.path?.length ? fieldMessages.required : 'A JSON body is required';
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function validationError(issues: Issue[]): AppError {
  const shown = issues
    .slice(0, maxIssues)
    .map((i) => ({ path: clip(i.path, 120), message: clip(i.message, maxMessageLength) }));
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  const msg = shown.map((i) => `${i.path || 'body'}: ${i.message}`).join('; ') + more;
  return new AppError('validation', msg, { data: { issues: shown } });
}

/**
 * Validates with the route's zod schema, after the checks every payload must pass (no NUL, bounded nesting:
 * before any schema recurses). The failure carries the field paths and never echoes the input at length.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const problem = findPayloadProblem(data);
    if (problem) return { error: validationError([problem]) };
    const result = schema.safeParse(data, { error: requiredWhenMissing });
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.'),
      message: i.message,
    }));
    return { error: validationError(issues) };
  };
