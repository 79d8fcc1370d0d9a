import { changePasswordRequest, loginRequest, roleSwitchRequest } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { changePassword } from '../domain/change-password';
import { login } from '../domain/login';
import { logout, refreshSession, roleMapOf, switchRole } from '../domain/session-ops';
import { AppError } from '../errors';
import { access } from '../http/access';
import { requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import {
  clearSessionCookie,
  requireSameOrigin,
  sessionCookie,
  setSessionCookie,
} from '../http/session-cookie';
import type { RoutePlugin } from './types';

/** Sign-in, refresh, profiles and sign-out (spec §7 "Authentication and user"). */
export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    paths.login,
    { config: access.public('signing in'), schema: { body: loginRequest } },
    async (request, reply) => {
      const result = await login(ctx, { ...request.body, ip: request.ip });
      setSessionCookie(request, reply, result.refresh, ctx.sessionTtlMs);
      return ok(result.data, 'Signed in');
    },
  );

  app.post(
    paths.userDetailsRefresh,
    { config: access.public('the session cookie, same origin only') },
    async (request, reply) => {
      // Before the cookie is read: a cross-site caller must not rotate it, nor learn whether it is live.
      requireSameOrigin(request, ctx.publicUrl);
      const refresh = request.cookies[sessionCookie];
      try {
        const data = await refreshSession(ctx, refresh);
        setSessionCookie(request, reply, refresh as string, ctx.sessionTtlMs);
        return ok(data);
      } catch (error) {
        // A dead cookie is useless to the browser: drop it along with the 96.
        if (error instanceof AppError && refresh) clearSessionCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(paths.userRoleMap, { config: access.signedIn }, async (request) =>
    ok(await roleMapOf(ctx, requireAuth(request).session)),
  );

  app.post(
    paths.roleSwitch,
    { config: access.signedIn, schema: { body: roleSwitchRequest } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await switchRole(ctx, auth.session, auth.token, request.body.role_id), 'Profile changed');
    },
  );

  app.post(paths.logout, { config: access.signedIn }, async (request, reply) => {
    await logout(ctx, requireAuth(request).session);
    clearSessionCookie(request, reply);
    return ok(null, 'Signed out');
  });

  app.post(
    paths.changePassword,
    { config: access.signedIn, schema: { body: changePasswordRequest } },
    async (request) => {
      await changePassword(ctx, requireAuth(request).session, request.body);
      return ok(null, 'Your password has been changed. Other sessions have been signed out.');
    },
  );
};
