import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  CallDispositionRequest,
  CallEventRequest,
  CallLogEntry,
  CallStartRequest,
  QueueStats,
} from '../../../src/contracts/telephony/calls';
import { cases, telephonyAgentStatus, telephonyCallLogs, telephonyQueueMembers } from '../../db/schema';
import { AppError } from '../../errors';
import type { DomainContext } from '../context';
import { acdOf } from './acd-registry';
import { endMonitorSessionsOf } from './monitor-sessions';
import { type Caller, inTenants, scoped } from '../caller';
import { caseNumberOf } from '../workflow/case-trail';
import { queuesOf, requireAgent } from './agent';
import { dispositionOf } from './codes';

type CallRow = typeof telephonyCallLogs.$inferSelect;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A call as the log answers it; its case is named by the number people read (see caseNumberOf). */
export const toCallLogEntry = (row: CallRow, caseNumber: string | null): CallLogEntry => ({
  call_log_table_id: row.id,
  direction: row.direction as CallLogEntry['direction'],
  number: row.number,
  status: row.status as CallLogEntry['status'],
  detail: row.detail,
  started_at: row.startedAt.toISOString(),
  answered_at: iso(row.answeredAt),
  ended_at: iso(row.endedAt),
  hold_count: row.holdCount,
  disposition_code: row.dispositionCode,
  disposition_label: dispositionOf(row.dispositionCode)?.label ?? null,
  note: row.note,
  case_id: row.caseId,
  case_number: caseNumber,
});

export async function startCall(
  ctx: DomainContext,
  caller: Caller,
  request: CallStartRequest,
): Promise<CallLogEntry> {
  const agent = await requireAgent(ctx, caller);
  const [row] = await ctx.db
    .insert(telephonyCallLogs)
    .values({
      tenantId: agent.tenantId,
      userId: caller.userId,
      direction: request.direction,
      number: request.number,
      sipCallId: request.sip_call_id,
    })
    .returning();
  acdOf(ctx)?.directCall(caller.userId, true);
  return toCallLogEntry(row, null);
}

/** The agent's own call, or notFound: nobody reads or changes another agent's call log. */
export async function ownCall(ctx: DomainContext, caller: Caller, id: number): Promise<CallRow> {
  const [row] = await ctx.db
    .select()
    .from(telephonyCallLogs)
    .where(and(eq(telephonyCallLogs.id, id), eq(telephonyCallLogs.userId, caller.userId)));
  if (!row) throw new AppError('notFound', 'That call is not in your call log');
  return row;
}

const finished = new Set(['ended', 'missed', 'refused', 'failed', 'Completed']);

export async function recordCallEvent(
  ctx: DomainContext,
  caller: Caller,
  request: CallEventRequest,
): Promise<CallLogEntry> {
  await requireAgent(ctx, caller);
  const row = await ownCall(ctx, caller, request.call_log_table_id);
  if (finished.has(row.status)) throw new AppError('conflict', 'That call has already ended');
  const now = new Date();
  const detail = request.detail ?? null;
  const change: Partial<CallRow> = (() => {
    switch (request.event) {
      case 'answered':
        return { status: 'answered', answeredAt: now };
      case 'hold':
        return { holdCount: row.holdCount + 1 };
      case 'unhold':
        return {};
      case 'ended':
        // A call that was never answered ended unanswered: the caller gave up or nobody picked up.
        return { status: row.answeredAt ? 'ended' : 'missed', endedAt: now, detail };
      default:
        return { status: request.event, endedAt: now, detail };
    }
  })();
  // Resuming changes nothing stored (holds are counted when they start).
  const caseNumber = await caseNumberOf(ctx.db, caller, row.caseId);
  if (Object.keys(change).length === 0) return toCallLogEntry(row, caseNumber);
  const [updated] = await ctx.db
    .update(telephonyCallLogs)
    .set(change)
    .where(eq(telephonyCallLogs.id, row.id))
    .returning();
  if (finished.has(updated.status)) {
    acdOf(ctx)?.directCall(caller.userId, false);
    // A supervisor listening to the agent's call is done when it is (issue 39).
    await endMonitorSessionsOf(ctx, { agents: [caller.userId] });
  }
  return toCallLogEntry(updated, caseNumber);
}

