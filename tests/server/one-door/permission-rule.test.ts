import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advicePaths } from '../../../src/contracts/advice/paths';
import { customerPaths } from '../../../src/contracts/customers/paths';
import { internalOrgPaths } from '../../../src/contracts/internal-org/paths';
import { loginLockPaths } from '../../../src/contracts/login-locks';
import { metaPaths } from '../../../src/contracts/metadata/paths';
import { paths } from '../../../src/contracts/paths';
import { permissionCatalogue, permissionKeys, type PermissionKey } from '../../../src/contracts/permissions';
import { salesPaths } from '../../../src/contracts/sales';
import { taskPaths } from '../../../src/contracts/tasks/paths';
import { telephonyPaths } from '../../../src/contracts/telephony/paths';
import { workflowAdminPaths } from '../../../src/contracts/workflow-admin/paths';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { rolePermissions, roles } from '../../../server/db/schema';
import { get, post, signIn } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { declarations, describeDeclarations, type DeclaredRoute } from './route-access';

// One rule in every area (issue 17): a key is granted only when the caller's role map gives it 1. The role map
// is edited in the database, so the app runs without the read cache to see each edit at once.

type Case = { area: string; key: PermissionKey; path: string; body: unknown };
const cases: Case[] = [
  {
    area: 'workflow',
    key: permissionKeys.workflowCreate,
    path: workflowPaths.caseCreate,
    body: { title: 'Tax certificate please', source: 'email' },
  },
  { area: 'customers', key: permissionKeys.customersView, path: customerPaths.employerList, body: {} },
  { area: 'metadata', key: permissionKeys.metadataView, path: metaPaths.messageTypeGetAll, body: {} },
  { area: 'tasks', key: permissionKeys.taskView, path: taskPaths.groupList, body: {} },
  { area: 'telephony', key: permissionKeys.telephonyUse, path: telephonyPaths.allUsers, body: {} },
  {
    area: 'workflow-admin',
    key: permissionKeys.workgroupAdmin,
    path: workflowAdminPaths.workgroupList,
    body: {},
  },
  { area: 'advice', key: permissionKeys.adviceUse, path: advicePaths.chronicConditions, body: {} },
  {
    area: 'internal-org',
    key: permissionKeys.internalOrgView,
    path: internalOrgPaths.departmentList,
    body: {},
  },
  { area: 'sales', key: permissionKeys.customersView, path: salesPaths.list, body: { kind: 'rfq' } },
  { area: 'debug', key: permissionKeys.supervisorDebug, path: paths.debugAccess, body: {} },
  { area: 'sign-in locks', key: permissionKeys.signInLocks, path: loginLockPaths.list, body: {} },
];

let database: TestDatabase;
const config = loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'silent' });
let app: FastifyInstance;
let token: string;
let roleId: number;
const registered = new Set<string>();
/** Calls served by GET alone (spec §7's GET calls such as /interaction/list): the catalogue test asks them by GET. */
const getOnly = new Set<string>();
/** Every route's options: the root's onRoute sees them first, the /api door then fills in their access. */
const routeOptions: RouteOptions[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApp({ database, config, readCacheMs: 0 });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    routeOptions.push(route);
    registered.add(route.url.slice('/api'.length));
    const methods = [route.method].flat();
    if (!methods.includes('POST')) getOnly.add(route.url.slice('/api'.length));
  });
  await app.ready();
  declaredRoutes.push(...declarations(routeOptions));
  token = (await signIn(app, 'admin')).token;
  const [role] = await database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
  roleId = role.id;
}, 120_000);

const declaredRoutes: DeclaredRoute[] = [];
describeDeclarations(declaredRoutes, () => ({ database, config }));

afterAll(async () => {
  await app.close();
  await database.drop();
});

const grant = async (key: string, value: 1 | 0 | -1 | 'missing') => {
  const db = database.db;
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.key, key)));
  if (value !== 'missing') await db.insert(rolePermissions).values({ roleId, key, value });
};

describe('a key is granted only when the role map gives it 1', () => {
  it.each(cases)('$area: missing, 0 and -1 answer errCode 7; 1 works', async ({ key, path, body }) => {
    for (const value of ['missing', 0, -1] as const) {
      await grant(key, value);
      const answer = await post(app, path, body, token);
      expect(answer.body.errCode, `${path} with ${value}`).toBe(7);
      expect(answer.body.msg).toMatch(/^Your profile does not allow you to /);
    }
    await grant(key, 1);
    expect((await post(app, path, body, token)).body.errCode).toBe(0);
  });
});

// The catalogue in src/contracts/permissions.ts is what the service enforces: every call a key guards answers
// errCode 7 to a profile whose role map lacks the key, before the body is even looked at, and does not answer it
// once the key is back; every call it names is a real route.
type Entry = { guards: readonly string[]; decides?: readonly string[] };
const entries = Object.entries(permissionCatalogue) as [PermissionKey, Entry][];

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
      const call = (path: string) => (getOnly.has(path) ? get(app, path, token) : post(app, path, {}, token));
      await grant(key, 0);
      for (const path of guards) {
        const answer = await call(path);
        expect(answer.body.errCode, `${path} without ${key}`).toBe(7);
        expect(answer.body.msg).toMatch(/^Your profile does not allow you to /);
      }
      await grant(key, 1);
      for (const path of guards) {
        const answer = await call(path);
        expect(answer.body.errCode, `${path} with ${key}`).not.toBe(7);
      }
    },
  );
});
