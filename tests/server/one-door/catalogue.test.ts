import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCatalogue, type PermissionKey } from '../../../src/contracts/permissions';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { rolePermissions, roles } from '../../../server/db/schema';
import { post, signIn } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../test-database';

// Issue 17: the catalogue in src/contracts/permissions.ts is what the service enforces. Every call a key guards
// answers errCode 7 to a profile whose role map lacks the key, before the body is even looked at, and does not
// answer it once the key is back; every call it names is a real route.

type Entry = { guards: readonly string[]; decides?: readonly string[] };
const entries = Object.entries(permissionCatalogue) as [PermissionKey, Entry][];

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let roleId: number;
const registered = new Set<string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'silent' });
  app = buildApp({ database, config, readCacheMs: 0 });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) registered.add(route.url.slice('/api'.length));
  });
  await app.ready();
  token = (await signIn(app, 'admin')).token;
  const [role] = await database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
  roleId = role.id;
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

const setKey = async (key: string, value: 1 | 0) => {
  await database.db
    .update(rolePermissions)
    .set({ value })
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.key, key)));
};

describe('the permission catalogue', () => {
  it('names only calls the service has, and every key guards, decides or shows something', () => {
    for (const [key, entry] of entries) {
      for (const path of [...entry.guards, ...(entry.decides ?? [])])
        expect(registered, `${key} ${path}`).toContain(path);
      const { screens = [], actions = [] } = entry as { screens?: string[]; actions?: string[] };
      expect(
        entry.guards.length + (entry.decides?.length ?? 0) + screens.length + actions.length,
        key,
      ).toBeGreaterThan(0);
    }
  });

  it.each(entries.filter(([, e]) => e.guards.length > 0).map(([key, e]) => ({ key, guards: e.guards })))(
    '$key: each guarded call refuses without the key and lets the request through with it',
    async ({ key, guards }) => {
      await setKey(key, 0);
      for (const path of guards) {
        const answer = await post(app, path, {}, token);
        expect(answer.body.errCode, `${path} without ${key}`).toBe(7);
        expect(answer.body.msg).toMatch(/^Your profile does not allow you to /);
      }
      await setKey(key, 1);
      for (const path of guards) {
        const answer = await post(app, path, {}, token);
        expect(answer.body.errCode, `${path} with ${key}`).not.toBe(7);
      }
    },
  );
});
