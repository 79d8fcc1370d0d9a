import { and, asc, eq } from 'drizzle-orm';
import {
  bulkGetInput,
  type BulkItemResult,
  type BulkJob,
  type BulkJobAction,
} from '../../../src/contracts/workflow/bulk';
import { bulkJobResults, bulkJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { scoped, type Caller } from '../caller';
import type { DomainContext } from '../context';
import { parseInput } from './validate';

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
  const rows = await ctx.db
    .select({ result: bulkJobResults.result })
    .from(bulkJobResults)
    .where(eq(bulkJobResults.jobId, job.id))
    .orderBy(asc(bulkJobResults.position));
  return {
    job_id: job.id,
    action: job.action as BulkJobAction,
    total: job.ids.length,
    done: job.done,
    refused: job.refused,
    finished: job.status === 'finished',
    // A job from before bulk_job_results kept its results in the row itself.
    results: [...(job.results as BulkItemResult[]), ...rows.map((row) => row.result as BulkItemResult)],
  };
}
