import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DiskGuard } from '../db/disk-guard';
import { AppError, lowOnDisk } from '../errors';
import { slowBodyRules, watchBodyRate, type SlowBodyRules } from './slow-bodies';

const kib = 1024;
const mib = 1024 * kib;

/** What an ordinary call needs: forms, filters, a query. A call that takes more says so on its route. */
export const defaultBodyLimit = 256 * kib;
/** A batch of received messages for the metadata store (1000 a call). */
export const messageBatchBodyLimit = 2 * mib;
/** Bodies above this count as large: only a few may be read at once, one per user and two per address. */
export const largeBodyThreshold = 1 * mib;
const largeBodiesAtOnce = 4;
const perAddress = 2;

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
 * Refuses by Content-Length before anything else runs (authentication included). Then, once the caller is known,
 * lets at most a few large bodies be read at once, since each costs several times its size in memory while it is
 * parsed: one per user (all their sessions together), two per address, four in all, each at a minimum rate
 * (slow-bodies.ts), so a slow client cannot keep a slot. Fastify still enforces the limit on the bytes that
 * arrive when no length is given.
 */
export function installBodyLimits(
  app: FastifyInstance,
  rules: SlowBodyRules = slowBodyRules,
  disk?: DiskGuard,
): void {
  const reading = new Map<FastifyRequest, string[]>();
  const held = new Map<string, number>();
  const room = new Map<FastifyRequest, () => void>();
  const release = (request: FastifyRequest) => {
    room.get(request)?.();
    room.delete(request);
    const keys = reading.get(request);
    if (!reading.delete(request) || !keys) return;
    for (const key of keys) {
      const left = (held.get(key) ?? 1) - 1;
      if (left <= 0) held.delete(key);
      else held.set(key, left);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length)) return;
    const limit = request.routeOptions.bodyLimit ?? defaultBodyLimit;
    if (length > limit) {
      reply.header('connection', 'close'); // the client would otherwise go on sending what will not be read
      throw tooLarge(limit);
    }
  });
  // After the auth hook (onRequest): the slot is the user's, whichever of their sessions sends.
  app.addHook('preParsing', async (request, reply, payload) => {
    const length = Number(request.headers['content-length']);
    if (!(length > largeBodyThreshold)) return payload;
    if (disk) {
      // Files come as base64: on disk they take three quarters of the body.
      const admitted = disk.admitLarge(Math.ceil((length * 3) / 4));
      // The socket stays open: Node reads and drops the rest of the body, so the client gets this answer.
      if (!admitted.ok) throw lowOnDisk('uploads over 1 MB', admitted.free);
      room.set(request, admitted.release);
    }
    const userId = request.auth?.session.userId;
    const user =
      userId === undefined ? `token:${request.headers.authorization ?? request.ip}` : `user:${userId}`;
    const keys = [user, `ip:${request.ip}`];
    if (reading.size >= largeBodiesAtOnce || held.has(user) || (held.get(keys[1] ?? '') ?? 0) >= perAddress) {
      reply.header('retry-after', '5');
      throw new AppError('busy', undefined, { httpStatus: 503 });
    }
    reading.set(request, keys);
    for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
    reply.header('connection', 'close'); // a slow body ended early must not leave its bytes on a kept socket
    return watchBodyRate(payload, rules, () => release(request));
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
