import type { FastifyRequest } from 'fastify';
import {
  monitorModeRequest,
  monitorPaths,
  monitorStartRequest,
  monitorStopRequest,
} from '../../src/contracts/telephony/monitor';
import { changeMonitorMode, startMonitor, stopMonitor } from '../domain/telephony/monitor';
import { callerOf } from '../http/auth-hook';
import { ok } from '../http/envelope';
import type { RoutePlugin } from './types';

/** Supervisor monitoring (issue 39): start, switch the mode of and stop listening to an agent's call. */
export const telephonyMonitorRoutes: RoutePlugin = async (app, { ctx }) => {
  const session = (request: FastifyRequest) => callerOf(ctx, request);
  app.post(monitorPaths.start, { schema: { body: monitorStartRequest } }, async (r) =>
    ok(await startMonitor(ctx, await session(r), r.body)),
  );
  app.post(monitorPaths.mode, { schema: { body: monitorModeRequest } }, async (r) =>
    ok(await changeMonitorMode(ctx, await session(r), r.body)),
  );
  app.post(monitorPaths.stop, { schema: { body: monitorStopRequest } }, async (r) =>
    ok(await stopMonitor(ctx, await session(r), r.body)),
  );
};
