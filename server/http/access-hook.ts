import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DomainContext } from '../domain/context';
import { authenticate } from '../domain/authenticate';
import { errorTable } from '../errors';
import { catalogueDecides, catalogueGuards, type Access } from './access';
import { bearer, callerOf } from './auth-hook';

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/**
 * A route's access as the hook enforces it: the catalogue's guards when it lists the call, else what the route
 * declares. Throws (so the app fails to start) when a route declares nothing, or when route and catalogue disagree.
 */
export function resolveAccess(
  path: string,
  declared: Access | undefined,
  guards = catalogueGuards(),
  decides = catalogueDecides(),
): Access {
  const guardedBy = guards.get(path);
  const decidedBy = decides.get(path);
  if (guardedBy) {
    // Fastify registers a GET's HEAD twin with the config already filled in, so the catalogue's own answer passes.
    if (declared && !(declared.kind === 'keys' && sameKeys(declared.keys, guardedBy)))
      throw new Error(
        `${path}: the permission catalogue guards it with ${guardedBy.join(', ')}; declare nothing`,
      );
    return { kind: 'keys', keys: guardedBy };
  }
  if (!declared)
    throw new Error(
      `${path} declares no access: give it config access.signedIn, access.public(why), access.decided(keys, by) ` +
        "or access.internal(by, allows), or list it in a key's guards in the permission catalogue",
    );
  if (declared.kind === 'keys')
    throw new Error(`${path}: keys come from the permission catalogue's guards, which do not list it`);
  const declaredDecided = declared.kind === 'decided' ? declared.keys : undefined;
  if ((decidedBy || declaredDecided) && !sameKeys(decidedBy ?? [], declaredDecided ?? []))
    throw new Error(
      `${path}: decided by ${declaredDecided?.join(', ') ?? 'nothing'} on the route but by ` +
        `${decidedBy?.join(', ') ?? 'nothing'} in the permission catalogue's decides`,
    );
  return declared;
}

/**
 * The one door of every call under `prefix`: at registration each route gets its access (or the app fails to
 * start, naming the route); on each request, before the body is read, the session is authenticated (errCode 96)
 * and each key the catalogue guards the call with is required (errCode 7). So a refused caller learns nothing
 * about what a valid payload looks like, and no handler can forget its key. Unknown paths pass to the 404 answer.
 */
export function installAccessHook(api: FastifyInstance, ctx: DomainContext, prefix: string): void {
  const guards = catalogueGuards();
  const decides = catalogueDecides();
  api.addHook('onRoute', (route: RouteOptions) => {
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const resolved = resolveAccess(path, route.config?.access, guards, decides);
    route.config = { ...route.config, access: resolved };
  });
  api.addHook('onRequest', async (request, reply) => {
    const declared = request.routeOptions.config?.access;
    if (!declared || declared.kind === 'public') return;
    if (declared.kind === 'internal') {
      if (declared.allows(request)) return;
      const { code, msg } = errorTable.forbidden;
      return reply.code(403).send({ errCode: code, msg, data: null });
    }
    const token = bearer(request.headers.authorization);
    const session = await authenticate(ctx, token);
    request.auth = { session, token: token as string };
    if (declared.kind !== 'keys') return;
    const caller = await callerOf(ctx, request);
    for (const key of declared.keys) caller.require(key);
  });
}
