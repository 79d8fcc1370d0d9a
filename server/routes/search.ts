import { quickSearchRequest, searchPaths } from '../../src/contracts/search';
import { quickSearch } from '../domain/search/quick-search';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The command palette's record search (issue 19); each group's permission is decided in the domain. */
export const searchRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    searchPaths.quick,
    { config: access.signedIn, schema: { body: quickSearchRequest } },
    async (request) => ok(await quickSearch(ctx.db, await callerOf(ctx, request), request.body)),
  );
};
