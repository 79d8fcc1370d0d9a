import { feedbackRequest } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { saveFeedback } from '../domain/account';
import { currentVersion } from '../domain/version';
import { access } from '../http/access';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

export const systemRoutes: RoutePlugin = async (app, { config, ctx }) => {
  app.route({
    method: ['GET', 'POST'],
    url: paths.version,
    config: access.public('the version check before sign-in'),
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
    config: access.public("the caller's own address"),
    handler: async (request) => ok({ ip: request.ip }),
  });

  app.post(
    paths.feedback,
    { config: access.public('feedback from the sign-in page'), schema: { body: feedbackRequest } },
    async (request) => {
      await saveFeedback(ctx.db, request.body);
      return ok(null, 'Thank you for your feedback.');
    },
  );
};
