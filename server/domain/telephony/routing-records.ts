import { and, eq, gte, isNull } from 'drizzle-orm';
import type { RoutingAgent } from '../../../src/rules/call-routing';
import {
  telephonyAgentStatus,
  telephonyCallLogs,
  telephonyExtensions,
  telephonyQueueMembers,
} from '../../db/schema';
import type { DomainContext } from '../context';

/** What the service records of an agent, as the routing board needs it. */
export type AgentRecord = {
  userId: number;
  sipExt: string;
  state: string | null;
  pauseCode: string | null;
  updatedAt: Date | null;
  queueIds: readonly number[];
  onCall: boolean;
};

/**
 * The recorded queue state as a routing agent: an open call wins over the recorded state; the time the agent
 * was recorded Ready is when their idle clock started (a restart of the service does not reset who waited longest).
 */
export function routingAgentOf(record: AgentRecord): RoutingAgent {
  const state = record.onCall
    ? 'on_call'
    : record.state === 'ready'
      ? 'ready'
      : record.state === 'not_ready'
        ? 'not_ready'
        : 'offline';
  return {
    id: String(record.userId),
    extension: record.sipExt,
    state,
    readySince: record.updatedAt?.getTime() ?? 0,
    queues: record.queueIds.map(String),
    reason: state === 'not_ready' ? record.pauseCode : null,
    missed: 0,
    rejected: 0,
  };
}

/** Every agent with an enabled extension and at least one queue, to start a routing board from. */
export async function loadRoutingAgents(
  ctx: Pick<DomainContext, 'db'>,
  now = new Date(),
): Promise<RoutingAgent[]> {
  // A call left open for a day is a console that never said goodbye, not an agent still talking (as home-team).
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [extensions, statuses, members, live] = await Promise.all([
    ctx.db.select().from(telephonyExtensions).where(eq(telephonyExtensions.enabled, true)),
    ctx.db.select().from(telephonyAgentStatus),
    ctx.db.select().from(telephonyQueueMembers),
    ctx.db
      .select({ userId: telephonyCallLogs.userId })
      .from(telephonyCallLogs)
      .where(and(isNull(telephonyCallLogs.endedAt), gte(telephonyCallLogs.startedAt, dayAgo))),
  ]);
  const status = new Map(statuses.map((s) => [s.userId, s]));
  const onCall = new Set(live.map((r) => r.userId));
  const queuesOf = new Map<number, number[]>();
  for (const m of members) queuesOf.set(m.userId, [...(queuesOf.get(m.userId) ?? []), m.queueId]);
  return extensions
    .filter((e) => queuesOf.has(e.userId))
    .map((e) => {
      const s = status.get(e.userId);
      return routingAgentOf({
        userId: e.userId,
        sipExt: e.sipExt,
        state: s?.state ?? null,
        pauseCode: s?.pauseCode ?? null,
        updatedAt: s?.updatedAt ?? null,
        queueIds: queuesOf.get(e.userId) ?? [],
        onCall: onCall.has(e.userId),
      });
    });
}
