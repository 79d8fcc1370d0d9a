import { paths } from '../../src/contracts/paths';
import { dashboardSummary } from '../domain/dashboard';
import { homeFigures } from '../domain/home';
import { teamTrend } from '../domain/home-trend';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const dashboardRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(paths.dashboardSummary, { config: access.signedIn }, async (request) =>
    ok(await dashboardSummary(ctx, await callerOf(ctx, request))),
  );
  app.post(paths.dashboardHome, { config: access.signedIn }, async (request) =>
    ok(await homeFigures(ctx, await callerOf(ctx, request))),
  );
  app.post(paths.dashboardTeamTrend, async (request) =>
    ok(await teamTrend(ctx, await callerOf(ctx, request))),
  );
};
