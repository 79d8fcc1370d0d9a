import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/contracts/paths';
import { tenants, users, userTenants } from '../../../server/db/schema';
import { TenantTree } from '../../../server/domain/tenant-tree';
import { post, signIn } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { appWithPostRoutes, type PostRoute } from './post-routes';
import { probeBody, tenantIdsIn, type Probe } from './scope-probe';

// Issue 17: as each demo profile, every POST call sent ids of rows OUTSIDE the caller's scope neither answers
// with a row of another tenant nor changes one. Rows outside are hashed per table before and after.

const sessionCalls = new Set(
  [
    paths.logout,
    paths.tenantSelect,
    paths.tenantList,
    paths.roleSwitch,
    paths.userDetailsRefresh,
    paths.userRoleMap,
    paths.changePassword,
    paths.login,
    paths.register,
  ].map((p) => `/api${p}`),
);
const profiles = [
  { login: 'admin', select: 'Ubuntu Benefits Gauteng' },
  { login: 'supervisor', select: null },
  { login: 'agent', select: null },
];

let database: TestDatabase;
let app: FastifyInstance;
let routes: PostRoute[] = [];
let tenantTables: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, routes } = await appWithPostRoutes(database, sessionCalls));
  const found = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'tenant_id'
        and table_schema = 'public' order by table_name`,
  );
  // Sessions record where each console works; signing in and out is not a write to another tenant's data.
  tenantTables = found.map((r) => r.table_name).filter((t) => t !== 'sessions');
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The scope, and the tenants above it whose settings it inherits (read-only: classifications, templates). */
async function scopeOf(login: string, select: string | null): Promise<{ scope: number[]; above: number[] }> {
  const db = database.db;
  const tree = new TenantTree(await db.select().from(tenants));
  const all = await db.select().from(users);
  const userId = all.find((u) => u.loginName === login)?.id;
  const assigned = (await db.select().from(userTenants))
    .filter((r) => r.userId === userId)
    .map((r) => r.tenantId);
  const chosen = select ? (await db.select().from(tenants)).find((t) => t.name === select)?.id : undefined;
  const root = chosen ?? tree.accessibleIds(assigned)[0];
  return { scope: tree.subtreeIds(root), above: tree.ancestorIds(root) };
}

const list = (ids: readonly number[]) => sql.raw(ids.join(','));
// PGlite and node-postgres both answer raw queries with { rows }.
const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function outsideHashes(scope: number[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tenantTables) {
    const answer = await rowsOf<{ h: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t
          where t.tenant_id is not null and t.tenant_id not in (${list(scope)})`,
    );
    out[table] = answer[0].h;
  }
  return out;
}

/** One row of each tenant table outside the scope (rows with an id column), and a tenant outside. */
async function outsideProbes(scope: number[]): Promise<Probe[]> {
  const probes = new Map<number, Probe>();
  for (const table of tenantTables) {
    const hasId = await rowsOf(
      sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'id'`,
    );
    if (!hasId.length) continue;
    const rows = await rowsOf<{ id: number; tenant_id: number }>(
      sql`select id, tenant_id from ${sql.identifier(table)} where tenant_id not in (${list(scope)})
          order by id limit 1`,
    );
    for (const r of rows) probes.set(Number(r.id), { id: Number(r.id), tenantId: Number(r.tenant_id) });
  }
  return [...probes.values()];
}

describe('no call reaches a row outside the caller’s scope', () => {
  it.each(profiles)(
    'as $login',
    async ({ login, select }) => {
      expect(routes.length).toBeGreaterThan(200);
      const { scope, above } = await scopeOf(login, select);
      const readable = new Set([...scope, ...above]);
      const probes = await outsideProbes(scope);
      expect(probes.length).toBeGreaterThan(10);
      const signedIn = async () => {
        const { token } = await signIn(app, login);
        if (select) await post(app, paths.tenantSelect, { tenant_id: scope[0] }, token);
        return token;
      };
      let token = await signedIn();
      const before = await outsideHashes(scope);
      const leaks: string[] = [];
      let sent = 0;
      // How far the probes get: errCode 1 stops at validation, anything else reached the handler's checks.
      const answered = new Map<number, number>();
      for (const route of routes)
        for (const probe of probes) {
          const payload = probeBody(route.schema, probe) ?? {};
          const response = await app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            payload: JSON.stringify(payload),
          });
          sent++;
          const body = response.json<{ errCode: number; data: unknown }>();
          answered.set(body.errCode, (answered.get(body.errCode) ?? 0) + 1);
          const outside = tenantIdsIn(body.data).filter((id) => !readable.has(id));
          if (outside.length) leaks.push(`${route.url} ${JSON.stringify(payload)} → tenant ${outside[0]}`);
          if (body.errCode === 96) token = await signedIn();
        }
      console.info(
        `scope probe as ${login}: ${routes.length} calls, ${sent} requests, ${probes.length} rows outside;`,
        `answers by errCode ${JSON.stringify(Object.fromEntries([...answered].sort((a, b) => a[0] - b[0])))}`,
      );
      // A probe stopped by validation proves nothing about scope: most must get past it (about 75% do).
      expect((sent - (answered.get(1) ?? 0)) / sent).toBeGreaterThan(0.6);
      expect(leaks.slice(0, 10)).toEqual([]);
      expect(await outsideHashes(scope)).toEqual(before);
    },
    600_000,
  );
});
