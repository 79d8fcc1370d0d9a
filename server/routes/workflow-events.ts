import { buildCaller } from '../domain/caller';
import { workflowPaths } from '../../src/contracts/workflow/paths';
import { isSessionLive } from '../domain/authenticate';
import { onRevocation, revokes } from '../domain/session-revocations';
import { subscribeWorkflow } from '../domain/workflow/events';
import { subscribePresence } from '../domain/workflow/presence';
import { subscribeAgentStatus } from '../domain/telephony/acd-registry';
import { markConsoleSeen } from '../domain/telephony/console-liveness';
import { notificationRecipients, supervisedWorkgroups } from '../domain/workflow-admin/notifications';
import { access } from '../http/access';
import { requireAuth } from '../http/auth-hook';
import { permissionKeys } from '../../src/contracts/permissions';
import type { RoutePlugin } from './types';

/**
 * The push channel: Server-Sent Events over a GET that carries the Bearer token like every other call (the
 * console reads it with fetch, since EventSource cannot send headers). Each change to a record in the caller's
 * tenants goes out as one `change` event; the console applies it through the same list-update table.
 * The stream lives only as long as its session: a revocation in this process (sign-out, password change or
 * reset) ends it at once, and each heartbeat (PUSH_HEARTBEAT_MS; it also keeps proxies from closing an idle
 * stream) re-reads the session, which catches expiry and revocations made by another instance. Either way the
 * last thing sent is `session-ended`, so the console signs in again instead of reconnecting.
 */
export const workflowEventRoutes: RoutePlugin = async (app, { ctx, config }) => {
  // Each open stream, by the function that tells it the service is stopping and closes it.
  const open = new Set<() => void>();
  // preClose, not onClose: Fastify closes the HTTP server (waiting for every connection) before any onClose hook
  // runs, so streams ended there held app.close() until the exit timer (12.5 s with one browser, issue 37). Told
  // first, the console reconnects with its backoff and finds the next start; closed here, the server closes at once.
  app.addHook('preClose', async () => {
    const streams = [...open];
    for (const stopping of streams) stopping();
    app.log.info({ streams: streams.length }, 'push streams closed');
  });
  app.get(workflowPaths.events, { config: access.signedIn }, async (request, reply) => {
    const session = requireAuth(request).session;
    // Listen before the first await: a sign-out while the stream is being set up must not slip through.
    let revoked = false;
    let endSession = (): void => void (revoked = true);
    const unlisten = onRevocation(ctx, (revocation) => {
      if (revokes(revocation, session)) endSession();
    });
    const quit = (error: unknown): never => {
      unlisten();
      throw error;
    };
    const caller = await buildCaller(ctx, session).catch(quit);
    const supervised = await supervisedWorkgroups(ctx.db, caller.userId).catch(quit);
    const tenants = new Set(caller.scope);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    });
    raw.write(`event: ready\ndata: {}\n\n`);
    const unsubscribe = subscribeWorkflow(ctx, (change) => {
      if (tenants.has(change.record.tenant_id))
        raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
      // The header's notification menu reloads on this; the row itself was written with the change.
      const supervisors = supervised.has(change.record.wrkgrp_id) ? [caller.userId] : [];
      if (notificationRecipients(change, supervisors).includes(caller.userId))
        raw.write(`event: notification\ndata: ${JSON.stringify({ record_id: change.record.id })}\n\n`);
    });
    // Who has a record open, for records of the caller's tenants only (tenant_id stays on this side).
    const unsubscribePresence = subscribePresence(ctx, ({ tenant_id, ...presence }) => {
      if (tenants.has(tenant_id)) raw.write(`event: presence\ndata: ${JSON.stringify(presence)}\n\n`);
    });
    // A state the service set for this agent (Not ready "Missed" after an unanswered queue call), to them only.
    const unsubscribeStatus = subscribeAgentStatus(ctx, (userId, status) => {
      if (userId === caller.userId) raw.write(`event: agent-status\ndata: ${JSON.stringify(status)}\n\n`);
    });
    // A callback request ringing this agent's dock, or its withdrawal (issue 39), to them only.
    const unsubscribeCallbacks = ctx.bus.subscribe('callback-offer', (message) => {
      if (message.userId === caller.userId)
        raw.write(`event: callback-offer\ndata: ${JSON.stringify({ offer: message.offer })}\n\n`);
    });
    // Issue 39: the floor of the caller's tenants changed; to those who watch it (Queues live, the wallboard).
    const watchesFloor =
      caller.can(permissionKeys.supervisorTeamView) || caller.can(permissionKeys.telephonyServiceLevel);
    const unsubscribeFloor = ctx.bus.subscribe('queue-live', ({ tenantIds }) => {
      if (watchesFloor && tenantIds.some((t) => tenants.has(t))) raw.write(`event: queue-live\ndata: {}\n\n`);
    });
    const unsubscribeMonitor = ctx.bus.subscribe('monitor', ({ userId, push }) => {
      if (userId === caller.userId) raw.write(`event: monitor\ndata: ${JSON.stringify(push)}\n\n`);
    });
    let checking = false;
    const beat = async () => {
      if (checking) return; // a slow database must not pile up checks
      checking = true;
      try {
        const live = await isSessionLive(ctx, session.sessionId);
        if (!open.has(stopping)) return; // closed meanwhile: writing now would be a write after end
        if (live) raw.write(': keep-alive\n\n');
        else endSession();
      } catch (error) {
        // Cannot tell: keep the stream and ask again at the next beat rather than sign the user out.
        request.log.warn({ err: error }, 'push stream: session re-check failed');
      } finally {
        checking = false;
      }
    };
    const heartbeat = setInterval(() => void beat(), config.pushHeartbeatMs);
    // The liveness beat: an agent whose console stops beating leaves the queues (console-liveness.ts). A third of
    // the timeout, so two lost beats in a row are not yet a console gone.
    const seen = () =>
      void markConsoleSeen(ctx, caller.userId).catch((error: unknown) =>
        request.log.warn({ err: error }, 'push stream: console liveness not recorded'),
      );
    seen();
    const liveness = setInterval(seen, Math.ceil((config.telephony.consoleTimeoutSeconds * 1000) / 3));
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(liveness);
      unsubscribe();
      unsubscribePresence();
      unsubscribeStatus();
      unsubscribeCallbacks();
      unsubscribeMonitor();
      unsubscribeFloor();
      unlisten();
      open.delete(stopping);
    };
    /** Ends the stream with a last event; the connection goes too, or idle it would hold the server's close. */
    const endWith = (event: string): void => {
      if (!open.has(stopping)) return;
      raw.write(`event: ${event}\ndata: {}\n\n`);
      stop();
      raw.end(() => request.raw.socket?.destroy());
    };
    const stopping = () => endWith('service-stopping');
    endSession = () => endWith('session-ended');
    open.add(stopping);
    request.raw.on('close', stop);
    if (revoked) endSession();
  });
};
