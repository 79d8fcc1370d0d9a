import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { SessionData } from '../../src/contracts/auth';
import type { Db } from '../db/client';
import { loginAttempts, sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import { verifyDummy, verifyPassword } from './passwords';
import { buildSessionData, userProfilesOf } from './session-data';
import { createSession } from './sessions';
import { tenantAccess } from './tenant';

export const lockoutFailures = 5;
export const lockoutWindowMs = 15 * 60 * 1000;

export type LoginResult = { data: SessionData; refresh: string };

/**
 * Milliseconds until the login name may try again; 0 when not locked. Locked when the last five attempts
 * within the window all failed — a success in between resets the count. Counted in the database, so the lock
 * survives a restart and holds across instances.
 */
export async function lockoutRemaining(db: Db, loginName: string, now: number): Promise<number> {
  const recent = await db
    .select({ at: loginAttempts.at, succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.loginName, loginName), gt(loginAttempts.at, new Date(now - lockoutWindowMs))))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(lockoutFailures);
  if (recent.length < lockoutFailures || recent.some((a) => a.succeeded)) return 0;
  return Math.max(0, recent[recent.length - 1].at.getTime() + lockoutWindowMs - now);
}

function tooMany(remainingMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new AppError(
    'tooManyAttempts',
    `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

export async function login(
  ctx: DomainContext,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const typed = input.username.trim().toLowerCase();
  // A login name or an e-mail address both identify the user.
  const [user] = await ctx.db
    .select({
      id: users.id,
      loginName: users.loginName,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
    })
    .from(users)
    .where(or(eq(users.loginName, typed), eq(users.email, typed)))
    .limit(1);
  // Failures count per account (whichever identifier was typed), and per typed name for unknown ones.
  const name = user?.loginName ?? typed;
  const locked = await lockoutRemaining(ctx.db, name, Date.now());
  if (locked > 0) throw tooMany(locked);

  // Always one argon2 verification, so neither unknown nor disabled accounts can be told apart by timing.
  let valid = false;
  if (user) valid = (await verifyPassword(user.passwordHash, input.password)) && !user.disabled;
  else await verifyDummy(input.password);

  if (!valid || !user) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(loginAttempts)
        .values({ loginName: name, userId: user?.id ?? null, succeeded: false, ip: input.ip });
      await audit(tx, {
        action: 'login.failed',
        entity: 'user',
        entityId: user?.id,
        userId: user?.id,
        detail: { ip: input.ip },
      });
    });
    const nowLocked = await lockoutRemaining(ctx.db, name, Date.now());
    if (nowLocked > 0) throw tooMany(nowLocked);
    throw new AppError('badCredentials', 'Invalid username or password');
  }
  return startSession(ctx, user.id, name, input.ip);
}

async function startSession(
  ctx: DomainContext,
  userId: number,
  name: string,
  ip: string,
): Promise<LoginResult> {
  const [firstProfile] = await userProfilesOf(ctx.db, userId);
  const tenantId = await lastTenant(ctx, userId);
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ loginName: name, userId, succeeded: true, ip });
    const created = await createSession(tx, {
      userId,
      roleId: firstProfile?.role_id ?? null,
      tenantId,
      ttlMs: ctx.sessionTtlMs,
    });
    await audit(tx, {
      action: 'login',
      entity: 'session',
      entityId: created.sessionId,
      userId,
      tenantId,
      detail: { ip },
    });
    return created;
  });
  const data = await buildSessionData(
    ctx.db,
    { userId, roleId: firstProfile?.role_id ?? null, tenantId },
    issued.secrets,
  );
  return { data, refresh: issued.secrets.refresh };
}

/** The tenant chosen in the user's most recent session, if the user may still see it. */
async function lastTenant(ctx: DomainContext, userId: number): Promise<number | null> {
  const [last] = await ctx.db
    .select({ tenantId: sessions.tenantId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.tenantId)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(1);
  if (!last?.tenantId) return null;
  const access = await tenantAccess(ctx, userId);
  return access.ids.includes(last.tenantId) ? last.tenantId : null;
}
