import type { Revocation } from '../bus/messages';
import type { DomainContext } from './context';
import type { SessionRecord } from './session-cache';

export type { Revocation } from '../bus/messages';

export const revokes = (
  revocation: Revocation,
  session: Pick<SessionRecord, 'sessionId' | 'userId'>,
): boolean =>
  'sessionId' in revocation
    ? revocation.sessionId === session.sessionId
    : revocation.userId === session.userId && revocation.exceptSessionId !== session.sessionId;

/** Revocations made through any instance (the bus carries them); the session cache has already dropped them. */
export function onRevocation(ctx: DomainContext, listener: (revocation: Revocation) => void): () => void {
  return ctx.bus.subscribe('revocation', (message) => listener(message.revocation));
}

/**
 * Call after the revoking transaction committed: every instance drops the cached sessions (so the next call reads
 * the database) and tells whoever holds a long-lived channel for them (the push stream) to close it now. Here
 * at once; elsewhere as soon as the bus delivers (milliseconds on PostgreSQL).
 */
export function sessionsRevoked(ctx: DomainContext, revocation: Revocation): void {
  ctx.bus.publish({ topic: 'revocation', revocation });
}
