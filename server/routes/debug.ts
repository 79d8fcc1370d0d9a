import { stateReportRequest } from '../../src/contracts/debug';
import { paths } from '../../src/contracts/paths';
import { debugAccess, reportState, teamState } from '../domain/team-state';
import { requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The supervisor debug panel's calls: access check, each console's state report, and the team view. */
export const debugRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(paths.debugAccess, async (request) => ok(await debugAccess(ctx, requireAuth(request).session)));
  app.post(paths.debugReport, { schema: { body: stateReportRequest } }, async (request) =>
    ok(await reportState(ctx, requireAuth(request).session, request.body)),
  );
  app.post(paths.debugTeam, async (request) => ok(await teamState(ctx, requireAuth(request).session)));
};
