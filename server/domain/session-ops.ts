import { and, eq } from 'drizzle-orm';
import type { RoleMap, SessionData } from '../../src/contracts/auth';
import { rolePermissions, sessions, userProfiles } from '../db/schema';
import { AppError, sessionInvalid } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import { randomToken, sha256 } from './crypto';
import type { SessionRecord } from './session-cache';
import { buildSessionData } from './session-data';
import { sessionsRevoked } from './session-revocations';
import { findLiveSession, revokeSession, touchSession } from './sessions';
import { invalidateCache } from './invalidate-cache';

/** The refresh cookie buys a new access token (and wh_token) for the same session, role and tenant. */
export async function refreshSession(ctx: DomainContext, refresh: string | undefined): Promise<SessionData> {
  if (!refresh || refresh.length > 200) throw sessionInvalid();
  const record = await findLiveSession(ctx.db, 'refresh', sha256(refresh), Date.now());
  if (!record) throw sessionInvalid();
  const touched = await touchSession(ctx, record, true);
  if (!touched.token || !touched.whToken) throw sessionInvalid();
  return buildSessionData(ctx.db, record, { token: touched.token, whToken: touched.whToken });
}

export async function roleMapOf(ctx: DomainContext, auth: SessionRecord): Promise<RoleMap> {
  const roleId = auth.roleId;
  if (roleId === null) return {};
  return ctx.reads.roleMaps.get(roleId, async () => {
    const rows = await ctx.db
      .select({ key: rolePermissions.key, value: rolePermissions.value })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId));
    const map: RoleMap = {};
    for (const row of rows) map[row.key] = row.value === 1 ? 1 : row.value === -1 ? -1 : 0;
    return map;
  });
}

/**
 * Switches the session's current profile. The access token stays (the caller already holds it); the wh_token
 * is reissued because only its hash is stored, so the old one cannot be returned again.
 */
export async function switchRole(
  ctx: DomainContext,
  auth: SessionRecord,
  token: string,
  roleId: number,
): Promise<SessionData> {
  const [held] = await ctx.db
    .select({ roleId: userProfiles.roleId })
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, auth.userId), eq(userProfiles.roleId, roleId)));
  if (!held) throw new AppError('forbidden', 'You do not hold that profile');
  const whToken = randomToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ roleId, whHash: sha256(whToken) })
      .where(eq(sessions.id, auth.sessionId));
    await audit(tx, {
      action: 'role.switch',
      entity: 'session',
      entityId: auth.sessionId,
      userId: auth.userId,
      tenantId: auth.tenantId,
      detail: { from: auth.roleId, to: roleId },
    });
  });
  // Every instance: one that cached this session would otherwise act with the old profile until its TTL.
  invalidateCache(ctx, 'sessions', auth.sessionId);
  return buildSessionData(ctx.db, { ...auth, roleId }, { token, whToken });
}

export async function logout(ctx: DomainContext, auth: SessionRecord): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await audit(tx, {
      action: 'logout',
      entity: 'session',
      entityId: auth.sessionId,
      userId: auth.userId,
      tenantId: auth.tenantId,
    });
  });
  sessionsRevoked(ctx, { sessionId: auth.sessionId });
}
