import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundAnswer } from './error-handler';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const never = 'no-store';

// Hashed bundles under /assets never change, so they may be cached for a year. Every other file, index.html
// included, is revalidated on each use: index.html names the current hashes, so a copy is used only once the
// service has confirmed it (304 on its ETag); a stale one would ask for bundles a new build has removed. Not
// no-store: that would keep every page of the console out of the back/forward cache (Lighthouse's bf-cache audit).
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
      // A list, not a string: preCompressed looks the directory index up only in a list (else `/` is a 404).
      index: ['index.html'],
      // The .br or .gz sibling when Accept-Encoding allows (br first) and it exists, else the file itself; also
      // for the directory index and reply.sendFile below, always with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, distDir)),
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    // A deep link typed into the address bar gets the console, which routes on the client; setHeaders above
    // gives it index.html's no-cache.
    const deepLink = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (enabled && deepLink && request.headers.accept?.includes('text/html')) {
      return reply.sendFile('index.html');
    }
    // GET /api/<unknown> lands here (the static wildcard route is matched first), so no-store is set here too.
    return reply.code(404).header('cache-control', never).send(notFoundAnswer(request));
  });
}
