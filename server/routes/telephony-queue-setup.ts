import { queueSetupPaths as paths, queueSetupSaveRequest } from '../../src/contracts/telephony/queue-setup';
import { saveQueueOverflow } from '../domain/telephony/queue-overflow-setup';
import { listQueueSetup } from '../domain/telephony/queue-setup';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Issue 39: the Call queues screen's list and its one save (wait limit, overflow and recording mode together). */
export const telephonyQueueSetupRoutes: RoutePlugin = async (app, { ctx, config }) => {
  app.post(paths.list, async (r) =>
    ok(await listQueueSetup(ctx, await callerOf(ctx, r), config.telephony.queueMaxWaitSeconds)),
  );
  app.post(paths.save, { schema: { body: queueSetupSaveRequest } }, async (r) => {
    const { recording_mode, ...overflow } = r.body;
    return ok(await saveQueueOverflow(ctx, await callerOf(ctx, r), overflow, recording_mode));
  });
};
