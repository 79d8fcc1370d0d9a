import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bulkJobs,
  metaBulkLoadFailures,
  metaBulkLoads,
  metaDocuments,
  tenants,
  users,
} from '../../server/db/schema';
import { beat, claimRunnable, releaseAll, type Lease } from '../../server/domain/jobs/claims';
import { BulkLoadRunner } from '../../server/domain/metadata/bulk-runner';
import { createTestApp, signIn } from './helpers';
import { buildIndex, metaClient, policyMessage } from './metadata/meta-helpers';
import { createTestDatabase } from './test-database';

// Runs on both engines: PGlite (one connection, the statements simply take turns) and PostgreSQL.
const database = await createTestDatabase();
afterAll(() => database.drop());
const { db } = database;

const leaseA: Lease = { instanceId: 'instance-a', leaseMs: 10_000, beatMs: 1_000 };
const leaseB: Lease = { instanceId: 'instance-b', leaseMs: 10_000, beatMs: 1_000 };

const [tenant] = await db.select({ id: tenants.id }).from(tenants).limit(1);
const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'supervisor'));

async function newJobs(n: number, status = 'running'): Promise<number[]> {
  const rows = await db
    .insert(bulkJobs)
    .values(
      Array.from({ length: n }, () => ({
        tenantId: tenant.id,
        userId: user.id,
        action: 'priority',
        params: { priority: 'Low' },
        ids: [1],
        status,
      })),
    )
    .returning({ id: bulkJobs.id });
  return rows.map((r) => r.id);
}

const owners = async (ids: number[]) =>
  (
    await db
      .select({ id: bulkJobs.id, by: bulkJobs.claimedBy })
      .from(bulkJobs)
      .where(inArray(bulkJobs.id, ids))
      .orderBy(bulkJobs.id)
  ).map((r) => r.by);

describe('claiming background jobs', () => {
  it('gives a running job to one instance, until its heartbeat is older than the lease', async () => {
    const ids = await newJobs(3);
    const [finished] = await newJobs(1, 'finished');
    expect((await claimRunnable(db, 'bulk_jobs', leaseA)).sort()).toEqual(ids);
    expect(await claimRunnable(db, 'bulk_jobs', leaseB)).toEqual([]);
    expect(await owners([...ids, finished])).toEqual(['instance-a', 'instance-a', 'instance-a', null]);
    expect(await beat(db, 'bulk_jobs', leaseA, ids[0])).toBe(true);
    expect(await beat(db, 'bulk_jobs', leaseB, ids[0])).toBe(false);

    // Instance A stops beating job 0 (it died): past the lease, B takes it, and A finds it is no longer its own.
    await db
      .update(bulkJobs)
      .set({ heartbeatAt: sql`now() - interval '11 seconds'` })
      .where(eq(bulkJobs.id, ids[0]));
    expect(await claimRunnable(db, 'bulk_jobs', leaseB)).toEqual([ids[0]]);
    expect(await beat(db, 'bulk_jobs', leaseA, ids[0])).toBe(false);

    // A clean stop releases the rest: another instance takes them at once, without waiting for the lease.
    await releaseAll(db, 'bulk_jobs', leaseA);
    expect((await claimRunnable(db, 'bulk_jobs', leaseB)).sort()).toEqual(ids.slice(1));
    expect(await owners(ids)).toEqual(['instance-b', 'instance-b', 'instance-b']);
    await db.update(bulkJobs).set({ status: 'finished' }).where(inArray(bulkJobs.id, ids));
  });

  it('two instances sweeping at the same moment never claim the same job', async () => {
    const ids = await newJobs(20);
    const [a, b] = await Promise.all([
      claimRunnable(db, 'bulk_jobs', leaseA, undefined, 10),
      claimRunnable(db, 'bulk_jobs', leaseB, undefined, 10),
    ]);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(ids);
    await db.update(bulkJobs).set({ status: 'finished' }).where(inArray(bulkJobs.id, ids));
  });
});

describe('a bulk load taken over by another instance', () => {
  it('stops its first runner before it writes again, and the second finishes with exact counts', async () => {
    const t = await createTestApp({ database });
    const admin = metaClient(t.app, (await signIn(t.app, 'admin')).token);
    const { typeId, indexId } = await buildIndex(admin, 'claim');
    const total = 8000;
    for (let start = 0; start < total; start += 1000) {
      const messages = Array.from({ length: 1000 }, (_, k) => policyMessage(start + k));
      await admin.data('messageReceive', { message_type_id: typeId, messages });
    }
    await t.close(); // its own runner must not sweep the load below
    const [adminUser] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
    const [load] = await db
      .insert(metaBulkLoads)
      .values({
        tenantId: tenant.id,
        indexId,
        status: 'running',
        total,
        startedBy: adminUser.id,
        claimedBy: 'instance-a',
      })
      .returning({ id: metaBulkLoads.id });

    const first = new BulkLoadRunner(db, undefined, leaseA);
    const running = first.start(load.id);
    const progress = async () =>
      (await db.select().from(metaBulkLoads).where(eq(metaBulkLoads.id, load.id)))[0];
    while ((await progress()).received === 0) await new Promise((r) => setTimeout(r, 5));
    // As a survivor's sweep does once A's lease lapsed (A stalled, not dead): the claim moves to B.
    await db.update(metaBulkLoads).set({ claimedBy: 'instance-b' }).where(eq(metaBulkLoads.id, load.id));
    await running;
    const left = await progress();
    expect(left).toMatchObject({ status: 'running', claimedBy: 'instance-b' });
    expect(left.received).toBeLessThan(total);

    const second = new BulkLoadRunner(db, undefined, leaseB);
    await second.start(load.id);
    expect(await progress()).toMatchObject({
      status: 'completed',
      received: total,
      indexed: total,
      failed: 0,
    });
    const [docs] = await db
      .select({ n: count() })
      .from(metaDocuments)
      .where(eq(metaDocuments.indexId, indexId));
    expect(docs.n).toBe(total);
    const [failures] = await db
      .select({ n: count() })
      .from(metaBulkLoadFailures)
      .where(eq(metaBulkLoadFailures.bulkLoadId, load.id));
    expect(failures.n).toBe(0);
  });
});
