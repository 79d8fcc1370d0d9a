import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const kib = 1024;
const mib = 1024 * kib;

/** What an ordinary call needs: forms, filters, a query. A call that takes more says so on its route. */
export const defaultBodyLimit = 256 * kib;
/** A batch of received messages for the metadata store (1000 a call). */
export const messageBatchBodyLimit = 2 * mib;
/** Bodies above this count as large: only a few may be read at once, one per caller. */
export const largeBodyThreshold = 1 * mib;
const largeBodiesAtOnce = 2;

/** Room for files sent as base64 inside JSON: 4 characters per 3 bytes, plus the rest of the form. */
export const uploadBodyLimit = (totalFileBytes: number) => Math.ceil(totalFileBytes / 3) * 4 + 256 * kib;

export const formatBytes = (bytes: number) =>
  bytes >= mib ? `${Math.round((bytes / mib) * 10) / 10} MB` : `${Math.round(bytes / kib)} KB`;

export const tooLarge = (limit: number) =>
  new AppError(
    'payloadTooLarge',
    `The request body is too large (the limit for this call is ${formatBytes(limit)})`,
    {
      httpStatus: 413,
    },
  );

/**
 * Refuses by Content-Length before anything else runs (authentication included), and lets at most a few large
 * bodies be read at once — one per caller — since each costs several times its size in memory while it is
 * parsed. Fastify still enforces the limit on the bytes that arrive when no length is given.
 */
export function installBodyLimits(app: FastifyInstance): void {
  const reading = new Set<FastifyRequest>();
  const callers = new Map<string, number>();
  const caller = (request: FastifyRequest) => request.headers.authorization ?? `ip:${request.ip}`;
  const release = (request: FastifyRequest) => {
    if (!reading.delete(request)) return;
    const key = caller(request);
    const held = (callers.get(key) ?? 1) - 1;
    if (held <= 0) callers.delete(key);
    else callers.set(key, held);
  };

  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length)) return;
    const limit = request.routeOptions.bodyLimit ?? defaultBodyLimit;
    if (length > limit) {
      reply.header('connection', 'close'); // the client would otherwise go on sending what will not be read
      throw tooLarge(limit);
    }
    if (length <= largeBodyThreshold) return;
    const key = caller(request);
    if (reading.size >= largeBodiesAtOnce || callers.has(key)) {
      reply.header('retry-after', '5');
      throw new AppError('busy', undefined, { httpStatus: 503 });
    }
    reading.add(request);
    callers.set(key, (callers.get(key) ?? 0) + 1);
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
