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
import { prepareDocument } from './documents';

/** Spec §9: loads read and write 1000 messages a step. */
export const loadBatchSize = 1000;

class LoadStopped extends Error {}

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * Runs bulk loads as background jobs in this process. Every batch commits its documents, failures, counts and
 * cursor in one transaction, so a load interrupted by a restart resumes after the last committed batch; a load
 * that cannot continue is marked failed with its counts — never left silently running.
 */
export class BulkLoadRunner {
  private readonly active = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  start(loadId: number): Promise<void> {
    const existing = this.active.get(loadId);
    if (existing) return existing;
    const job = this.run(loadId).finally(() => this.active.delete(loadId));
    this.active.set(loadId, job);
    return job;
  }

  /** On start-up: continue every load the last process left running. */
  async resumeInterrupted(): Promise<number[]> {
    const rows = await this.db
      .update(metaBulkLoads)
      .set({ resumes: sql`${metaBulkLoads.resumes} + 1`, note: 'Resumed after a restart of the service' })
      .where(eq(metaBulkLoads.status, 'running'))
      .returning({ id: metaBulkLoads.id });
    for (const row of rows) void this.start(row.id);
    return rows.map((r) => r.id);
  }

  /** On shutdown: finish the batch in hand, leave the load running (the next start resumes it). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active.values()]);
  }

  private async run(loadId: number): Promise<void> {
    try {
      const [load] = await this.db.select().from(metaBulkLoads).where(eq(metaBulkLoads.id, loadId));
      if (!load || load.status !== 'running') return;
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
        if (this.stopping) return;
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
      this.log?.error({ err: error, loadId }, 'bulk load failed');
      await this.fail(loadId, error instanceof Error ? error.message : String(error));
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
        })
        .where(and(eq(metaBulkLoads.id, loadId), eq(metaBulkLoads.status, 'running')))
        .returning({ id: metaBulkLoads.id });
      if (!moved.length) throw new LoadStopped('cancelled'); // rolls the batch back
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
        .set({ status: 'completed', finishedAt: new Date() })
        .where(and(eq(metaBulkLoads.id, loadId), eq(metaBulkLoads.status, 'running')))
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
        .set({ status: 'failed', finishedAt: new Date(), note: `Stopped: ${reason}`.slice(0, 500) })
        .where(and(eq(metaBulkLoads.id, loadId), eq(metaBulkLoads.status, 'running')))
        .returning({ indexId: metaBulkLoads.indexId });
      if (row)
        await tx
          .update(metaIndexes)
          .set({ status: 'unusable', statusReason: 'The last bulk load failed: run a new one' })
          .where(eq(metaIndexes.id, row.indexId));
    });
  }
}
