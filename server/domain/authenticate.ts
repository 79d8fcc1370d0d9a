import { sessionInvalid } from '../errors';
import type { DomainContext } from './context';
import { sha256 } from './crypto';
import type { SessionRecord } from './session-cache';
import {
  findLiveSession,
  findLiveSessionById,
  sessionExpiry,
  touchIntervalMs,
  touchSession,
} from './sessions';

// Issued tokens are 43 characters; anything far longer is garbage and not worth hashing.
const maxTokenLength = 200;

/**
 * The hot path of every signed-in call: sha256 + cache lookup; on a miss one indexed query. The expiry slides
 * at most once per touch interval, and the cached record is updated before the write so that a burst of calls
 * does not turn into a burst of identical updates.
 */
export async function authenticate(ctx: DomainContext, token: string | undefined): Promise<SessionRecord> {
  if (!token || token.length > maxTokenLength) throw sessionInvalid();
  const hash = sha256(token);
  const now = Date.now();
  let record = ctx.sessions.get(hash, now);
  if (!record) {
    const epoch = ctx.sessions.epoch;
    const found = await findLiveSession(ctx.db, 'access', hash, now);
    if (!found) throw sessionInvalid();
    ctx.sessions.set(hash, found, now, epoch);
    record = found;
  }
  if (record.expiresAt <= now) throw sessionInvalid();
  if (now - record.lastSeenAt >= touchIntervalMs(ctx.sessionTtlMs)) {
    record.lastSeenAt = now;
    record.expiresAt = sessionExpiry(record.createdAt, now, ctx.sessionTtlMs);
    await touchSession(ctx, record, false);
  }
  return record;
}

/**
 * The re-check of a channel that outlives one call (the push stream's heartbeat): read from the database, never
 * from the cache, whose answer may be up to its TTL old; and without sliding the expiry, since an open stream is
 * not the user doing anything. By session id: a refresh may have rotated the token the stream was opened with.
 */
export async function isSessionLive(ctx: DomainContext, sessionId: number): Promise<boolean> {
  return (await findLiveSessionById(ctx.db, sessionId, Date.now())) !== null;
}
