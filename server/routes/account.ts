import {
  checkPasswordUsedRequest,
  forgotEmailRequest,
  registerRequest,
  resetPasswordRequest,
} from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { register } from '../domain/account';
import { afterAnswer } from '../domain/after-answer';
import { authenticate } from '../domain/authenticate';
import {
  askForPasswordReset,
  isPasswordUsed,
  passwordUsedBefore,
  resetPassword,
} from '../domain/password-reset';
import { wasUsedRecently } from '../domain/passwords';
import { access } from '../http/access';
import { bearer } from '../http/auth-hook';
import { sqlState } from '../http/database-errors';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Calls made before signing in: registration and the password reset flow. */
export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  // Reset mails are written after answering; a stop waits for them (a few ms each) rather than drop one, but not
  // for ever: with the store gone (a full disk) they could not be written anyway, and the stop must end.
  app.addHook('onClose', () => afterAnswer.settledWithin(1000));

  app.post(
    paths.register,
    { config: access.public('registration'), schema: { body: registerRequest } },
    async (request) =>
      ok(await register(ctx.db, request.body), 'Registration complete. You can sign in now.'),
  );

  app.post(
    paths.sendForgotPasswordEmail,
    {
      config: access.public('asking for a reset: one answer whether or not the address is known'),
      schema: { body: forgotEmailRequest },
    },
    async (request) => {
      await askForPasswordReset(ctx, { email: request.body.email, ip: request.ip }, (error) =>
        // Only the SQLSTATE: the failed statement's parameters hold the mail, and the mail holds the reset token.
        request.log.error({ code: sqlState(error) }, 'The password reset mail could not be written'),
      );
      // The same answer whether or not the address is known or the limits are spent: no way to probe for accounts.
      return ok(null, 'If the address is registered, a reset link has been sent.');
    },
  );

  app.post(
    paths.forgotPassword,
    { config: access.public('the reset token'), schema: { body: resetPasswordRequest } },
    async (request) => {
      await resetPassword(ctx, request.body.reset_token, request.body.password);
      return ok(null, 'Your password has been reset. Please sign in.');
    },
  );

  // Asked while the user types a new password (reset link or signed-in change); the answer's msg is the text
  // the form shows under the field, the same the reset or change would refuse with.
  app.post(
    paths.checkPasswordAlreadyUsed,
    {
      config: access.public('the reset token, or the session it authenticates itself'),
      schema: { body: checkPasswordUsedRequest },
    },
    async (request) => {
      const { reset_token, password } = request.body;
      const used = reset_token
        ? await isPasswordUsed(ctx.db, reset_token, password)
        : await wasUsedRecently(
            ctx.db,
            (await authenticate(ctx, bearer(request.headers.authorization))).userId,
            password,
          );
      return ok({ used }, used ? passwordUsedBefore().message : '');
    },
  );
};
