import type { FastifyRequest } from 'fastify';
import { productPaths as p, productRemove, productTreeRequest } from '../../src/contracts/customers/products';
import { classificationAccess } from '../domain/classification/scope';
import { productTree, removeProduct, removeProductHouse } from '../domain/products/catalogue';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** The product catalogue tree and its removals (Offerings/Products). */
export const productRoutes: RoutePlugin = async (app, { ctx }) => {
  const access = async (request: FastifyRequest) => classificationAccess(ctx, await callerOf(ctx, request));
  app.post(`${p.treeServiceUrl}/${p.tree}`, { schema: { body: productTreeRequest } }, async (request) => {
    const a = await access(request);
    return ok(await productTree(ctx, a, request.body.menu_items, a.can));
  });
  app.post(p.removeHouse, { schema: { body: productRemove } }, async (request) =>
    ok(await removeProductHouse(ctx, await access(request), request.body.id), 'Removed'),
  );
  app.post(p.removeProduct, { schema: { body: productRemove } }, async (request) =>
    ok(await removeProduct(ctx, await access(request), request.body.id), 'Removed'),
  );
};
