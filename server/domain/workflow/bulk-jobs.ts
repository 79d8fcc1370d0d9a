import { and, eq, lt, sql } from 'drizzle-orm';
import {
  bulkGetInput,
  bulkStartInput,
  type BulkItemResult,
  type BulkJob,
  type BulkJobAction,
  type BulkStarted,
} from '../../../src/contracts/workflow/bulk';
import { workflowActionInput } from '../../../src/contracts/workflow/cases';
import { permissionKeys } from '../../../src/contracts/permissions';
import { ErrCode } from '../../../src/contracts/envelope';
import { bulkJobs, cases } from '../../db/schema';
import { AppError } from '../../errors';
import { buildCaller, scoped, withTenant, type Caller } from '../caller';
import type { DomainContext } from '../context';
import { actOn } from './actions';
import { publishWorkflow } from './events';
import { parseInput } from './validate';

type Logger = { error: (obj: object, msg: string) => void };
type JobRow = typeof bulkJobs.$inferSelect;

/** Progress is written every this many records (or at the end): often enough for a smooth bar, cheap enough. */
const flushEvery = 25;
/** A running job whose progress has not moved for this long was left by a stopped instance. */
export const staleJobMs = 60_000;

/**
 * Runs bulk jobs in this process. Each record is its own transaction through the same actOn as a single action
 * (permissions, scope, §4 rules, history, notifications), so one refused record never undoes the others; each
 * committed change goes to the push channel at once. The job row holds the position and the results so far.
 */
export class BulkJobRunner {
  private readonly active = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly ctx: DomainContext,
    private readonly log?: Logger,
  ) {}

  async start(caller: Caller, input: unknown): Promise<BulkStarted> {
    caller.require(permissionKeys.workflowBulk, 'act on a selection');
    const actor = withTenant(caller);
    const { ids, action, ...params } = parseInput(bulkStartInput, input);
    const [job] = await this.ctx.db
      .insert(bulkJobs)
      .values({ tenantId: actor.tenantId, userId: actor.userId, roleId: actor.roleId, action, params, ids })
      .returning({ id: bulkJobs.id });
    this.launch(job.id, caller);
    return { job_id: job.id, total: ids.length };
  }

  private launch(jobId: number, caller: Caller): void {
    const run = this.run(jobId, caller).finally(() => this.active.delete(jobId));
    this.active.set(jobId, run);
  }

  /**
   * Claims the running jobs another (or an earlier) instance left and carries on after their last committed step.
   * The claim is one UPDATE on a stale heartbeat, so two survivors never both take the same job. A job resumes
   * with its user's profile and tenants as they are now: a permission withdrawn since then is respected.
   */
  async resumeStale(): Promise<number[]> {
    if (this.stopping) return [];
    const claimed = await this.ctx.db
      .update(bulkJobs)
      .set({ heartbeatAt: new Date() })
      .where(and(eq(bulkJobs.status, 'running'), lt(bulkJobs.heartbeatAt, new Date(Date.now() - staleJobMs))))
      .returning({
        id: bulkJobs.id,
        userId: bulkJobs.userId,
        roleId: bulkJobs.roleId,
        tenantId: bulkJobs.tenantId,
      });
    for (const job of claimed) {
      if (this.active.has(job.id)) continue;
      const auth = { ...job, sessionId: 0, createdAt: 0, lastSeenAt: 0, expiresAt: 0 };
      this.launch(job.id, await buildCaller(this.ctx, auth));
    }
    return claimed.map((j) => j.id);
  }

  /** Resolves when the job has finished here (tests and the bench wait on it). */
  settled(jobId: number): Promise<void> {
    return this.active.get(jobId) ?? Promise.resolve();
  }

  /** On shutdown: finish the record in hand; the job row says how far it got. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.active.values()]);
  }

  private async run(jobId: number, caller: Caller): Promise<void> {
    const { db } = this.ctx;
    const [job] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId));
    let pending: BulkItemResult[] = [];
    let done = 0;
    let refused = 0;
    const flush = async (position: number, finished: boolean) => {
      await db
        .update(bulkJobs)
        .set({
          position,
          done: sql`${bulkJobs.done} + ${done}`,
          refused: sql`${bulkJobs.refused} + ${refused}`,
          results: sql`${bulkJobs.results} || ${JSON.stringify(pending)}::jsonb`,
          heartbeatAt: new Date(),
          ...(finished ? { status: 'finished', finishedAt: new Date() } : {}),
        })
        .where(eq(bulkJobs.id, jobId));
      pending = [];
      done = 0;
      refused = 0;
    };
    let i = job.position;
    try {
      for (; i < job.ids.length; i++) {
        if (this.stopping) return await flush(i, false);
        const result = await this.one(caller, job, job.ids[i]);
        pending.push(result);
        if (result.outcome === 'done') done++;
        else refused++;
        if (pending.length >= flushEvery) await flush(i + 1, false);
        // PGlite has one connection: let the calls of other consoles in between records.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await flush(job.ids.length, true);
    } catch (error) {
      this.log?.error({ err: error, jobId }, 'bulk job stopped');
      // The store failed, not a record: end the job with what it did, so no console waits on it for ever.
      await flush(i, true).catch(() => undefined);
    }
  }

  private async one(caller: Caller, job: JobRow, id: number): Promise<BulkItemResult> {
    const params = job.params as Record<string, unknown>;
    try {
      const input = parseInput(workflowActionInput, { ...params, action: job.action, id });
      const change = await this.ctx.db.transaction((tx) => actOn(tx, caller, input));
      publishWorkflow(this.ctx, [change]);
      return { id, number: change.record.number, outcome: 'done', reason: null };
    } catch (error) {
      if (!(error instanceof AppError)) this.log?.error({ err: error, id }, 'bulk job record failed');
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
  }
}

/** A job's progress and results, for the user who started it, in the tenants they work in now. */
export async function readBulkJob(ctx: DomainContext, caller: Caller, input: unknown): Promise<BulkJob> {
  const { job_id } = parseInput(bulkGetInput, input);
  const [job] = await ctx.db
    .select()
    .from(bulkJobs)
    .where(
      and(eq(bulkJobs.id, job_id), eq(bulkJobs.userId, caller.userId), scoped(caller, bulkJobs.tenantId)),
    );
  if (!job) throw new AppError('notFound', 'That bulk job does not exist');
  return {
    job_id: job.id,
    action: job.action as BulkJobAction,
    total: job.ids.length,
    done: job.done,
    refused: job.refused,
    finished: job.status === 'finished',
    results: job.results as BulkItemResult[],
  };
}
