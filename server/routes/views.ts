import type { FastifyRequest } from 'fastify';
import {
  viewDefaultRequest,
  viewListRequest,
  viewPaths,
  viewRemoveRequest,
  viewSaveRequest,
} from '../../src/contracts/saved-views';
import { permissionKeys } from '../../src/contracts/permissions';
import { listViews, removeView, saveView, setDefaultView } from '../domain/views/saved-views';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Saved views of the case, lead and task lists (issue 19). */
export const viewRoutes: RoutePlugin = async (app, { ctx }) => {
  const caller = (request: FastifyRequest) => callerOf(ctx, request);
  const byList = access.decided(
    [permissionKeys.workflowCreate, permissionKeys.taskView],
    'the list in the body (viewListKeys): cases and leads need 17__17004, tasks 18__18001',
  );
  app.post(viewPaths.list, { config: byList, schema: { body: viewListRequest } }, async (request) =>
    ok(await listViews(ctx.db, await caller(request), request.body)),
  );
  app.post(viewPaths.save, { config: byList, schema: { body: viewSaveRequest } }, async (request) =>
    ok(await saveView(ctx.db, await caller(request), request.body), 'View saved'),
  );
  app.post(viewPaths.remove, { config: byList, schema: { body: viewRemoveRequest } }, async (request) => {
    await removeView(ctx.db, await caller(request), request.body);
    return ok(null, 'View removed');
  });
  app.post(viewPaths.setDefault, { config: byList, schema: { body: viewDefaultRequest } }, async (request) =>
    ok(await setDefaultView(ctx.db, await caller(request), request.body), 'Default view set'),
  );
};
