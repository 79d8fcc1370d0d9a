import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noTokenPaths } from '../../src/contracts/paths';
import { authenticate } from '../domain/authenticate';
import { buildCaller, type Caller } from '../domain/caller';
import type { DomainContext } from '../domain/context';
import type { SessionRecord } from '../domain/session-cache';
import { sessionInvalid } from '../errors';

export type RequestAuth = { session: SessionRecord; token: string };

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Set on a route to let it be called without a Bearer token (besides the contract's noTokenPaths). */
    noToken?: boolean;
  }
}

/** The Bearer token of an Authorization header (also read by the open calls that accept a session). */
export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/**
 * Runs on onRequest, before the body is read: an unauthenticated caller learns errCode 96 without the service
 * parsing or validating anything. Unknown paths pass through to the 404 answer.
 */
export function installAuthHook(api: FastifyInstance, ctx: DomainContext, prefix: string): void {
  const open = new Set(noTokenPaths.map((path) => prefix + path));
  api.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || open.has(route) || request.routeOptions.config.noToken) return;
    const token = bearer(request.headers.authorization);
    const session = await authenticate(ctx, token);
    request.auth = { session, token: token as string };
  });
}

/** The caller's session inside a signed-in handler. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw sessionInvalid();
  return request.auth;
}

// One build per request: the route and every domain call it makes share the same caller.
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/** The caller of a signed-in request (the one door: profile, tenant scope, permissions). */
export function callerOf(ctx: DomainContext, request: FastifyRequest): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = buildCaller(ctx, requireAuth(request).session);
    callers.set(request, caller);
  }
  return caller;
}
