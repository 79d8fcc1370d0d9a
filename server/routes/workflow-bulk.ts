import { bulkGetInput, bulkStartInput } from '../../src/contracts/workflow/bulk';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { BulkJobRunner, readBulkJob } from '../domain/workflow/bulk-jobs';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { keepSweeping, leaseOf } from './job-sweep';
import type { RoutePlugin } from './types';

/** Bulk jobs on cases and leads (issue 19): start one, then read its progress until it has finished. */
export const workflowBulkRoutes: RoutePlugin = async (app, { ctx, config }) => {
  const runner = new BulkJobRunner(ctx, leaseOf(ctx, config), app.log);
  // At start-up, then every half lease, so a survivor picks up the jobs of an instance that stopped or died.
  keepSweeping(app, runner, 'bulk jobs', config.jobLeaseMs / 2);

  app.post(workflowPaths.bulkStart, { schema: { body: bulkStartInput } }, async (request) => {
    const started = await runner.start(await callerOf(ctx, request), request.body);
    return ok(started, `Working on ${started.total} records`);
  });
  app.post(workflowPaths.bulkGet, { schema: { body: bulkGetInput } }, async (request) =>
    ok(await readBulkJob(ctx, await callerOf(ctx, request), request.body)),
  );
};
