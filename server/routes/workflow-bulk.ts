import { bulkGetInput, bulkStartInput } from '../../src/contracts/workflow/bulk';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { BulkJobRunner, readBulkJob, staleJobMs } from '../domain/workflow/bulk-jobs';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Bulk jobs on cases and leads (issue 19): start one, then read its progress until it has finished. */
export const workflowBulkRoutes: RoutePlugin = async (app, { ctx }) => {
  const runner = new BulkJobRunner(ctx, app.log);
  const resume = async () => {
    try {
      const resumed = await runner.resumeStale();
      if (resumed.length) app.log.info({ jobs: resumed }, 'resumed bulk jobs left by a stopped instance');
    } catch (error) {
      // A store that cannot answer now must not stop the service: the next sweep tries again.
      app.log.warn({ err: error }, 'bulk jobs could not be resumed');
    }
  };
  // At start-up, then now and then, so a survivor picks up the jobs of an instance that stopped.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await resume();
    sweep = setInterval(() => void resume(), staleJobMs / 2).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await runner.stop();
  });

  app.post(workflowPaths.bulkStart, { schema: { body: bulkStartInput } }, async (request) => {
    const started = await runner.start(await callerOf(ctx, request), request.body);
    return ok(started, `Working on ${started.total} records`);
  });
  app.post(workflowPaths.bulkGet, { schema: { body: bulkGetInput } }, async (request) =>
    ok(await readBulkJob(ctx, await callerOf(ctx, request), request.body)),
  );
};
