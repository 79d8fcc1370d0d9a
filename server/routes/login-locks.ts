import { loginLockLiftRequest, loginLockPaths } from '../../src/contracts/login-locks';
import { liftLoginLock, listLoginLocks } from '../domain/login-locks';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Administrators' view of sign-in throttling: the current locks, and lifting one. */
export const loginLockRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(loginLockPaths.list, async (request) =>
    ok(await listLoginLocks(ctx, await callerOf(ctx, request))),
  );
  app.post(loginLockPaths.lift, { schema: { body: loginLockLiftRequest } }, async (request) => {
    await liftLoginLock(ctx, await callerOf(ctx, request), request.body);
    return ok(null, 'Sign-in lock lifted');
  });
};
