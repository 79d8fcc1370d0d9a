import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BulkLoad, BulkLoadDetail, BulkLoadStatus } from '../../../src/contracts/metadata';
import type { bulkLoadByIdBody } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import {
  metaBulkLoadFailures,
  metaBulkLoads,
  metaDocuments,
  metaIndexes,
  metaMessages,
  users,
} from '../../db/schema';
import { AppError, lowOnDisk } from '../../errors';
import type { BulkLoadRunner } from './bulk-runner';
import { iso, mustFind } from './common';
import { findIndex } from './indexes';
import { scoped, type ScopedActor } from '../caller';

const columns = { l: metaBulkLoads, indexName: metaIndexes.name, by: users.fullName };
type Joined = { l: typeof metaBulkLoads.$inferSelect; indexName: string; by: string | null };

const toLoad = ({ l, indexName, by }: Joined): BulkLoad => ({
  id: l.id,
  index_id: l.indexId,
  index_name: indexName,
  status: l.status as BulkLoadStatus,
  total: l.total,
  received: l.received,
  indexed: l.indexed,
  failed: l.failed,
  resumes: l.resumes,
  note: l.note,
  started_by: by,
  created_at: iso(l.createdAt),
  finished_at: l.finishedAt ? iso(l.finishedAt) : null,
});

function selectLoads(db: Db) {
  return db
    .select(columns)
    .from(metaBulkLoads)
    .innerJoin(metaIndexes, eq(metaIndexes.id, metaBulkLoads.indexId))
    .leftJoin(users, eq(users.id, metaBulkLoads.startedBy));
}

export async function getBulkLoad(db: Db, actor: ScopedActor, id: number): Promise<BulkLoad> {
  const [row] = await selectLoads(db).where(
    and(eq(metaBulkLoads.id, id), scoped(actor, metaBulkLoads.tenantId)),
  );
  return toLoad(mustFind(row, `Bulk load ${id}`));
}

export async function listBulkLoads(db: Db, actor: ScopedActor, indexId?: number): Promise<BulkLoad[]> {
  const rows = await selectLoads(db)
    .where(
      and(scoped(actor, metaBulkLoads.tenantId), indexId ? eq(metaBulkLoads.indexId, indexId) : undefined),
    )
    .orderBy(desc(metaBulkLoads.id))
    .limit(200);
  return rows.map(toLoad);
}

/** A load with its progress and a page of its failed rows (each with its reason). */
export async function bulkLoadDetail(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof bulkLoadByIdBody>,
): Promise<BulkLoadDetail> {
  const load = await getBulkLoad(db, actor, body.id);
  const [[total], failures] = await Promise.all([
    db.select({ n: count() }).from(metaBulkLoadFailures).where(eq(metaBulkLoadFailures.bulkLoadId, body.id)),
    db
      .select({ guid: metaBulkLoadFailures.guid, reason: metaBulkLoadFailures.reason })
      .from(metaBulkLoadFailures)
      .where(eq(metaBulkLoadFailures.bulkLoadId, body.id))
      .orderBy(asc(metaBulkLoadFailures.id))
      .limit(body.failures_limit)
      .offset(body.failures_offset),
  ]);
  return { ...load, failures, failures_total: total?.n ?? 0 };
}

/** Starts a rebuild: the index is emptied and stays "loading" (unusable) until the load completes. */
export async function createBulkLoad(
  db: Db,
  actor: ScopedActor,
  runner: BulkLoadRunner,
  indexId: number,
): Promise<BulkLoad> {
  const id = await db.transaction(async (tx) => {
    const index = await findIndex(tx, actor, indexId);
    if (index.status === 'loading')
      throw new AppError('conflict', `Search index "${index.name}" is already loading`);
    const [total] = await tx
      .select({ n: count(), bytes: sql<string>`coalesce(sum(pg_column_size(${metaMessages.payload})), 0)` })
      .from(metaMessages)
      .where(eq(metaMessages.messageTypeId, index.messageTypeId));
    // A load writes a document for each message: about the messages' size again.
    const room = runner.disk?.roomFor(Number(total?.bytes ?? 0));
    if (room && !room.ok) throw lowOnDisk('bulk loads', room.free);
    const [row] = await tx
      .insert(metaBulkLoads)
      .values({
        tenantId: actor.tenantId,
        indexId,
        status: 'running',
        total: total?.n ?? 0,
        startedBy: actor.userId,
        claimedBy: runner.lease.instanceId, // this instance runs it; another takes over if this one dies
      })
      .returning({ id: metaBulkLoads.id });
    await tx.delete(metaDocuments).where(eq(metaDocuments.indexId, indexId));
    await tx
      .update(metaIndexes)
      .set({ status: 'loading', statusReason: `Bulk load ${row.id} is running` })
      .where(eq(metaIndexes.id, indexId));
    return row.id;
  });
  void runner.start(id);
  return getBulkLoad(db, actor, id);
}

export async function cancelBulkLoad(db: Db, actor: ScopedActor, id: number): Promise<BulkLoad> {
  await db.transaction(async (tx) => {
    const load = await getBulkLoad(tx, actor, id);
    if (load.status !== 'running')
      throw new AppError(
        'conflict',
        `Bulk load ${id} is ${load.status}; only a running load can be cancelled`,
      );
    await tx
      .update(metaBulkLoads)
      .set({ status: 'cancelled', finishedAt: new Date(), note: 'Cancelled by an administrator' })
      .where(eq(metaBulkLoads.id, id));
    await tx
      .update(metaIndexes)
      .set({ status: 'unusable', statusReason: 'The last bulk load was cancelled: run a new one' })
      .where(eq(metaIndexes.id, load.index_id));
  });
  return getBulkLoad(db, actor, id);
}

export async function removeBulkLoad(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const load = await getBulkLoad(tx, actor, id);
    if (load.status === 'running')
      throw new AppError('conflict', `Bulk load ${id} is running; cancel it first`);
    await tx.delete(metaBulkLoads).where(eq(metaBulkLoads.id, id));
    return { id };
  });
}
