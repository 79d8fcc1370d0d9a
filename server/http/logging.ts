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

export function loggerOptions(level: LogLevel, stream?: LogStream) {
  return { level, redact: { paths: redactPaths, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
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
