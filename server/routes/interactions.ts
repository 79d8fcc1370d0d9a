import { interactionListQuery, interactionPaths } from '../../src/contracts/interactions/list';
import { listInteractions } from '../domain/interactions/list';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/**
 * GET /interaction/list (spec §7: a GET that carries the token): one party's touches as one timeline. The key
 * to see customers (4__4001) is checked by the access hook from the catalogue before the query is read.
 */
export const interactionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(interactionPaths.list, { schema: { querystring: interactionListQuery } }, async (request) => {
    const caller = await callerOf(ctx, request);
    return ok(await listInteractions(ctx.db, caller, request.query));
  });
};
