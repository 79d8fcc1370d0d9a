import { feedbackRequest } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { saveFeedback } from '../domain/account';
import { currentVersion } from '../domain/version';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const systemRoutes: RoutePlugin = async (app, { config, ctx }) => {
  app.route({
    method: ['GET', 'POST'],
    url: paths.version,
    handler: async () =>
      ok({
        version: await currentVersion(config.distDir),
        upload_blacklist: config.uploadBlockedExtensions,
        ...(ctx.disk?.enabled ? { disk: ctx.disk.report() } : {}),
      }),
  });

  app.route({
    method: ['GET', 'POST'],
    url: paths.clientIp,
    handler: async (request) => ok({ ip: request.ip }),
  });

  app.post(paths.feedback, { schema: { body: feedbackRequest } }, async (request) => {
    await saveFeedback(ctx.db, request.body);
    return ok(null, 'Thank you for your feedback.');
  });
};
