import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { noTokenPaths } from '../../../src/contracts/paths';
import { permissionCatalogue, type PermissionKey } from '../../../src/contracts/permissions';
import { buildApp, type BuildOptions } from '../../../server/app';
import type { Access } from '../../../server/http/access';
import { resolveAccess } from '../../../server/http/access-hook';
import type { RoutePlugin } from '../../../server/routes/types';

// Issue 40: one door. Every call under /api says who may make it, one hook enforces that, and the catalogue the
// console reads its menus and buttons from stays the one source of what each key guards. These run on the app
// permission-rule.test.ts builds anyway (an app of their own would cost CI seconds for nothing).

export type DeclaredRoute = { method: string; path: string; access: Access | undefined };

/** The /api routes with the access the door gave them (a GET's HEAD twin left out). */
export const declarations = (routes: RouteOptions[]): DeclaredRoute[] =>
  routes
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
    .map((route) => ({
      method: [route.method].flat().join(','),
      path: route.url.slice('/api'.length),
      access: route.config?.access,
    }));

/** The calls that need no session: the sign-in page's, and the version and address checks before it. */
const publicCalls = [
  '/login',
  '/get_internal_user_details_refresh',
  '/register',
  '/send_forgot_password_email',
  '/forgot_password',
  '/check_password_already_used',
  '/version',
  '/client_ip',
  '/feedback',
].sort();

type Entry = { guards: readonly string[]; decides?: readonly string[] };
const entries = Object.entries(permissionCatalogue) as [PermissionKey, Entry][];

export function describeDeclarations(
  routes: readonly DeclaredRoute[],
  world: () => Pick<BuildOptions, 'database' | 'config'>,
): void {
  const of = (kind: Access['kind']) => routes.filter((r) => r.access?.kind === kind).map((r) => r.path);

  describe('every route under /api declares its access', () => {
    it('each has exactly one; the public ones are the sign-in page’s calls and nothing public is guarded', () => {
      const table = routes.map((r) => `${r.method} ${r.path}: ${r.access?.kind ?? 'none'}`).join('\n');
      expect(routes.length).toBeGreaterThan(300);
      expect(
        routes.filter((r) => !r.access).map((r) => r.path),
        table,
      ).toEqual([]);
      expect(of('public').sort(), table).toEqual(publicCalls);
      // The console's client sends no token to exactly these, and refuses to post anything else without one.
      expect([...noTokenPaths].sort()).toEqual(publicCalls);
      expect(of('internal').filter((path) => !path.startsWith('/telephony/acd/'))).toEqual([]);
      const keyed = new Set(entries.flatMap(([, e]) => [...e.guards, ...(e.decides ?? [])]));
      expect([...of('public'), ...of('internal')].filter((path) => keyed.has(path))).toEqual([]);
    });

    it('agrees with the permission catalogue both ways', () => {
      const byPath = new Map(routes.map((r) => [r.path, r.access]));
      for (const [key, entry] of entries) {
        for (const path of entry.guards) {
          const found = byPath.get(path);
          expect(found?.kind === 'keys' && found.keys.includes(key), `${key} guards ${path}`).toBe(true);
        }
        for (const path of entry.decides ?? []) {
          const found = byPath.get(path);
          expect(found?.kind === 'decided' && found.keys.includes(key), `${key} decides ${path}`).toBe(true);
        }
      }
      for (const { path, access } of routes) {
        if (access?.kind !== 'keys' && access?.kind !== 'decided') continue;
        for (const key of access.keys) {
          const entry: Entry = permissionCatalogue[key];
          expect(access.kind === 'keys' ? entry.guards : entry.decides, `${path} needs ${key}`).toContain(
            path,
          );
        }
      }
    });
  });

  describe('a route without a declaration, or at odds with the catalogue, stops the app', () => {
    it('names the path of a planted call that declares nothing', async () => {
      const planted: RoutePlugin = async (app) => {
        app.post('/planted/undeclared', async () => ({ errCode: 0, msg: '', data: null }));
      };
      const app = buildApp({ ...world(), routes: [planted] });
      await expect(app.ready()).rejects.toThrow('/planted/undeclared declares no access');
      await app.close().catch(() => undefined); // a boot that failed may refuse to close: nothing is open
    });

    it('refuses a guarded call declared public, and decided keys the catalogue does not list', () => {
      expect(() => resolveAccess('/workflow/case/create', { kind: 'public', why: 'planted' })).toThrow(
        '/workflow/case/create: the permission catalogue guards it with 17__17004; declare nothing',
      );
      expect(() =>
        resolveAccess('/workflow/action', { kind: 'decided', keys: ['17__17001'], by: 'planted' }),
      ).toThrow('/workflow/action: decided by 17__17001 on the route but by 17__17001, 17__17002');
      expect(() => resolveAccess('/views/list', { kind: 'signed-in' })).toThrow(
        '/views/list: decided by nothing on the route',
      );
    });
  });
}
