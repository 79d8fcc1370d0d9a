import type { FastifyRequest } from 'fastify';
import { permissionCatalogue, type PermissionKey } from '../../src/contracts/permissions';

/**
 * Who may call a route, checked by the access hook before the body is read:
 * - `public`: anyone, no session (sign-in, password reset, version…); `why` says what makes that safe;
 * - `signed-in`: any live session; what the caller may touch is then the scope's business;
 * - `keys`: a session whose role map gives every key 1. Never written on a route: the permission catalogue's
 *   `guards` are the one source (the console reads them too), and the hook fills this in from them;
 * - `decided`: a session up front, then one of `keys` chosen by the payload inside the handler (`by` names how);
 *   the catalogue lists the call under those keys' `decides`;
 * - `internal`: no session but a machine's proof (the switch's shared key from loopback), `allows` tells.
 */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'signed-in' }
  | { kind: 'keys'; keys: readonly PermissionKey[] }
  | { kind: 'decided'; keys: readonly PermissionKey[]; by: string }
  | { kind: 'internal'; by: string; allows: (request: FastifyRequest) => boolean };

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Who may call the route (see Access); a route under /api without one fails to register. */
    access?: Access;
  }
}

/** A route's `config` with its access in it. */
export type Declared = { access: Access };

/** A route's declaration, written as its `config`: `{ config: access.signedIn, schema: … }`. */
export const access = {
  signedIn: { access: { kind: 'signed-in' } } satisfies Declared,
  public: (why: string): Declared => ({ access: { kind: 'public', why } }),
  /** Signed in up front; the handler requires one of `keys`, picked by the payload, as `by` says. */
  decided: (keys: readonly PermissionKey[], by: string): Declared => ({
    access: { kind: 'decided', keys, by },
  }),
  internal: (by: string, allows: (request: FastifyRequest) => boolean): Declared => ({
    access: { kind: 'internal', by, allows },
  }),
};

type Entry = { guards: readonly string[]; decides?: readonly string[] };
const entries = Object.entries(permissionCatalogue) as [PermissionKey, Entry][];

/** Each call the catalogue guards (path relative to the service url), with the keys it needs. */
export function catalogueGuards(): Map<string, PermissionKey[]> {
  const index = new Map<string, PermissionKey[]>();
  for (const [key, entry] of entries)
    for (const path of entry.guards) index.set(path, [...(index.get(path) ?? []), key]);
  return index;
}

/** Each call whose key the payload decides, with the keys the catalogue lists it under. */
export function catalogueDecides(): Map<string, PermissionKey[]> {
  const index = new Map<string, PermissionKey[]>();
  for (const [key, entry] of entries)
    for (const path of entry.decides ?? []) index.set(path, [...(index.get(path) ?? []), key]);
  return index;
}
