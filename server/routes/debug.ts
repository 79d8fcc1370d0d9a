import { stateReportRequest } from '../../src/contracts/debug';
import { paths } from '../../src/contracts/paths';
import { debugAccess, reportState, teamState } from '../domain/team-state';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The supervisor debug panel's calls: access check, each console's state report, and the team view. */
export const debugRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(paths.debugAccess, async (request) => ok(debugAccess(await callerOf(ctx, request))));
  app.post(
    paths.debugReport,
    { config: access.signedIn, schema: { body: stateReportRequest } },
    async (request) => ok(reportState(ctx, await callerOf(ctx, request), request.body)),
  );
  app.post(paths.debugTeam, async (request) => ok(await teamState(ctx, await callerOf(ctx, request))));
};
