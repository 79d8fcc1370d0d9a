import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { TestDatabase } from '../test-database';

export type PostRoute = { url: string; schema: unknown };

/**
 * The service on a test database, with every POST call it registers under /api (the session's own calls left out)
 * and the body schema it validates with: the list the scope-door tests walk, so a new call is probed unasked.
 */
export async function appWithPostRoutes(
  database: TestDatabase,
  sessionCalls: Set<string>,
): Promise<{ app: FastifyInstance; routes: PostRoute[] }> {
  const routes: PostRoute[] = [];
  const app = buildApp({
    database,
    config: loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'silent' }),
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && route.url.startsWith('/api/') && !sessionCalls.has(route.url))
      routes.push({ url: route.url, schema: route.schema?.body });
  });
  await app.ready();
  return { app, routes };
}
