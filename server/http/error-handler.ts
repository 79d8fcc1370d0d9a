import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrCode } from '../../src/contracts/envelope';
import { AppError, errorTable } from '../errors';
import { defaultBodyLimit, tooLarge } from './body-limits';
import { databaseInputMessage, sqlState } from './database-errors';
import { diskFullState } from '../db/disk-guard';

type Answer = { status: number; errCode: number; msg: string; data: unknown };

// Fastify's own client errors, by code: transport problems keep a 4xx status, the body is still the envelope.
const transportErrors: Record<string, Omit<Answer, 'data'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, errCode: ErrCode.validation, msg: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    errCode: ErrCode.validation,
    msg: 'Unsupported content type: send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    errCode: ErrCode.validation,
    msg: 'The request body does not match its Content-Length',
  },
};

function toAnswer(error: FastifyError | Error, request: FastifyRequest): Answer {
  if (error instanceof AppError) {
    return { status: error.httpStatus, errCode: error.errCode, msg: error.message, data: error.data };
  }
  const code = (error as FastifyError).code;
  // Fastify's own check, for a body that arrives without a Content-Length (installBodyLimits has the rest).
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return toAnswer(tooLarge(request.routeOptions.bodyLimit ?? defaultBodyLimit), request);
  const known = code ? transportErrors[code] : undefined;
  if (known) return { ...known, data: null };
  // The data directory's floor (DiskGuard) or PostgreSQL's own full disk: the statement failed, nothing was saved.
  if (sqlState(error) === diskFullState) {
    request.log.warn({ url: request.url }, 'write refused: out of disk space');
    return { status: 507, errCode: ErrCode.diskFull, msg: errorTable.diskFull.msg, data: null };
  }
  const inputMessage = databaseInputMessage(error);
  if (inputMessage) return { status: 200, errCode: ErrCode.validation, msg: inputMessage, data: null };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, errCode: ErrCode.validation, msg: errorTable.validation.msg, data: null };
  }
  // Unexpected: the log gets the error (with its stack, never its SQL parameters: see logging.ts), the caller
  // gets the fixed text and nothing else.
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, errCode: ErrCode.internal, msg: errorTable.internal.msg, data: null };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toAnswer(error, request);
    return reply.code(answer.status).send({ errCode: answer.errCode, msg: answer.msg, data: answer.data });
  });
}

export const notFoundAnswer = (request: FastifyRequest) => ({
  errCode: ErrCode.notFound,
  msg: `No such call: ${request.method} ${request.url.split('?')[0]}`,
  data: null,
});
