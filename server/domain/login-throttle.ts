import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, loginLockLifts } from '../db/schema';
import { audit } from './audit';
import {
  throttleLookbackMs,
  type Failure,
  type Reset,
  type Throttle,
  type ThrottleKey,
} from './login-throttle-rule';

export type ThrottleHistory = { failures: Failure[]; resets: Reset[] };
type Subject = { loginName: string; ip: string };

/**
 * What the rule needs, read from the database so the count holds across restarts and instances: failures and
 * pair successes within the look-back, and administrators' lifts. With a subject, only its name and address.
 */
export async function throttleHistory(
  db: Db,
  subject: Subject | null,
  now: number,
): Promise<ThrottleHistory> {
  const since = new Date(now - throttleLookbackMs);
  const concerns = subject
    ? or(eq(loginAttempts.loginName, subject.loginName), eq(loginAttempts.ip, subject.ip))
    : undefined;
  const attempts = await db
    .select({
      loginName: loginAttempts.loginName,
      ip: loginAttempts.ip,
      succeeded: loginAttempts.succeeded,
      at: loginAttempts.at,
    })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.at, since), concerns));
  const lifts = await db
    .select({
      key: loginLockLifts.key,
      loginName: loginLockLifts.loginName,
      ip: loginLockLifts.ip,
      at: loginLockLifts.at,
    })
    .from(loginLockLifts)
    .where(gt(loginLockLifts.at, since));
  const failures: Failure[] = [];
  const resets: Reset[] = [];
  for (const a of attempts) {
    const row = { loginName: a.loginName, ip: a.ip ?? '', at: a.at.getTime() };
    if (a.succeeded) resets.push({ key: 'pair', ...row });
    else failures.push(row);
  }
  for (const l of lifts)
    resets.push({ key: l.key as ThrottleKey, loginName: l.loginName, ip: l.ip, at: l.at.getTime() });
  return { failures, resets };
}

/** How long a successful sign-in makes its address known to the account (exempt from the account key). */
export const knownAddressMs = 30 * 24 * 60 * 60 * 1000;

/** Whether the account signed in successfully from this address within knownAddressMs. */
export async function isKnownAddress(db: Db, subject: Subject, now: number): Promise<boolean> {
  const [success] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginName, subject.loginName),
        eq(loginAttempts.ip, subject.ip),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.at, new Date(now - knownAddressMs)),
      ),
    )
    .limit(1);
  return success !== undefined;
}

/** One audit entry per key that starts refusing, so the trail shows who was throttled, why and until when. */
export async function auditThrottles(
  db: Db,
  throttles: readonly Throttle[],
  attempt: Subject & { userId: number | null },
): Promise<void> {
  for (const t of throttles) {
    await audit(db, {
      action: 'login.throttled',
      entity: 'user',
      entityId: attempt.userId,
      userId: attempt.userId,
      detail: {
        ip: attempt.ip,
        login_name: attempt.loginName,
        key: t.key,
        failures: t.failures,
        until: new Date(t.until).toISOString(),
      },
    });
  }
}
