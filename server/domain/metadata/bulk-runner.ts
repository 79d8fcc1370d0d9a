import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  metaBulkLoadFailures,
  metaBulkLoads,
  metaDocuments,
  metaIndexAttributes,
  metaIndexes,
  metaMessages,
  metaTransforms,
} from '../../db/schema';
import { transformSpecSchema } from '../../../src/contracts/metadata/transform';
import type { Datatype } from '../../../src/contracts/metadata';
import { claimRunnable, keepClaim, releaseAll, type Lease } from '../jobs/claims';
import { prepareDocument } from './documents';
import { diskFullState, type DiskGuard } from '../../db/disk-guard';
import { sqlState } from '../../http/database-errors';

/** Spec §9: loads read and write 1000 messages a step. */
export const loadBatchSize = 1000;

class LoadStopped extends Error {}

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Runs bulk loads as background jobs. A load belongs to the instance that claimed it (claimed_by, kept alive by
 * a heartbeat; see jobs/claims.ts). Every batch commits its documents, failures, counts, cursor and heartbeat in
 * one transaction that first checks the claim is still ours, so a load whose instance stopped or died is resumed
 * by any instance after the last committed batch, and two runners never write the same load. A load that
 * cannot continue is marked failed with its counts — never left silently running.
 */
export class BulkLoadRunner {
  private readonly active = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
    /** Default: a lease of its own (a runner alone, as in the benchmark). */
    readonly lease: Lease = { instanceId: randomUUID(), leaseMs: 10_000, beatMs: 3_000 },
    /** The data directory's free space (PGlite): a load starts only above its watermark. */
    readonly disk?: DiskGuard,
  ) {}

  start(loadId: number): Promise<void> {
    const existing = this.active.get(loadId);
    if (existing) return existing;
    const job = this.run(loadId).finally(() => this.active.delete(loadId));
    this.active.set(loadId, job);
    return job;
  }

  /**
   * At start-up and every half lease: claims and continues the loads no instance works on (left by a clean stop,
   * or by an instance that died: its heartbeat is older than the lease).
   */
  async sweep(): Promise<number[]> {
    if (this.stopping) return [];
    const also = sql`, resumes = resumes + 1, note = 'Resumed after its service instance stopped'`;
    const ids = await claimRunnable(this.db, 'meta_bulk_loads', this.lease, also);
    for (const id of ids) void this.start(id);
    return ids;
  }

  /** On shutdown: finish the batch in hand, leave the load running and unclaimed (another instance goes on). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active.values()]);
    await releaseAll(this.db, 'meta_bulk_loads', this.lease);
  }

  /** Ours and running: what every write of a load checks, in the same statement. */
  private ours(loadId: number) {
    return and(
      eq(metaBulkLoads.id, loadId),
      eq(metaBulkLoads.status, 'running'),
      eq(metaBulkLoads.claimedBy, this.lease.instanceId),
    );
  }

  private async run(loadId: number): Promise<void> {
    let lost = false;
    const release = keepClaim(this.db, 'meta_bulk_loads', this.lease, loadId, () => (lost = true));
    try {
      const [load] = await this.db.select().from(metaBulkLoads).where(eq(metaBulkLoads.id, loadId));
      if (!load || load.status !== 'running' || load.claimedBy !== this.lease.instanceId) return;
      const [index] = await this.db.select().from(metaIndexes).where(eq(metaIndexes.id, load.indexId));
      const [transform] = await this.db
        .select()
        .from(metaTransforms)
        .where(eq(metaTransforms.id, index.transformId));
      const spec = transformSpecSchema.parse(transform.spec);
      const attributes = (
        await this.db.select().from(metaIndexAttributes).where(eq(metaIndexAttributes.indexId, index.id))
      ).map((a) => ({ name: a.name, datatype: a.datatype as Datatype }));
      let cursor = load.cursor;
      for (;;) {
        if (this.stopping || lost) return;
        const batch = await this.db
          .select({
            id: metaMessages.id,
            guid: metaMessages.guid,
            payload: metaMessages.payload,
            status: metaMessages.status,
            reason: metaMessages.reason,
          })
          .from(metaMessages)
          .where(and(eq(metaMessages.messageTypeId, index.messageTypeId), gt(metaMessages.id, cursor)))
          .orderBy(asc(metaMessages.id))
          .limit(loadBatchSize);
        if (!batch.length) return await this.complete(loadId, index.id);
        cursor = await this.commitBatch(loadId, index.id, batch, (payload) =>
          prepareDocument(spec, attributes, payload),
        );
        // Let calls in flight run between batches (PGlite has one connection).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      // Stopping mid-batch (shutdown): the batch rolled back and the next start resumes it.
      if (error instanceof LoadStopped || this.stopping) return;
      // Out of disk: the batch rolled back, and marking the load failed would be refused too. Its claim lapses
      // and a sweep resumes it from its last batch once writes are accepted again.
      if (sqlState(error) === diskFullState) {
        this.log?.info({ loadId }, 'bulk load paused: out of disk space; it resumes when space is freed');
        return;
      }
      this.log?.error({ err: error, loadId }, 'bulk load failed');
      await this.fail(loadId, error instanceof Error ? error.message : String(error));
    } finally {
      release();
    }
  }

  private async commitBatch(
    loadId: number,
    indexId: number,
    batch: { id: number; guid: string; payload: unknown; status: string; reason: string }[],
    prepare: (payload: unknown) => ReturnType<typeof prepareDocument>,
  ): Promise<number> {
    const docs: { indexId: number; guid: string; doc: Record<string, unknown> }[] = [];
    const failures: { bulkLoadId: number; guid: string; reason: string }[] = [];
    for (const message of batch) {
      if (message.status === 'rejected') {
        failures.push({
          bulkLoadId: loadId,
          guid: message.guid,
          reason: `Rejected on receipt: ${message.reason}`,
        });
        continue;
      }
      const prepared = prepare(message.payload);
      if (prepared.ok) docs.push({ indexId, guid: message.guid, doc: prepared.doc });
      else failures.push({ bulkLoadId: loadId, guid: message.guid, reason: prepared.reason });
    }
    const cursor = batch[batch.length - 1].id;
    await this.db.transaction(async (tx) => {
      const moved = await tx
        .update(metaBulkLoads)
        .set({
          received: sql`${metaBulkLoads.received} + ${batch.length}`,
          indexed: sql`${metaBulkLoads.indexed} + ${docs.length}`,
          failed: sql`${metaBulkLoads.failed} + ${failures.length}`,
          cursor,
          heartbeatAt: new Date(),
        })
        .where(this.ours(loadId))
        .returning({ id: metaBulkLoads.id });
      // Cancelled, or claimed by another instance (ours had lapsed): roll the batch back and stop.
      if (!moved.length) throw new LoadStopped('cancelled or taken over');
      if (docs.length)
        await tx
          .insert(metaDocuments)
          .values(docs)
          .onConflictDoUpdate({
            target: [metaDocuments.indexId, metaDocuments.guid],
            set: { doc: sql`excluded.doc`, loadedAt: new Date() },
          });
      if (failures.length) await tx.insert(metaBulkLoadFailures).values(failures);
    });
    return cursor;
  }

  private async complete(loadId: number, indexId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(metaBulkLoads)
        .set({ status: 'completed', finishedAt: new Date(), claimedBy: null })
        .where(this.ours(loadId))
        .returning({ id: metaBulkLoads.id });
      if (done.length)
        await tx
          .update(metaIndexes)
          .set({ status: 'usable', statusReason: '' })
          .where(eq(metaIndexes.id, indexId));
    });
    this.log?.info({ loadId }, 'bulk load completed');
  }

  private async fail(loadId: number, reason: string): Promise<void> {
    await this.markFailed(loadId, reason).catch((error: unknown) =>
      this.log?.error(
        { err: error, loadId },
        'could not mark the bulk load failed; the next start retries it',
      ),
    );
  }

  private async markFailed(loadId: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(metaBulkLoads)
        .set({
          status: 'failed',
          finishedAt: new Date(),
          claimedBy: null,
          note: `Stopped: ${reason}`.slice(0, 500),
        })
        .where(this.ours(loadId))
        .returning({ indexId: metaBulkLoads.indexId });
      if (row)
        await tx
          .update(metaIndexes)
          .set({ status: 'unusable', statusReason: 'The last bulk load failed: run a new one' })
          .where(eq(metaIndexes.id, row.indexId));
    });
  }
}
