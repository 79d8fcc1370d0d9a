import { z } from 'zod';
import { createKitRecordStore, kitClassificationDropdown, searchKitItems } from '../domain/kit';
import { acceptsGzip, demoTreeAnswer } from '../domain/kit/tree-cache';
import { access } from '../http/access';
import { requireAuth } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const kitPaths = {
  typeahead: '/dev/kit/typeahead',
  tree: '/dev/kit/get_tree_demo',
  update: '/dev/kit/update',
  classificationDropdown: '/dev/kit/classification_dropdown',
} as const;

/** The type-ahead body: the service data plus the text under `query` (spec §7). */
const typeaheadBody = z.looseObject({
  query: z.string().max(100),
  kind: z.enum(['plan', 'employer', 'city']).optional(),
  limit: z.number().int().min(1).max(50).optional(),
});

const treeBody = z.object({
  id: z.string().trim().min(1).max(100),
  menu_items: z.record(z.string().max(40), z.array(z.string().max(60)).max(30)).default({}),
});

const fieldValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
const updateBody = z
  .object({ id: z.string().trim().min(1).max(100) })
  .catchall(fieldValue)
  .refine((v) => Object.keys(v).length <= 30, { message: 'At most 30 fields' });

const classificationBody = z
  .object({ workflow_type: z.enum(['case', 'task', 'mobile']).optional() })
  .nullish();

/** The component gallery's calls (#/dev/kit). Signed-in only, like every call outside the no-token list. */
export const kitRoutes: RoutePlugin = async (app) => {
  const store = createKitRecordStore();

  app.post(
    kitPaths.typeahead,
    { config: access.signedIn, schema: { body: typeaheadBody } },
    async (request) => {
      requireAuth(request);
      const { query, kind, limit } = request.body;
      // Success is errCode 0 with msg the list (spec §7), so the list travels in msg.
      return { errCode: 0, msg: searchKitItems(query, { kind, limit }), data: null };
    },
  );

  app.post(kitPaths.tree, { config: access.signedIn, schema: { body: treeBody } }, async (request, reply) => {
    requireAuth(request);
    const answer = demoTreeAnswer(request.body.id, request.body.menu_items);
    // Already JSON bytes: Fastify sends a Buffer as it is. Vary, since the same call answers two encodings.
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer.json);
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  });

  app.post(kitPaths.update, { config: access.signedIn, schema: { body: updateBody } }, async (request) => {
    const { session } = requireAuth(request);
    return ok(store.save(session.userId, request.body), 'Saved');
  });

  app.post(
    kitPaths.classificationDropdown,
    { config: access.signedIn, schema: { body: classificationBody } },
    async (request) => {
      requireAuth(request);
      return { errCode: 0, ...kitClassificationDropdown(), data: null };
    },
  );
};
