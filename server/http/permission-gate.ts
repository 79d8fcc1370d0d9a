import type { FastifyInstance } from 'fastify';
import { permissionCatalogue, type PermissionKey } from '../../src/contracts/permissions';
import type { DomainContext } from '../domain/context';
import { callerOf } from './auth-hook';

/** Each guarded call with the keys it needs, read from the one catalogue the console reads too. */
export function guardIndex(prefix: string): Map<string, PermissionKey[]> {
  const index = new Map<string, PermissionKey[]>();
  for (const [key, entry] of Object.entries(permissionCatalogue) as [
    PermissionKey,
    { guards: readonly string[] },
  ][])
    for (const path of entry.guards) index.set(prefix + path, [...(index.get(prefix + path) ?? []), key]);
  return index;
}

/**
 * The permission half of the door: after the session is known (the auth hook runs first) and before the body is
 * read, a call the catalogue guards is refused with errCode 7 unless the role map gives each of its keys 1. So a
 * refused caller learns nothing about the body's validity, and no handler can forget its key.
 */
export function installPermissionGate(api: FastifyInstance, ctx: DomainContext, prefix: string): void {
  const index = guardIndex(prefix);
  api.addHook('onRequest', async (request) => {
    const keys = request.routeOptions.url === undefined ? undefined : index.get(request.routeOptions.url);
    if (!keys || !request.auth) return;
    const caller = await callerOf(ctx, request);
    for (const key of keys) caller.require(key);
  });
}
