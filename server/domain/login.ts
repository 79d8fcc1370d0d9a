import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { SessionData } from '../../src/contracts/auth';
import { loginAttempts, sessions, users } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import { auditThrottles, isKnownAddress, throttleHistory } from './login-throttle';
import { throttlesFor, throttleWaitMs, waitMessage } from './login-throttle-rule';
import { verifyDummy, verifyPassword } from './passwords';
import { buildSessionData, userProfilesOf } from './session-data';
import { createSession } from './sessions';
import { tenantAccess } from './tenant';

export type LoginResult = { data: SessionData; refresh: string };

function tooMany(waitMs: number): AppError {
  return new AppError('tooManyAttempts', waitMessage(waitMs));
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
  const address = { loginName: name, ip: input.ip };
  const subject = { ...address, knownAddress: await isKnownAddress(ctx.db, address, Date.now()) };
  const history = await throttleHistory(ctx.db, address, Date.now());
  // Refused before argon2, and not recorded: a refusal costs the service nothing and extends no wait.
  const wait = throttleWaitMs(subject, history.failures, history.resets, Date.now());
  if (wait > 0) throw tooMany(wait);

  // Always one argon2 verification, so neither unknown nor disabled accounts can be told apart by timing.
  let valid = false;
  if (user) valid = (await verifyPassword(user.passwordHash, input.password)) && !user.disabled;
  else await verifyDummy(input.password);

  if (!valid || !user) {
    const userId = user?.id ?? null;
    const throttles = await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .insert(loginAttempts)
        // The service's clock, the one the throttle reads with (a PostgreSQL host's clock may differ).
        .values({ loginName: name, userId, succeeded: false, ip: input.ip, at: new Date() })
        .returning({ at: loginAttempts.at });
      await audit(tx, {
        action: 'login.failed',
        entity: 'user',
        entityId: userId,
        userId,
        detail: { ip: input.ip },
      });
      const failures = [...history.failures, { ...address, at: failed.at.getTime() }];
      // Every key refusing now was crossed by this very failure: attempts during a wait are never recorded.
      const started = throttlesFor(subject, failures, history.resets, Date.now());
      await auditThrottles(tx, started, { ...address, userId });
      return started;
    });
    if (throttles.length > 0) throw tooMany(throttles[0].until - Date.now());
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
    await tx.insert(loginAttempts).values({ loginName: name, userId, succeeded: true, ip, at: new Date() });
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
