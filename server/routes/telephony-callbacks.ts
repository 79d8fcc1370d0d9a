import {
  callbackPaths as paths,
  callbackRequest,
  queueOverflowPath,
  queueOverflowRequest,
} from '../../src/contracts/telephony/callbacks';
import { requireAgent } from '../domain/telephony/agent';
import { callbackOffersOf } from '../domain/telephony/callback-offers';
import { saveQueueOverflow } from '../domain/telephony/queue-overflow-setup';
import { AppError } from '../errors';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/**
 * Issue 39: the agent's answer to a callback offer in their dock (take it and dial, or decline it), and a queue's
 * wait limit and overflow for its administrator.
 */
export const telephonyCallbackRoutes: RoutePlugin = async (app, { ctx }) => {
  const offers = () => {
    const found = callbackOffersOf(ctx);
    if (!found) throw new AppError('notFound', 'That callback is no longer offered to you');
    return found;
  };
  app.post(paths.take, { schema: { body: callbackRequest } }, async (r) => {
    const caller = await callerOf(ctx, r);
    await requireAgent(ctx, caller);
    return ok(await offers().take(caller, r.body.callback_id));
  });
  app.post(paths.decline, { schema: { body: callbackRequest } }, async (r) => {
    const caller = await callerOf(ctx, r);
    await requireAgent(ctx, caller);
    await offers().decline(caller, r.body.callback_id);
    return ok(null);
  });
  app.post(queueOverflowPath, { schema: { body: queueOverflowRequest } }, async (r) =>
    ok(await saveQueueOverflow(ctx, await callerOf(ctx, r), r.body)),
  );
};
