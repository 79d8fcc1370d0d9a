import { paths } from '../../src/contracts/paths';
import { tenantSelectRequest } from '../../src/contracts/tenant';
import { listTenants, selectTenant } from '../domain/tenant';
import { access } from '../http/access';
import { requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const tenantRoutes: RoutePlugin = async (app, { ctx }) => {
  // GET per the spec; POST too, because the console's http client posts by default.
  app.route({
    method: ['GET', 'POST'],
    url: paths.tenantList,
    config: access.signedIn,
    handler: async (request) => ok(await listTenants(ctx, requireAuth(request).session.userId)),
  });

  app.post(
    paths.tenantSelect,
    { config: access.signedIn, schema: { body: tenantSelectRequest } },
    async (request) => ok(await selectTenant(ctx, requireAuth(request).session, request.body.tenant_id)),
  );
};
