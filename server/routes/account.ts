import {
  checkPasswordUsedRequest,
  forgotEmailRequest,
  registerRequest,
  resetPasswordRequest,
} from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { register } from '../domain/account';
import { isPasswordUsed, requestPasswordReset, resetPassword } from '../domain/password-reset';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Calls made before signing in: registration and the password reset flow. */
export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(paths.register, { schema: { body: registerRequest } }, async (request) =>
    ok(await register(ctx.db, request.body), 'Registration complete. You can sign in now.'),
  );

  app.post(paths.sendForgotPasswordEmail, { schema: { body: forgotEmailRequest } }, async (request) => {
    await requestPasswordReset(ctx, request.body.email);
    // The same answer whether or not the address is known: no way to probe for accounts.
    return ok(null, 'If the address is registered, a reset link has been sent.');
  });

  app.post(paths.forgotPassword, { schema: { body: resetPasswordRequest } }, async (request) => {
    await resetPassword(ctx, request.body.reset_token, request.body.password);
    return ok(null, 'Your password has been reset. Please sign in.');
  });

  app.post(paths.checkPasswordAlreadyUsed, { schema: { body: checkPasswordUsedRequest } }, async (request) =>
    ok({ used: await isPasswordUsed(ctx.db, request.body.reset_token, request.body.password) }),
  );
};
