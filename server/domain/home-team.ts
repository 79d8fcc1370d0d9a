import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TeamAgent, TeamWorkgroup } from '../../src/contracts/home';
import type { RecordType, WorkflowListsAnswer } from '../../src/contracts/workflow/cases';
import { matchesDeskFilter } from '../../src/rules/desk-url-filter';
import type { AgentState } from '../../src/contracts/telephony/details';
import { agentPhoneLabel } from '../../src/rules/queue-live';
import { telephonyAgentStatus, telephonyExtensions, users, workgroupMembers } from '../db/schema';
import type { Caller } from './caller';
import type { DomainContext } from './context';
import { acdOf } from './telephony/acd-registry';
import { pauseCodes } from './telephony/codes';

/** The records the home counts: the caller's own open ones, and every open one of the workgroups they supervise. */
export type HomeLists = Pick<WorkflowListsAnswer, 'workgroups' | 'my_all' | 'wg_all'>;
type Lists = Record<RecordType, HomeLists>;
const recordTypes: RecordType[] = ['case', 'lead'];

/** The open records of each workgroup the caller supervises. */
function workgroupFigures(lists: Lists): TeamWorkgroup[] {
  return recordTypes.flatMap((type) =>
    lists[type].workgroups
      .filter((g) => g.is_supervisor)
      .map((g) => {
        const open = lists[type].wg_all.filter((r) => r.wrkgrp_id === g.wrkgrp_id);
        const count = (filter: Parameters<typeof matchesDeskFilter>[1]) =>
          open.filter((r) => matchesDeskFilter(r, filter)).length;
        return {
          wrkgrp_id: g.wrkgrp_id,
          wrkgrp_name: g.wrkgrp_name,
          record_type: type,
          open: open.length,
          unassigned: count({ sla: '', owner: 'unassigned' }),
          overdue: count({ sla: 'overdue', owner: '' }),
          breached_today: count({ sla: 'breached-today', owner: '' }),
        };
      }),
  );
}

/**
 * Each member's phone state from the source the supervisor's Queues live reads on the same page (issue 41: a
 * person was "Not logged in to the phone" here and "Ready" there): the queue router's live state when this
 * instance runs one, else the state the softphone last recorded, in the same words (agentPhoneLabel).
 */
async function phoneStates(ctx: DomainContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const [extensions, statuses] = await Promise.all([
    ctx.db
      .select({ userId: telephonyExtensions.userId })
      .from(telephonyExtensions)
      .where(and(inArray(telephonyExtensions.userId, ids), eq(telephonyExtensions.enabled, true))),
    ctx.db.select().from(telephonyAgentStatus).where(inArray(telephonyAgentStatus.userId, ids)),
  ]);
  const acd = acdOf(ctx);
  const status = new Map(statuses.map((s) => [s.userId, s]));
  const out = new Map<number, string>();
  for (const { userId } of extensions) {
    const s = status.get(userId);
    out.set(
      userId,
      agentPhoneLabel({
        state: (s?.state ?? 'logged_out') as AgentState,
        pause_reason: s?.pauseCode
          ? (pauseCodes.find((p) => p.code === s.pauseCode)?.reason ?? s.pauseCode)
          : null,
        ...(acd && { live_state: acd.liveAgent(userId)?.state ?? 'offline' }),
      }),
    );
  }
  return out;
}

/** The other members of the workgroups the caller supervises, with their open load in the caller's lists. */
async function agentFigures(ctx: DomainContext, caller: Caller, lists: Lists): Promise<TeamAgent[]> {
  const supervised = recordTypes.flatMap((t) =>
    lists[t].workgroups.filter((g) => g.is_supervisor).map((g) => g.wrkgrp_id),
  );
  if (supervised.length === 0) return [];
  const members = await ctx.db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(workgroupMembers)
    .innerJoin(users, eq(users.id, workgroupMembers.userId))
    .where(
      and(
        inArray(workgroupMembers.workgroupId, supervised),
        eq(users.disabled, false),
        ne(users.id, caller.userId),
      ),
    )
    .orderBy(asc(users.fullName));
  const phones = await phoneStates(
    ctx,
    members.map((m) => m.id),
  );
  const load = (type: RecordType, id: number) =>
    lists[type].wg_all.filter((r) => matchesDeskFilter(r, { sla: '', owner: id })).length;
  return members.map((m) => ({
    user_id: m.id,
    user_name: m.name,
    open_cases: load('case', m.id),
    open_leads: load('lead', m.id),
    phone: phones.get(m.id) ?? null,
  }));
}

/** My team (issue 18): per supervised workgroup what needs a hand, and each member's load and phone. */
export async function teamFigures(ctx: DomainContext, caller: Caller, lists: Lists) {
  return { workgroups: workgroupFigures(lists), agents: await agentFigures(ctx, caller, lists) };
}
