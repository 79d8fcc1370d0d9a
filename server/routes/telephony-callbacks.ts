import { callbackPaths as paths, callbackRequest } from '../../src/contracts/telephony/callbacks';
import { permissionKeys } from '../../src/contracts/permissions';
import { requireAgent } from '../domain/telephony/agent';
import { callbackOffersOf } from '../domain/telephony/callback-offers';
import { AppError } from '../errors';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The agent's answer to a callback offer in their dock (issue 39): take it (and dial), or decline it. */
export const telephonyCallbackRoutes: RoutePlugin = async (app, { ctx }) => {
  const offers = () => {
    const found = callbackOffersOf(ctx);
    if (!found) throw new AppError('notFound', 'That callback is no longer offered to you');
    return found;
  };
  app.post(paths.take, { schema: { body: callbackRequest } }, async (r) => {
    const caller = await callerOf(ctx, r);
    caller.require(permissionKeys.telephonyUse);
    await requireAgent(ctx, caller);
    return ok(await offers().take(caller, r.body.callback_id));
  });
  app.post(paths.decline, { schema: { body: callbackRequest } }, async (r) => {
    const caller = await callerOf(ctx, r);
    caller.require(permissionKeys.telephonyUse);
    await requireAgent(ctx, caller);
    await offers().decline(caller, r.body.callback_id);
    return ok(null);
  });
};
