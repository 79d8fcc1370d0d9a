import { and, eq, isNull } from 'drizzle-orm';
import { telephonyMonitorSessions } from '../../db/schema';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import type { AcdHooks } from './acd-registry';

export const monitorEntity = 'telephony_monitor';

/** Why a session ended: the supervisor's Stop, the monitored call's end, or the supervisor's console gone. */
export type MonitorEndReason = 'stopped' | 'call ended' | 'supervisor left';

type SessionRow = typeof telephonyMonitorSessions.$inferSelect;

/**
 * Ends one session: claimed with `ended_at` still empty, so the supervisor's Stop, a call's end and the sweep (on
 * any instance) write one stop row between them; null when another got there first. The agent's browser is told
 * (it drops the monitor leg) and every instance's queue router offers the supervisor calls again.
 */
export async function endMonitorSession(
  ctx: DomainContext,
  row: Pick<SessionRow, 'monitorId' | 'tenantId' | 'supervisorUserId' | 'agentUserId' | 'startedAt'>,
  reason: MonitorEndReason,
  endedAt = new Date(),
): Promise<{ duration_seconds: number } | null> {
  const duration = Math.max(0, Math.round((endedAt.getTime() - row.startedAt.getTime()) / 1000));
  const ended = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(telephonyMonitorSessions)
      .set({ endedAt, endReason: reason })
      .where(
        and(eq(telephonyMonitorSessions.monitorId, row.monitorId), isNull(telephonyMonitorSessions.endedAt)),
      )
      .returning({ id: telephonyMonitorSessions.monitorId });
    if (!claimed) return false;
    await audit(tx, {
      action: 'monitor.stop',
      entity: monitorEntity,
      entityId: row.monitorId,
      userId: row.supervisorUserId,
      tenantId: row.tenantId,
      detail: { agent_user_id: row.agentUserId, duration_seconds: duration, reason },
    });
    return true;
  });
  if (!ended) return null;
  ctx.bus.publish({
    topic: 'monitor',
    userId: row.agentUserId,
    push: { kind: 'stop', monitor_id: row.monitorId },
  });
  ctx.bus.publish({ topic: 'monitoring', userId: row.supervisorUserId, open: false });
  return { duration_seconds: duration };
}

/**
 * The open sessions on these agents' calls (the call ended) or of these supervisors (their console is gone): each
 * ended with its reason. A supervisor's session ends when their console was last seen (`leftAt`), not when the
 * sweep noticed, so its duration is how long they could have listened. Returns how many were ended here.
 */
export async function endMonitorSessionsOf(
  ctx: DomainContext,
  who: { agents?: readonly number[]; supervisors?: readonly number[] },
  leftAt?: (supervisorUserId: number) => Date | undefined,
): Promise<number> {
  const agents = who.agents ?? [];
  const supervisors = who.supervisors ?? [];
  if (agents.length === 0 && supervisors.length === 0) return 0;
  // The open sessions are few (one per supervisor listening now), the ids perhaps many (the sweep's): filter here.
  const open = await ctx.db
    .select()
    .from(telephonyMonitorSessions)
    .where(isNull(telephonyMonitorSessions.endedAt));
  const rows = open.filter((r) => agents.includes(r.agentUserId) || supervisors.includes(r.supervisorUserId));
  let ended = 0;
  for (const row of rows) {
    // The agent's call ending is what happened to the session, whether or not the supervisor also left.
    const callEnded = agents.includes(row.agentUserId);
    const at = callEnded ? new Date() : (leftAt?.(row.supervisorUserId) ?? new Date());
    const endedAt = at < row.startedAt ? row.startedAt : at;
    if (await endMonitorSession(ctx, row, callEnded ? 'call ended' : 'supervisor left', endedAt)) ended += 1;
  }
  return ended;
}

/** The supervisors monitoring now (any instance started their session). */
async function monitoringNow(ctx: DomainContext): Promise<Set<number>> {
  const rows = await ctx.db
    .selectDistinct({ id: telephonyMonitorSessions.supervisorUserId })
    .from(telephonyMonitorSessions)
    .where(isNull(telephonyMonitorSessions.endedAt));
  return new Set(rows.map((r) => r.id));
}

/**
 * Keeps this instance's queue router told who is monitoring: loaded from the store at start (sessions outlive a
 * restart), then each start and end through the bus, and reloaded whole after the bus was down (messages lost).
 */
export async function followMonitoring(
  ctx: DomainContext,
  router: Pick<AcdHooks, 'monitoring' | 'monitoringUsers'>,
  log: (message: string, error?: unknown) => void,
): Promise<() => void> {
  const unsubscribe = ctx.bus.subscribe('monitoring', ({ userId, open }) => router.monitoring(userId, open));
  const reload = async () => {
    const open = await monitoringNow(ctx);
    for (const id of router.monitoringUsers()) if (!open.has(id)) router.monitoring(id, false);
    for (const id of open) router.monitoring(id, true);
  };
  await reload();
  const unresync = ctx.bus.onResync(
    () =>
      void reload().catch((error: unknown) => log('queue router: monitoring sessions not reloaded', error)),
  );
  return () => {
    unsubscribe();
    unresync();
  };
}
