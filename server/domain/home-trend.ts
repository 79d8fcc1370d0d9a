import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { teamTrendDayCount, type TeamTrend, type TeamTrendDay } from '../../src/contracts/home-trend';
import { permissionKeys } from '../../src/contracts/permissions';
import type { CaseRecord } from '../../src/contracts/workflow/cases';
import { defaultWorkingDay } from '../../src/contracts/workflow-admin/working-time';
import { localDay } from '../../src/rules/local-day';
import { pausingStatus } from '../../src/rules/sla';
import { cases } from '../db/schema';
import { type Caller, scoped } from './caller';
import type { DomainContext } from './context';
import { userWorkgroups } from './workflow/lists';
import { selectCases, toCaseRecord } from './workflow/records';
import { slaClock } from './workflow/sla';

const dayMs = 86_400_000;

/** The last `teamTrendDayCount` local days, oldest first, and the moment the first of them began. */
function window(now: Date): { days: string[]; start: Date } {
  const days = Array.from({ length: teamTrendDayCount }, (_, k) =>
    localDay(new Date(now.getTime() - (teamTrendDayCount - 1 - k) * dayMs)),
  );
  const start = new Date(Date.parse(`${days[0]}T00:00:00Z`) - defaultWorkingDay.utcOffsetMinutes * 60_000);
  return { days, start };
}

/** Whether the record missed its resolution target: a finished one by finishing late, an open one by now. */
const missedOn = (r: CaseRecord, clock: Awaited<ReturnType<typeof slaClock>>, now: Date): string | null => {
  if (r.status === pausingStatus) return null;
  const sla = clock(r, now);
  const due = new Date(sla.resolution_due);
  // A finished record's clock stopped when it finished: its minutes left are signed from then to the due time.
  const missed = sla.state === 'met' ? sla.minutes_left < 0 : now > due;
  return missed ? localDay(due) : null;
};

/**
 * The supervisor's fortnight (issue 24): per day, the cases of their workgroups opened, closed and breached. Only
 * records that can count in the window are read: created or closed in it, or still open.
 */
export async function teamTrend(ctx: DomainContext, caller: Caller, now = new Date()): Promise<TeamTrend> {
  caller.require(permissionKeys.supervisorTeamView, 'see the team trend');
  const { days, start } = window(now);
  const byDay = new Map<string, TeamTrendDay>(
    days.map((day) => [day, { day, opened: 0, closed: 0, breached: 0 }]),
  );
  // The caller's active case workgroups in their tenants (the desk's own call), those they supervise.
  const groups = (await userWorkgroups(ctx.db, caller, { wrkgrp_type: 'Case' }))
    .filter((g) => g.is_supervisor)
    .map((g) => g.wrkgrp_id);
  if (groups.length > 0) {
    const records = (
      await selectCases(ctx.db).where(
        and(
          scoped(caller, cases.tenantId),
          eq(cases.recordType, 'case'),
          inArray(cases.workgroupId, groups),
          or(gte(cases.createdAt, start), gte(cases.closedAt, start), isNull(cases.closedAt)),
        ),
      )
    ).map(toCaseRecord);
    const clock = await slaClock(ctx.db, records);
    for (const r of records) {
      const opened = byDay.get(localDay(new Date(r.create_datetime)));
      if (opened) opened.opened += 1;
      const closed = r.closed_at ? byDay.get(localDay(new Date(r.closed_at))) : undefined;
      if (closed) closed.closed += 1;
      const missed = missedOn(r, clock, now);
      const breached = missed ? byDay.get(missed) : undefined;
      if (breached) breached.breached += 1;
    }
  }
  return { days: [...byDay.values()], at: now.toISOString() };
}
