import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundAnswer } from './error-handler';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

// Hashed bundles under /assets never change, so they may be cached for a year; everything else (index.html,
// version.json, icons) must be revalidated, or a new build would not reach the browser.
function cacheControlFor(filePath: string, distDir: string): string {
  return filePath.startsWith(join(distDir, 'assets') + sep) ? immutable : revalidate;
}

/** Serves the built console when DIST_DIR/index.html exists; otherwise the service is API-only. */
export function installStaticConsole(app: FastifyInstance, distDir: string): void {
  const enabled = existsSync(join(distDir, 'index.html'));
  if (enabled) {
    app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, distDir)),
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    // A deep link typed into the address bar gets the console, which routes on the client.
    const deepLink = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (enabled && deepLink && request.headers.accept?.includes('text/html')) {
      return reply.header('cache-control', revalidate).sendFile('index.html');
    }
    // GET /api/<unknown> lands here (the static wildcard route is matched first), so no-store is set here too.
    return reply.code(404).header('cache-control', 'no-store').send(notFoundAnswer(request));
  });
}
