import type { FastifyRequest } from 'fastify';
import { buildCaller, type Caller } from '../domain/caller';
import type { DomainContext } from '../domain/context';
import type { SessionRecord } from '../domain/session-cache';
import { sessionInvalid } from '../errors';

export type RequestAuth = { session: SessionRecord; token: string };

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Set by the access hook (access-hook.ts) on every call that needs a session. */
    auth: RequestAuth | null;
  }
}

/** The Bearer token of an Authorization header (also read by the open calls that accept a session). */
export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
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
