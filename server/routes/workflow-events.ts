import { workflowPaths } from '../../src/contracts/workflow/paths';
import { workflowCaller } from '../domain/workflow/caller';
import { subscribeWorkflow } from '../domain/workflow/events';
import { notificationRecipients, supervisedWorkgroups } from '../domain/workflow-admin/notifications';
import { requireAuth } from '../http/auth-hook';
import type { RoutePlugin } from './types';

/** Keeps proxies from closing an idle stream. */
const heartbeatMs = 25_000;

/**
 * The push channel: Server-Sent Events over a GET that carries the Bearer token like every other call (the
 * console reads it with fetch, since EventSource cannot send headers). Each change to a record in the caller's
 * tenants goes out as one `change` event; the console applies it through the same list-update table.
 */
export const workflowEventRoutes: RoutePlugin = async (app, { ctx }) => {
  // Open streams end when the service closes, or app.close() would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
  });
  app.get(workflowPaths.events, async (request, reply) => {
    const caller = await workflowCaller(ctx, requireAuth(request).session);
    const tenants = new Set(caller.tenantIds);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`event: ready\ndata: {}\n\n`);
    const supervised = await supervisedWorkgroups(ctx.db, caller.userId);
    const unsubscribe = subscribeWorkflow(ctx, (change) => {
      if (tenants.has(change.record.tenant_id))
        raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      // The header's notification menu reloads on this; the row itself was written with the change.
      const supervisors = supervised.has(change.record.wrkgrp_id) ? [caller.userId] : [];
      if (notificationRecipients(change, supervisors).includes(caller.userId))
        raw.write(`event: notification\ndata: ${JSON.stringify({ record_id: change.record.id })}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      raw.end();
    };
    open.add(end);
    request.raw.on('close', stop);
  });
};
