import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cachePurgeHeader,
  classificationCreate,
  classificationMove,
  classificationPaths as p,
  classificationRemove,
  classificationRename,
  classificationTreeRequest,
  dropdownRequest,
  workflowTypes,
} from '../../src/contracts/classification';
import { cachedClassifications } from '../domain/classification/cache';
import { classificationAccess } from '../domain/classification/scope';
import { classificationTree, dropdownAnswer, flatClassifications } from '../domain/classification/views';
import {
  createClassification,
  moveClassification,
  removeClassification,
  renameClassification,
} from '../domain/classification/write';
import { access } from '../http/access';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

const cacheQuery = z.object({ workflow_type: z.enum(workflowTypes).default('case') });

/**
 * Classification administration (spec §7): the tree, its four mutations, the dropdown answers the case and task
 * screens read, and the classification cache. Reads are open to every signed-in user of the tenant (case screens
 * need them); changes need 7__7001 / 7__7002 and a value inside the selected tenant's subtree.
 */
export const classificationRoutes: RoutePlugin = async (app, { ctx }) => {
  const scopeOf = async (request: FastifyRequest) => classificationAccess(ctx, await callerOf(ctx, request));

  app.post(
    `${p.treeServiceUrl}/${p.tree}`,
    { config: access.signedIn, schema: { body: classificationTreeRequest } },
    async (request) => {
      const a = await scopeOf(request);
      const { items } = await cachedClassifications(ctx, a.visible, request.body.id, false);
      return ok(classificationTree(items, request.body.id, request.body.menu_items, a.can, new Set(a.scope)));
    },
  );
  app.post(p.create, { schema: { body: classificationCreate } }, async (request) =>
    ok(await createClassification(ctx, await scopeOf(request), request.body), 'Saved'),
  );
  app.post(p.update, { schema: { body: classificationRename } }, async (request) =>
    ok(await renameClassification(ctx, await scopeOf(request), request.body.id, request.body.name), 'Saved'),
  );
  app.post(p.move, { schema: { body: classificationMove } }, async (request) =>
    ok(
      await moveClassification(ctx, await scopeOf(request), request.body.id, request.body.position),
      'Moved',
    ),
  );
  app.post(p.remove, { schema: { body: classificationRemove } }, async (request) =>
    ok(await removeClassification(ctx, await scopeOf(request), request.body.id), 'Removed'),
  );
  // The dropdown answers carry the options in msg (spec §3), beside errCode; data stays null.
  app.post(
    p.caseDropdown,
    { config: access.signedIn, schema: { body: dropdownRequest } },
    async (request) => {
      const a = await scopeOf(request);
      const { items } = await cachedClassifications(
        ctx,
        a.visible,
        request.body.workflow_type ?? 'case',
        false,
      );
      return { errCode: 0, ...dropdownAnswer(items), data: null };
    },
  );
  app.post(p.taskDropdown, { config: access.signedIn }, async (request) => {
    const a = await scopeOf(request);
    const { items } = await cachedClassifications(ctx, a.visible, 'task', false);
    return { errCode: 0, ...dropdownAnswer(items), data: null };
  });
  app.get(
    p.cache,
    { config: access.signedIn, schema: { querystring: cacheQuery } },
    async (request, reply) => {
      const a = await scopeOf(request);
      const purge = request.headers[cachePurgeHeader] === '1';
      const entry = await cachedClassifications(ctx, a.visible, request.query.workflow_type, purge);
      void reply.header('cache-control', 'no-store');
      return ok({ version: entry.version, cached: entry.cached, items: entry.items });
    },
  );
  // The same cached values, flat with their paths; scoped like the cache (the caller's visible tenants).
  app.get(p.flatlist, { config: access.signedIn, schema: { querystring: cacheQuery } }, async (request) => {
    const a = await scopeOf(request);
    const { items } = await cachedClassifications(ctx, a.visible, request.query.workflow_type, false);
    return ok(flatClassifications(items));
  });
};
