import { and, eq, inArray, sql } from 'drizzle-orm';
import { bulkStartInput, type BulkItemResult, type BulkStarted } from '../../../src/contracts/workflow/bulk';
import { workflowActionInput } from '../../../src/contracts/workflow/cases';
import { permissionKeys } from '../../../src/contracts/permissions';
import { ErrCode } from '../../../src/contracts/envelope';
import type { Db } from '../../db/client';
import { bulkJobResults, bulkJobs, cases, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { buildCaller, scoped, withTenant, type Caller } from '../caller';
import type { DomainContext } from '../context';
import { claimRunnable, keepClaim, releaseAll, type Lease } from '../jobs/claims';
import { actOn } from './actions';
import { requireMember } from './membership';
import { publishWorkflow } from './events';
import { parseInput } from './validate';

export { readBulkJob } from './bulk-job-read';

type Logger = { error: (obj: object, msg: string) => void };
type JobRow = typeof bulkJobs.$inferSelect;

/** The job's claim passed to another instance (ours had lapsed): the record's transaction rolls back. */
class ClaimLost extends Error {}

/**
 * Runs bulk jobs. A job belongs to the instance that claimed it (claimed_by, kept alive by a heartbeat; see
 * jobs/claims.ts); another instance takes it over when its owner stops or dies. Each record is its own
 * transaction through the same actOn as a single action (permissions, scope, §4 rules, history, notifications),
 * so one refused record never undoes the others, and the job's step (position, counts, result, heartbeat) is
 * written in that same transaction only while the claim is still ours: a resumed job carries on exactly after the
 * last committed record, and two runners never both act on one. Each committed change goes to the push channel.
 */
export class BulkJobRunner {
  private readonly active = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly ctx: DomainContext,
    private readonly lease: Lease,
    private readonly log?: Logger,
  ) {}

  async start(caller: Caller, input: unknown): Promise<BulkStarted> {
    caller.require(permissionKeys.workflowBulk, 'act on a selection');
    const actor = withTenant(caller);
    const { ids, action, ...params } = parseInput(bulkStartInput, input);
    await requireTarget(this.ctx.db, caller, params);
    const [job] = await this.ctx.db
      .insert(bulkJobs)
      .values({
        tenantId: actor.tenantId,
        userId: actor.userId,
        roleId: actor.roleId,
        action,
        params,
        ids,
        claimedBy: this.lease.instanceId,
      })
      .returning({ id: bulkJobs.id });
    this.launch(job.id, caller);
    return { job_id: job.id, total: ids.length };
  }

  private launch(jobId: number, caller: Caller): void {
    if (this.active.has(jobId)) return;
    const run = this.run(jobId, caller).finally(() => this.active.delete(jobId));
    this.active.set(jobId, run);
  }

  /**
   * At start-up and every half lease: claims the running jobs no instance works on (left by a clean stop, or by
   * an instance that died) and carries on after their last committed record. A job resumes with its user's
   * profile and tenants as they are now: a permission withdrawn since then is respected.
   */
  async sweep(): Promise<number[]> {
    if (this.stopping) return [];
    const ids = await claimRunnable(this.ctx.db, 'bulk_jobs', this.lease);
    if (!ids.length) return [];
    const claimed = await this.ctx.db
      .select({
        id: bulkJobs.id,
        userId: bulkJobs.userId,
        roleId: bulkJobs.roleId,
        tenantId: bulkJobs.tenantId,
      })
      .from(bulkJobs)
      .where(inArray(bulkJobs.id, ids));
    for (const job of claimed) {
      const auth = { ...job, sessionId: 0, createdAt: 0, lastSeenAt: 0, expiresAt: 0 };
      this.launch(job.id, await buildCaller(this.ctx, auth));
    }
    return ids;
  }

  /** Resolves when the job has finished here (tests and the bench wait on it). */
  settled(jobId: number): Promise<void> {
    return this.active.get(jobId) ?? Promise.resolve();
  }

  /** On shutdown: finish the record in hand, then release the claims so another instance goes on at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active.values()]);
    await releaseAll(this.ctx.db, 'bulk_jobs', this.lease);
  }

  /** Ours and running: what every write of a job checks, in the same statement. */
  private ours(jobId: number) {
    return and(
      eq(bulkJobs.id, jobId),
      eq(bulkJobs.status, 'running'),
      eq(bulkJobs.claimedBy, this.lease.instanceId),
    );
  }

  private async run(jobId: number, caller: Caller): Promise<void> {
    const { db } = this.ctx;
    const [job] = await db.select().from(bulkJobs).where(this.ours(jobId));
    if (!job) return;
    let lost = false;
    const release = keepClaim(db, 'bulk_jobs', this.lease, jobId, () => (lost = true));
    try {
      for (let i = job.position; i < job.ids.length; i++) {
        if (this.stopping || lost) return;
        if (!(await this.one(caller, job, i))) return;
        // PGlite has one connection: let the calls of other consoles in between records.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await this.finish(jobId);
    } catch (error) {
      this.log?.error({ err: error, jobId }, 'bulk job stopped');
      // The store failed, not a record: end the job with what it did, so no console waits on it for ever.
      await this.finish(jobId).catch(() => undefined);
    } finally {
      release();
    }
  }

  private async finish(jobId: number): Promise<void> {
    await this.ctx.db
      .update(bulkJobs)
      .set({ status: 'finished', finishedAt: new Date(), claimedBy: null })
      .where(this.ours(jobId));
  }

  /** Record i and its step, committed together; false when the job is no longer ours. */
  private async one(caller: Caller, job: JobRow, i: number): Promise<boolean> {
    const { db } = this.ctx;
    const id = job.ids[i];
    const params = job.params as Record<string, unknown>;
    try {
      const input = parseInput(workflowActionInput, { ...params, action: job.action, id });
      const change = await db.transaction(async (tx) => {
        const made = await actOn(tx, caller, input);
        await this.step(tx, job.id, i, { id, number: made.record.number, outcome: 'done', reason: null });
        return made;
      });
      publishWorkflow(this.ctx, [change]);
      return true;
    } catch (error) {
      if (error instanceof ClaimLost) return false;
      if (!(error instanceof AppError)) this.log?.error({ err: error, id }, 'bulk job record failed');
      const refused = await this.refusal(caller, id, error);
      try {
        await db.transaction((tx) => this.step(tx, job.id, i, refused));
        return true;
      } catch (stepError) {
        if (stepError instanceof ClaimLost) return false;
        throw stepError;
      }
    }
  }

  private async refusal(caller: Caller, id: number, error: unknown): Promise<BulkItemResult> {
    // A record outside the scope reads as absent, exactly like one that does not exist.
    if (error instanceof AppError && error.errCode === ErrCode.notFound)
      return { id, number: null, outcome: 'refused', reason: 'Not found' };
    const [row] = await this.ctx.db
      .select({ number: cases.number })
      .from(cases)
      .where(and(eq(cases.id, id), scoped(caller, cases.tenantId)));
    const reason = error instanceof AppError ? error.message : 'It could not be changed; try again';
    return { id, number: row?.number ?? null, outcome: 'refused', reason };
  }

  private async step(tx: Db, jobId: number, i: number, result: BulkItemResult): Promise<void> {
    const moved = await tx
      .update(bulkJobs)
      .set({
        position: i + 1,
        done: sql`${bulkJobs.done} + ${result.outcome === 'done' ? 1 : 0}`,
        refused: sql`${bulkJobs.refused} + ${result.outcome === 'done' ? 0 : 1}`,
        heartbeatAt: new Date(),
      })
      .where(and(this.ours(jobId), eq(bulkJobs.position, i)))
      .returning({ id: bulkJobs.id });
    if (!moved.length) throw new ClaimLost('the job is no longer ours');
    await tx.insert(bulkJobResults).values({ jobId, position: i, result });
  }
}

/**
 * The workgroup and owner a job moves records to, resolved in the caller's tenants before the job is accepted:
 * another tenant's workgroup or user is refused as the single-record action refuses it, instead of being stored
 * in the job and refused record by record. Each record still checks its own type and state as it is moved.
 */
async function requireTarget(
  db: Db,
  caller: Caller,
  params: { wrkgrp_id?: number; owner_user_id?: number },
): Promise<void> {
  if (params.wrkgrp_id === undefined && params.owner_user_id === undefined) return;
  const [wg] =
    params.wrkgrp_id === undefined
      ? []
      : await db
          .select({ id: workgroups.id })
          .from(workgroups)
          .where(and(eq(workgroups.id, params.wrkgrp_id), scoped(caller, workgroups.tenantId)));
  if (params.wrkgrp_id !== undefined && !wg)
    throw new AppError('notFound', 'That workgroup does not exist in your tenants');
  if (params.owner_user_id === undefined) return;
  if (!wg) throw new AppError('validation', 'That user is not a member of the workgroup');
  await requireMember(db, wg.id, params.owner_user_id);
}