/** Wrap-up: the disposition is required and completes the call (voice completed status, spec §4). */
export async function disposeCall(
  ctx: DomainContext,
  caller: Caller,
  request: CallDispositionRequest,
): Promise<CallLogEntry> {
  await requireAgent(ctx, caller);
  const row = await ownCall(ctx, caller, request.call_log_table_id);
  if (!dispositionOf(request.disposition_code))
    throw new AppError('validation', 'Choose one of the dispositions');
  if (row.status === 'Completed') throw new AppError('conflict', 'That call already has a disposition');
  const [updated] = await ctx.db
    .update(telephonyCallLogs)
    .set({
      status: 'Completed',
      endedAt: row.endedAt ?? new Date(),
      dispositionCode: request.disposition_code,
      note: request.note || null,
    })
    .where(eq(telephonyCallLogs.id, row.id))
    .returning();
  return toCallLogEntry(updated, await caseNumberOf(ctx.db, caller, updated.caseId));
}

export async function callLog(ctx: DomainContext, caller: Caller, limit = 50): Promise<CallLogEntry[]> {
  await requireAgent(ctx, caller);
  // The case each call logged, by its number, joined inside the caller's tenants.
  const rows = await ctx.db
    .select({ call: telephonyCallLogs, caseNumber: cases.number })
    .from(telephonyCallLogs)
    .leftJoin(cases, and(eq(cases.id, telephonyCallLogs.caseId), scoped(caller, cases.tenantId)))
    .where(eq(telephonyCallLogs.userId, caller.userId))
    .orderBy(desc(telephonyCallLogs.startedAt), desc(telephonyCallLogs.id))
    .limit(limit);
  return rows.map((r) => toCallLogEntry(r.call, r.caseNumber));
}

/** Today's figures for each of the agent's queues: agents by state and the calls its members took. */
export async function queueStatistics(ctx: DomainContext, caller: Caller): Promise<QueueStats> {
  const agent = await requireAgent(ctx, caller);
  const queues = await queuesOf(ctx, caller.userId, agent.accessible);
  const now = new Date();
  const startOfDay = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const result: QueueStats['queues'] = [];
  for (const queue of queues) {
    const members = ctx.db
      .select({ id: telephonyQueueMembers.userId })
      .from(telephonyQueueMembers)
      .where(eq(telephonyQueueMembers.queueId, queue.id));
    const [[states], [calls]] = await Promise.all([
      ctx.db
        .select({
          ready: sql<number>`count(*) filter (where ${telephonyAgentStatus.state} = 'ready')`,
          notReady: sql<number>`count(*) filter (where ${telephonyAgentStatus.state} = 'not_ready')`,
        })
        .from(telephonyAgentStatus)
        .where(inArray(telephonyAgentStatus.userId, members)),
      ctx.db
        .select({
          total: sql<number>`count(*)`,
          answered: sql<number>`count(${telephonyCallLogs.answeredAt})`,
          missed: sql<number>`count(*) filter (where ${telephonyCallLogs.status} in ('missed', 'refused'))`,
          talk: sql<number>`coalesce(avg(extract(epoch from (${telephonyCallLogs.endedAt} - ${telephonyCallLogs.answeredAt}))), 0)`,
        })
        .from(telephonyCallLogs)
        .where(
          and(
            inArray(telephonyCallLogs.userId, members),
            inTenants(agent.accessible, telephonyCallLogs.tenantId),
            eq(telephonyCallLogs.direction, 'inbound'),
            gte(telephonyCallLogs.startedAt, startOfDay),
          ),
        ),
    ]);
    result.push({
      id: queue.id,
      name: queue.name,
      agents_ready: Number(states.ready),
      agents_not_ready: Number(states.notReady),
      waiting: acdOf(ctx)?.liveQueue(queue.id).waiting ?? 0,
      calls_today: Number(calls.total),
      answered_today: Number(calls.answered),
      missed_today: Number(calls.missed),
      average_talk_seconds: Math.round(Number(calls.talk)),
    });
  }
  return { queues: result, at: now.toISOString() };
}
