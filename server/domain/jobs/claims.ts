import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The tables of background work: each row has status, claimed_by and heartbeat_at. */
export type JobTable = 'bulk_jobs' | 'meta_bulk_loads';

/**
 * Who works on a job. The owner writes heartbeat_at every beatMs while it runs (and with every step); a running
 * job whose heartbeat is older than leaseMs is taken to be orphaned (its instance died) and may be claimed.
 */
export type Lease = { instanceId: string; leaseMs: number; beatMs: number };

// Both stores hand back { rows } from a raw statement; drizzle types it as unknown since the driver decides.
const idsOf = (result: unknown): number[] =>
  (result as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));

/**
 * Claims up to `limit` runnable jobs: running, and unclaimed or past their lease. FOR UPDATE SKIP LOCKED lets
 * several instances sweep at once without waiting on each other, and PostgreSQL re-checks the condition on a row
 * another sweep has just claimed, so each job goes to one of them. `also` is set on the claimed rows too.
 */
export async function claimRunnable(
  db: Db,
  table: JobTable,
  lease: Lease,
  also: SQL = sql``,
  limit = 10,
): Promise<number[]> {
  const t = sql.raw(table);
  const result = await db.execute(sql`
    update ${t} set claimed_by = ${lease.instanceId}, heartbeat_at = now() ${also}
    where id in (
      select id from ${t}
      where status = 'running'
        and (claimed_by is null or heartbeat_at < now() - ${lease.leaseMs} * interval '1 millisecond')
      order by id
      limit ${limit}
      for update skip locked)
    returning id`);
  return idsOf(result);
}

/** The owner is alive: false when the job is no longer ours (claimed by another, or finished or cancelled). */
export async function beat(db: Db, table: JobTable, lease: Lease, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    update ${sql.raw(table)} set heartbeat_at = now()
    where id = ${id} and claimed_by = ${lease.instanceId} and status = 'running'
    returning id`);
  return idsOf(result).length > 0;
}

/** On a clean stop: this instance's running jobs become unclaimed, so another takes them at its next sweep. */
export async function releaseAll(db: Db, table: JobTable, lease: Lease): Promise<void> {
  await db.execute(sql`
    update ${sql.raw(table)} set claimed_by = null
    where claimed_by = ${lease.instanceId} and status = 'running'`);
}

/**
 * Beats every beatMs while a job runs; onLost is told once the claim is gone, so the runner stops before its
 * next step (the step itself also checks the claim in its transaction, so even a late beat cannot let two
 * runners write). A failed beat (the store did not answer) is not a loss: the next one tries again.
 */
export function keepClaim(db: Db, table: JobTable, lease: Lease, id: number, onLost: () => void): () => void {
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    beat(db, table, lease, id)
      .then((ours) => {
        if (!ours) onLost();
      })
      .catch(() => undefined)
      .finally(() => (beating = false));
  }, lease.beatMs);
  timer.unref();
  return () => clearInterval(timer);
}
