import { and, desc, eq, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionPriorTokens, sessions, users } from '../db/schema';
import { sessionInvalid } from '../errors';
import { absoluteSessionCapMs, type DomainContext } from './context';
import { randomToken, sha256 } from './crypto';
import type { SessionRecord } from './session-cache';
import { invalidateCache } from './invalidate-cache';

/** Plain secrets exist only in the answer to the caller; the database holds their hashes. */
export type IssuedSecrets = { token: string; refresh: string; whToken: string };

/** Sliding expiry, capped: a session dies after ttl of silence or 7 days after sign-in, whichever is first. */
export const sessionExpiry = (createdAt: number, lastSeenAt: number, ttlMs: number): number =>
  Math.min(lastSeenAt + ttlMs, createdAt + absoluteSessionCapMs);

// Writing last_seen_at on every call would make each read a write; once per interval keeps the slide accurate.
export const touchIntervalMs = (ttlMs: number): number => Math.min(60_000, ttlMs / 4);

const recordColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  roleId: sessions.roleId,
  tenantId: sessions.tenantId,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  disabled: users.disabled,
};

/** One indexed lookup (access_hash or refresh_hash is unique); null when the session cannot be used. */
export async function findLiveSession(
  db: Db,
  by: 'access' | 'refresh',
  hash: string,
  now: number,
): Promise<SessionRecord | null> {
  const found = await liveSessionWhere(
    db,
    eq(by === 'access' ? sessions.accessHash : sessions.refreshHash, hash),
    now,
  );
  if (found || by !== 'access') return found;
  // Another tab's token, replaced when this browser's newest tab restored the session: good while it lives.
  const [prior] = await db
    .select({ sessionId: sessionPriorTokens.sessionId })
    .from(sessionPriorTokens)
    .where(eq(sessionPriorTokens.accessHash, hash));
  return prior ? liveSessionWhere(db, eq(sessions.id, prior.sessionId), now) : null;
}

/** How many replaced access tokens a session keeps: one per open tab, with room to spare. */
export const priorTokensKept = 8;

async function keepPriorToken(db: Db, sessionId: number, accessHash: string): Promise<void> {
  await db.insert(sessionPriorTokens).values({ sessionId, accessHash }).onConflictDoNothing();
  const newest = db
    .select({ accessHash: sessionPriorTokens.accessHash })
    .from(sessionPriorTokens)
    .where(eq(sessionPriorTokens.sessionId, sessionId))
    .orderBy(desc(sessionPriorTokens.createdAt))
    .limit(priorTokensKept);
  await db
    .delete(sessionPriorTokens)
    .where(
      and(eq(sessionPriorTokens.sessionId, sessionId), notInArray(sessionPriorTokens.accessHash, newest)),
    );
}

/**
 * The same test by session id, straight from the database: a long-lived channel re-checks its session this way,
 * since its access token may have been rotated by a refresh while the session itself is still good.
 */
export async function findLiveSessionById(
  db: Db,
  sessionId: number,
  now: number,
): Promise<SessionRecord | null> {
  return liveSessionWhere(db, eq(sessions.id, sessionId), now);
}

async function liveSessionWhere(db: Db, where: SQL, now: number): Promise<SessionRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(where)
    .limit(1);
  if (!row || row.revokedAt || row.disabled || row.expiresAt.getTime() <= now) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    roleId: row.roleId,
    tenantId: row.tenantId,
    createdAt: row.createdAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

export async function createSession(
  db: Db,
  input: { userId: number; roleId: number | null; tenantId: number | null; ttlMs: number },
): Promise<{ sessionId: number; secrets: IssuedSecrets }> {
  const secrets: IssuedSecrets = { token: randomToken(), refresh: randomToken(), whToken: randomToken() };
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      roleId: input.roleId,
      tenantId: input.tenantId,
      accessHash: sha256(secrets.token),
      refreshHash: sha256(secrets.refresh),
      whHash: sha256(secrets.whToken),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(sessionExpiry(now, now, input.ttlMs)),
    })
    .returning({ id: sessions.id });
  return { sessionId: row.id, secrets };
}

/** Slides the expiry and, when asked, replaces the access token and wh_token (the refresh call). */
export async function touchSession(
  ctx: DomainContext,
  record: SessionRecord,
  rotate: boolean,
): Promise<{ record: SessionRecord; token?: string; whToken?: string }> {
  const now = Date.now();
  const expiresAt = sessionExpiry(record.createdAt, now, ctx.sessionTtlMs);
  const token = rotate ? randomToken() : undefined;
  const whToken = rotate ? randomToken() : undefined;
  const [replaced] = token
    ? await ctx.db
        .select({ accessHash: sessions.accessHash })
        .from(sessions)
        .where(eq(sessions.id, record.sessionId))
    : [];
  const changed = await ctx.db
    .update(sessions)
    .set({
      lastSeenAt: new Date(now),
      expiresAt: new Date(expiresAt),
      ...(token && whToken ? { accessHash: sha256(token), whHash: sha256(whToken) } : {}),
    })
    .where(and(eq(sessions.id, record.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Revoked between lookup and update (another request signed out): refuse rather than resurrect.
  if (changed.length === 0) throw sessionInvalid();
  if (replaced) await keepPriorToken(ctx.db, record.sessionId, replaced.accessHash);
  // Every instance: the old access token must stop reading as current wherever it was cached.
  if (rotate) invalidateCache(ctx, 'sessions', record.sessionId);
  return { record: { ...record, lastSeenAt: now, expiresAt }, token, whToken };
}

// The revoke helpers only write; callers drop the cache entries after their transaction commits, so no
// concurrent lookup can re-cache a row that was still live in its snapshot.
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** All of a user's live sessions, or all but the caller's own (after changing the password). */
export async function revokeUserSessions(db: Db, userId: number, except?: number): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  const scope = except === undefined ? ofUser : and(ofUser, ne(sessions.id, except));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(scope, isNull(sessions.revokedAt)));
}
