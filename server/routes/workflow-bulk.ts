import { bulkGetInput, bulkStartInput } from '../../src/contracts/workflow/bulk';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { BulkJobRunner, readBulkJob } from '../domain/workflow/bulk-jobs';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Bulk jobs on cases and leads (issue 19): start one, then read its progress until it has finished. */
export const workflowBulkRoutes: RoutePlugin = async (app, { ctx }) => {
  const runner = new BulkJobRunner(ctx, app.log);
  app.addHook('onClose', () => runner.stop());

  app.post(workflowPaths.bulkStart, { schema: { body: bulkStartInput } }, async (request) => {
    const started = await runner.start(await callerOf(ctx, request), request.body);
    return ok(started, `Working on ${started.total} records`);
  });
  app.post(workflowPaths.bulkGet, { schema: { body: bulkGetInput } }, async (request) =>
    ok(await readBulkJob(ctx, await callerOf(ctx, request), request.body)),
  );
};
