import type { DomainContext } from './context';
import type { SessionRecord } from './session-cache';

/** One session (sign-out), or every session of a user but perhaps the caller's own (password change or reset). */
export type Revocation = { sessionId: number } | { userId: number; exceptSessionId?: number };

type Listener = (revocation: Revocation) => void;

// In process and keyed by the domain context like the workflow bus, so each test app has its own. Another
// instance on the same PostgreSQL does not hear this; its streams notice at their next heartbeat instead.
const listeners = new WeakMap<DomainContext, Set<Listener>>();
const listenersOf = (ctx: DomainContext): Set<Listener> => {
  let set = listeners.get(ctx);
  if (!set) listeners.set(ctx, (set = new Set()));
  return set;
};

export const revokes = (
  revocation: Revocation,
  session: Pick<SessionRecord, 'sessionId' | 'userId'>,
): boolean =>
  'sessionId' in revocation
    ? revocation.sessionId === session.sessionId
    : revocation.userId === session.userId && revocation.exceptSessionId !== session.sessionId;

export function onRevocation(ctx: DomainContext, listener: Listener): () => void {
  const set = listenersOf(ctx);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Call after the revoking transaction committed: drops the cached sessions (so the next call reads the database)
 * and tells whoever holds a long-lived channel for them (the push stream) to close it now.
 */
export function sessionsRevoked(ctx: DomainContext, revocation: Revocation): void {
  if ('sessionId' in revocation) ctx.sessions.dropSession(revocation.sessionId);
  else ctx.sessions.dropUser(revocation.userId, revocation.exceptSessionId);
  for (const listener of [...listenersOf(ctx)]) listener(revocation);
}
