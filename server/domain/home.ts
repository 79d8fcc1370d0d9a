import type { HomeFigures, HomeWork } from '../../src/contracts/home';
import { type CaseRecord, type RecordType, wrkgrpTypeOf } from '../../src/contracts/workflow/cases';
import { permissionKeys } from '../../src/contracts/permissions';
import { matchesDeskFilter } from '../../src/rules/desk-url-filter';
import { homeSectionsFor } from '../../src/rules/home-persona';
import { isCallToday, matchesMeetingFilter, taskDue } from '../../src/rules/work-filters';
import { AppError } from '../errors';
import type { Caller } from './caller';
import type { DomainContext } from './context';
import { teamFigures, type HomeLists } from './home-team';
import { trackTasks } from './tasks/tasks';
import { callLog } from './telephony/calls';
import { unreadCount } from './workflow-admin/notifications';
import { openRecordsOf, userWorkgroups } from './workflow/lists';
import { listMeetings } from './workflow/meetings';

const bySla = (records: CaseRecord[]) => {
  const countOf = (sla: 'overdue' | 'due-today' | 'due-later' | 'paused') =>
    records.filter((r) => matchesDeskFilter(r, { sla, owner: '' })).length;
  return {
    overdue: countOf('overdue'),
    due_today: countOf('due-today'),
    due_later: countOf('due-later'),
    paused: countOf('paused'),
  };
};

/** Today's calls, or null for a profile without a phone (no key, or no extension assigned). */
async function callsToday(ctx: DomainContext, caller: Caller, now: Date): Promise<number | null> {
  if (!caller.can(permissionKeys.telephonyUse)) return null;
  try {
    return (await callLog(ctx, caller)).filter((c) => isCallToday(c, now)).length;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * My work, counted from the very calls its links open (the desk's lists, the task tracker, the meetings, the
 * notifications, the call log) with the same filter rules, so a figure always equals the rows it links to.
 */
async function workFigures(
  ctx: DomainContext,
  caller: Caller,
  lists: Record<RecordType, HomeLists>,
  now: Date,
): Promise<HomeWork> {
  const { db } = ctx;
  const [tasks, meetings, unread, calls] = await Promise.all([
    caller.can(permissionKeys.taskView) ? trackTasks(db, caller, { scope: 'mine' }) : [],
    listMeetings(db, caller, {}),
    unreadCount(db, caller),
    callsToday(ctx, caller, now),
  ]);
  const mine = tasks.filter((t) => t.owner_user_id === caller.userId);
  return {
    cases: bySla(lists.case.my_all),
    leads: bySla(lists.lead.my_all),
    tasks: {
      overdue: mine.filter((t) => taskDue(t, now) === 'overdue').length,
      due_today: mine.filter((t) => taskDue(t, now) === 'today').length,
    },
    meetings_today: meetings.filter((m) =>
      matchesMeetingFilter(m, { today: true, mine: true }, caller.userId, now),
    ).length,
    unread_notifications: unread,
    calls_today: calls,
  };
}

/**
 * What the figures count, and no more: the caller's own open records, and those of the workgroups they supervise
 * when the home has a team section. Not the desk's four lists: an agent's workgroups at 200,000 cases hold 140,000
 * open records, and reading them all held the service (one PGlite connection) for 30 s at every home visit.
 */
async function homeLists(
  ctx: DomainContext,
  caller: Caller,
  type: RecordType,
  team: boolean,
): Promise<HomeLists> {
  const workgroups = await userWorkgroups(ctx.db, caller, { wrkgrp_type: wrkgrpTypeOf[type] });
  const supervised = team ? workgroups.filter((g) => g.is_supervisor).map((g) => g.wrkgrp_id) : [];
  const records = await openRecordsOf(ctx.db, caller, type, supervised);
  const inSupervised = new Set(supervised);
  return {
    workgroups,
    my_all: records.filter((r) => r.owner_user_id === caller.userId),
    wg_all: records.filter((r) => inSupervised.has(r.wrkgrp_id)),
  };
}

/** The home page of the caller's profile (issue 18): which sections it has and their figures. */
export async function homeFigures(
  ctx: DomainContext,
  caller: Caller,
  now = new Date(),
): Promise<HomeFigures> {
  const sections = homeSectionsFor(caller.can);
  const needsLists = sections.includes('work') || sections.includes('team');
  const lists = needsLists
    ? {
        case: await homeLists(ctx, caller, 'case', sections.includes('team')),
        lead: await homeLists(ctx, caller, 'lead', sections.includes('team')),
      }
    : null;
  const [work, team] = await Promise.all([
    lists && sections.includes('work') ? workFigures(ctx, caller, lists, now) : null,
    lists && sections.includes('team') ? teamFigures(ctx, caller, lists) : null,
  ]);
  return { sections, work, team, at: now.toISOString() };
}
