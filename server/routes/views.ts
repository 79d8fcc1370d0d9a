import type { FastifyRequest } from 'fastify';
import {
  viewDefaultRequest,
  viewListRequest,
  viewPaths,
  viewRemoveRequest,
  viewSaveRequest,
} from '../../src/contracts/saved-views';
import { listViews, removeView, saveView, setDefaultView } from '../domain/views/saved-views';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Saved views of the case, lead and task lists (issue 19). */
export const viewRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(viewPaths.list, { schema: { body: viewListRequest } }, async (request) =>
    ok(await listViews(ctx.db, await caller(request), request.body)),
  );
  app.post(viewPaths.save, { schema: { body: viewSaveRequest } }, async (request) =>
    ok(await saveView(ctx.db, await caller(request), request.body), 'View saved'),
  );
  app.post(viewPaths.remove, { schema: { body: viewRemoveRequest } }, async (request) => {
    await removeView(ctx.db, await caller(request), request.body);
    return ok(null, 'View removed');
  });
  app.post(viewPaths.setDefault, { schema: { body: viewDefaultRequest } }, async (request) =>
    ok(await setDefaultView(ctx.db, await caller(request), request.body), 'Default view set'),
  );
};
