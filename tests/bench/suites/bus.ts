import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { createPgBus } from '../../../server/bus/pg-bus';
import { loadConfig } from '../../../server/config';
import { createDatabase } from '../../../server/db/client';
import { roles } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed';
import { demoPassword } from '../../../server/db/seed/demo-accounts';
import type { RoleMap } from '../../../src/contracts/auth';
import { paths } from '../../../src/contracts/paths';
import { databaseUrl } from '../../e2e/support/e2e-database';
import { adminQuery } from '../../support/admin-query';
import { dropTestDatabase } from '../../support/drop-database';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

/** Issue 21's bound for what one instance does reaching the others. */
const budgetMs = 1000;
/** The caches hold for ten minutes, so what B shows can only have come through the bus. */
const cacheMs = 10 * 60_000;
type Instance = { app: FastifyInstance; bus: Awaited<ReturnType<typeof createPgBus>> };
type Envelope<T> = { errCode: number; msg: unknown; data: T };

/**
 * Two service instances (in this process, each with its own PostgreSQL bus and caches) on one seeded database:
 * how long a message, a sign-out and a profile switch made through A take to reach B. The server tests prove
 * that each crosses; the time is measured here, where a loaded machine cannot fail a test with it. Needs
 * BENCH_DATABASE_URL (or E2E_DATABASE_URL, DATABASE_URL): a role with CREATEDB; the database is dropped after.
 */
export async function busSuite(options: { runs: number }): Promise<Row[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.E2E_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl)
    return [
      {
        metric: 'bus A → B (PostgreSQL)',
        unit: 'ms',
        median: null,
        note: 'not measured: set BENCH_DATABASE_URL',
      },
    ];
  const name = `sc_bench_bus_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await createDatabase({ databaseUrl: url });
  const instances: Instance[] = [];
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const config = loadConfig({ DIST_DIR: '/nonexistent-dist', LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i++) {
      const bus = await createPgBus({ connectionString: url, db: database.db });
      const app = buildApp({ database, config, bus, authCacheMs: cacheMs, readCacheMs: cacheMs });
      await app.ready();
      instances.push({ app, bus });
    }
    const [a, b] = instances;
    const roleId = async (role: string) =>
      (await database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, role)))[0].id;
    const profiles = { teamLead: await roleId('Team Lead'), supervisor: await roleId('Supervisor') };
    const samples = { message: [] as number[], signOut: [] as number[], switched: [] as number[] };
    for (let run = 0; run < options.runs; run++) {
      samples.message.push(await messageMs(a, b, run));
      samples.signOut.push(await signOutMs(a, b));
      samples.switched.push(await switchMs(a, b, profiles));
    }
    const row = (metric: string, values: number[]): Row => ({
      metric,
      unit: 'ms',
      median: median(values),
      samples: values,
      budget: budgetMs,
    });
    return [
      row('bus: a message published on A heard on B (PostgreSQL)', samples.message),
      row('bus: a sign-out on A refused by B, which had cached the session', samples.signOut),
      row('bus: a profile switch on A honoured by B, which had cached the session', samples.switched),
    ];
  } finally {
    await Promise.all(instances.map((i) => i.app.close())); // each closes its bus
    await database.close();
    await dropTestDatabase(adminUrl, name);
  }
}

async function call<T>(
  app: FastifyInstance,
  path: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: (body ?? {}) as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.json<Envelope<T>>();
}

async function signIn(app: FastifyInstance, username: string): Promise<string> {
  const answer = await call<{ token: string }>(app, paths.login, { username, password: demoPassword });
  if (answer.errCode !== 0) throw new Error(`sign-in ${username}: ${JSON.stringify(answer.msg)}`);
  return answer.data.token;
}

/** Polls (every millisecond or two) until `seen`, or fails the row after 10 s: B never heard it. */
async function msUntil(from: number, seen: () => Promise<boolean> | boolean): Promise<number> {
  while (!(await seen())) {
    if (performance.now() - from > 10_000) throw new Error('B did not hear it within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return performance.now() - from;
}

async function messageMs(a: Instance, b: Instance, run: number): Promise<number> {
  let heard = false;
  const sessionId = 1_000_000 + run;
  const stop = b.bus.subscribe(
    'revocation',
    (m) => void ('sessionId' in m.revocation && m.revocation.sessionId === sessionId && (heard = true)),
  );
  try {
    const sent = performance.now();
    a.bus.publish({ topic: 'revocation', revocation: { sessionId } });
    return await msUntil(sent, () => heard);
  } finally {
    stop();
  }
}

async function signOutMs(a: Instance, b: Instance): Promise<number> {
  const token = await signIn(a.app, 'johan.botha');
  if ((await call(b.app, paths.tenantList, {}, token)).errCode !== 0)
    throw new Error('B refused a live session');
  const sent = performance.now();
  await call(a.app, paths.logout, {}, token);
  return msUntil(sent, async () => (await call(b.app, paths.tenantList, {}, token)).errCode === 96);
}

async function switchMs(
  a: Instance,
  b: Instance,
  profiles: { teamLead: number; supervisor: number },
): Promise<number> {
  const token = await signIn(a.app, 'supervisor');
  const mapAtB = async () => JSON.stringify((await call<RoleMap>(b.app, paths.userRoleMap, {}, token)).data);
  const before = await mapAtB();
  const sent = performance.now();
  await call(a.app, paths.roleSwitch, { role_id: profiles.teamLead }, token);
  const ms = await msUntil(sent, async () => (await mapAtB()) !== before);
  // Back to the supervisor's own profile, so the next run starts where this one did.
  await call(a.app, paths.roleSwitch, { role_id: profiles.supervisor }, token);
  return ms;
}
