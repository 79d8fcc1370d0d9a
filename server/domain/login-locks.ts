import type { LoginLock, LoginLockLiftRequest } from '../../src/contracts/login-locks';
import { permissionKeys } from '../../src/contracts/permissions';
import { loginLockLifts } from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import type { DomainContext } from './context';
import { throttleHistory } from './login-throttle';
import { activeThrottles } from './login-throttle-rule';
import type { Caller } from './caller';

/** Sign-in locks are security administration: the key only administrators hold (tenant configuration). */
const requireLockAdmin = (caller: Caller): void =>
  caller.require(permissionKeys.signInLocks, 'manage sign-in locks');

async function currentLocks(ctx: DomainContext): Promise<LoginLock[]> {
  const now = Date.now();
  const { failures, resets } = await throttleHistory(ctx.db, null, now);
  return activeThrottles(failures, resets, now).map((t) => ({
    key: t.key,
    login_name: t.loginName,
    ip: t.ip,
    failures: t.failures,
    until: new Date(t.until).toISOString(),
  }));
}

/** Every key that refuses sign-ins now, longest wait first. */
export async function listLoginLocks(ctx: DomainContext, caller: Caller): Promise<{ locks: LoginLock[] }> {
  await requireLockAdmin(caller);
  return { locks: await currentLocks(ctx) };
}

/** Lifts one current lock: that key counts only failures after now. */
export async function liftLoginLock(
  ctx: DomainContext,
  caller: Caller,
  request: LoginLockLiftRequest,
): Promise<void> {
  await requireLockAdmin(caller);
  const locks = await currentLocks(ctx);
  const lock = locks.find(
    (l) => l.key === request.key && l.login_name === request.login_name && l.ip === request.ip,
  );
  if (!lock) throw new AppError('notFound', 'That sign-in lock has already ended or been lifted');
  await ctx.db.transaction(async (tx) => {
    const [lift] = await tx
      .insert(loginLockLifts)
      .values({
        key: lock.key,
        loginName: lock.login_name,
        ip: lock.ip,
        liftedBy: caller.userId,
        at: new Date(),
      })
      .returning({ id: loginLockLifts.id });
    await audit(tx, {
      action: 'login.lock_lifted',
      entity: 'login_lock',
      entityId: lift.id,
      userId: caller.userId,
      detail: {
        key: lock.key,
        login_name: lock.login_name,
        ip: lock.ip,
        failures: lock.failures,
        until: lock.until,
      },
    });
  });
}
