import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LogLevel } from '../config';

export type LogStream = { write: (line: string) => void };

// Belt and braces: no header or body is logged by default, but if anyone ever logs one, secrets are censored.
const secretFields = [
  'password',
  'new_password',
  'current_password',
  'token',
  'wh_token',
  'reset_token',
  'refresh',
];
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...secretFields.map((field) => `*.*.${field}`),
];

// Drizzle puts the query's parameters into its error message ("Failed query: … params: …"): on /register that
// was the argon2 hash. The query text stays (it names the statement); everything from "params:" on goes.
const withoutParams = (text: unknown): string =>
  typeof text === 'string' ? text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]') : '';

type LoggedError = { type: string; code?: string; message: string; stack: string; cause?: LoggedError };

// PostgreSQL quotes the offending value in its own messages (invalid input syntax for type integer: "…");
// a database error keeps its SQLSTATE and its wording, not the value. Its stack is the driver's, of no use.
const withoutQuotedValues = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');

/**
 * Every error the service logs passes through here. Only name, code, message and stack are kept — never the
 * driver's detail, hint or parameters, which carry the caller's data — and messages lose their SQL parameters.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null)
    return { type: typeof error, message: String(error), stack: '' };
  const e = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const type = typeof e.name === 'string' ? e.name : 'Error';
  const logged: LoggedError =
    typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)
      ? { type, code: e.code, message: withoutQuotedValues(withoutParams(e.message)), stack: '' }
      : { type, message: withoutParams(e.message), stack: withoutParams(e.stack) };
  if (typeof e.code === 'string') logged.code = e.code;
  if (e.cause !== undefined && depth < 2) logged.cause = safeError(e.cause, depth + 1);
  return logged;
}

export function loggerOptions(level: LogLevel, stream?: LogStream) {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: (error: unknown) => safeError(error) },
    ...(stream ? { stream } : {}),
  };
}

/** One line per answer instead of Fastify's two; the URL carries no secrets (none travel in a query). */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'answered with error');
    else reply.log.info(line, 'answered');
  }
}
