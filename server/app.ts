import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Bus } from './bus/messages';
import { createMemoryBus } from './bus/memory-bus';
import type { Config } from './config';
import type { Database } from './db/client';
import { listenForInvalidations } from './domain/cache-invalidation';
import { createReadCaches, type DomainContext } from './domain/context';
import { SessionCache } from './domain/session-cache';
import { installAccessHook } from './http/access-hook';
import { defaultBodyLimit, installBodyLimits } from './http/body-limits';
import type { SlowBodyRules } from './http/slow-bodies';
import { installErrorHandler, notFoundAnswer } from './http/error-handler';
import { installJsonParser } from './http/json-parser';
import { loggerOptions, OneLineLogController, type LogStream } from './http/logging';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticConsole } from './http/static-console';
import { fastifyTrustProxy } from './http/trust-proxy';
import { zodValidatorCompiler } from './http/validation';
import { routePlugins } from './routes';
import type { RoutePlugin } from './routes/types';

export const apiPrefix = '/api';

export type BuildOptions = {
  database: Pick<Database, 'db' | 'disk'>;
  config: Config;
  /** Where log lines go (tests capture them); stdout when absent. */
  logStream?: LogStream;
  /** Lifetime of the in-memory session cache; 0 turns it off (tests that edit sessions in the database). */
  authCacheMs?: number;
  /** Lifetime of cached reference data (role maps, tenant tree and assignments); 0 turns it off. */
  readCacheMs?: number;
  /**
   * How this instance hears the others (server/bus): PostgreSQL's LISTEN/NOTIFY when several instances share one
   * database; in process when absent. The app owns it from here and closes it when it closes.
   */
  bus?: Bus;
  /** How slowly a large body may arrive (tests make the grace short); the service's own rules when absent. */
  slowBodies?: SlowBodyRules;
  /** The call groups under /api: all of them unless a test plants one of its own. */
  routes?: readonly RoutePlugin[];
};

/** The whole service without a port: tests use inject, main.ts adds listen and shutdown. */
export function buildApp({
  database,
  config,
  logStream,
  authCacheMs = 5000,
  readCacheMs = 5000,
  bus,
  slowBodies,
  routes = routePlugins,
}: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLineLogController(),
    bodyLimit: defaultBodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorateRequest('auth', null);
  installJsonParser(app);
  installSecurityHeaders(app);
  installErrorHandler(app);
  installBodyLimits(app, slowBodies, database.disk);
  app.register(cookie);

  const ctx: DomainContext = {
    db: database.db,
    sessions: new SessionCache(authCacheMs),
    reads: createReadCaches(readCacheMs),
    sessionTtlMs: config.sessionTtlMinutes * 60_000,
    publicUrl: config.publicUrl,
    bus: bus ?? createMemoryBus((error) => app.log.warn({ err: error }, 'bus listener failed')),
    disk: database.disk,
  };
  listenForInvalidations(ctx);
  // On the root: Fastify closes child plugins first, so the routes' runners and streams stop before the bus does.
  app.addHook('onClose', () => ctx.bus.close());
  app.register(
    async (api) => {
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('cache-control', 'no-store'); // answers carry tokens and personal data
        done();
      });
      installAccessHook(api, ctx, apiPrefix);
      api.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundAnswer(request)));
      for (const plugin of routes) api.register(plugin, { ctx, config });
    },
    { prefix: apiPrefix },
  );
  installStaticConsole(app, config.distDir);
  return app;
}
