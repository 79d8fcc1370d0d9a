import { describe, expect, it } from 'vitest';
import { tenants, workgroups } from '../../../server/db/schema';
import { homeFigures, type HomeFigures } from '../../../src/contracts/home';
import { paths } from '../../../src/contracts/paths';
import type { MeetingRecord } from '../../../src/contracts/workflow/meetings';
import type { TaskRecord } from '../../../src/contracts/tasks';
import { taskPaths } from '../../../src/contracts/tasks/paths';
import { workflowAdminPaths } from '../../../src/contracts/workflow-admin/paths';
import type { RecordType } from '../../../src/contracts/workflow/cases';
import type { DeskPageAnswer } from '../../../src/contracts/workflow/desk-page';
import { workflowPaths } from '../../../src/contracts/workflow/paths';
import { parseDeskFilter, type DeskFilter } from '../../../src/rules/desk-url-filter';
import { matchesMeetingFilter, taskDue } from '../../../src/rules/work-filters';
import { createTestApp, post } from '../helpers';
import { sessions } from '../workflow/world';

// Issue 18: every home figure equals the rows of the list it links to, fetched by the same caller.
const t = await createTestApp();
const who = await sessions(t.app, 'agent', 'supervisor', 'admin');

const home = async (login: string): Promise<HomeFigures> => {
  const answer = await post<HomeFigures>(t.app, paths.dashboardHome, {}, who[login].token);
  expect(answer.body.errCode).toBe(0);
  return homeFigures.parse(answer.body.data);
};

/** The records the desk lists for a link's query: its page call, asked for every matching id. */
async function deskRows(login: string, recordType: RecordType, query: string) {
  const f: DeskFilter = parseDeskFilter(query);
  const body = {
    record_type: recordType,
    list: f.list,
    ...(f.wrkgrp ? { wrkgrp_id: f.wrkgrp } : {}),
    ...(f.sla ? { sla: f.sla } : {}),
    ...(f.owner !== '' ? { owner: f.owner } : {}),
    ids_only: true,
  };
  const answer = await post<DeskPageAnswer>(t.app, workflowPaths.listPage, body, who[login].token);
  expect(answer.body.errCode).toBe(0);
  return answer.body.data.ids ?? [];
}

describe('the home figures equal the filtered lists', () => {
  it("an agent's work: cases and leads by SLA, tasks, meetings, notifications", async () => {
    const figures = await home('agent');
    expect(figures.sections).toEqual(['work']);
    expect(figures.team).toBeNull();
    const work = figures.work!;
    for (const type of ['case', 'lead'] as const) {
      const own = work[type === 'case' ? 'cases' : 'leads'];
      for (const [sla, value] of [
        ['overdue', own.overdue],
        ['due-today', own.due_today],
        ['due-later', own.due_later],
      ] as const)
        expect((await deskRows('agent', type, `?list=my_all&sla=${sla}`)).length, `${type} ${sla}`).toBe(
          value,
        );
    }
    // The seed gives the agent overdue cases whenever the database is made, so the figure is not a vacuous 0.
    expect(work.cases.overdue).toBeGreaterThan(0);

    const now = new Date();
    const tasks = await post<TaskRecord[]>(t.app, taskPaths.tracker, {}, who.agent.token);
    const me = (await post<{ me: number }>(t.app, taskPaths.assignees, {}, who.agent.token)).body.data.me;
    const mine = tasks.body.data.filter((task) => task.owner_user_id === me);
    expect(mine.filter((task) => taskDue(task, now) === 'overdue').length).toBe(work.tasks.overdue);
    expect(mine.filter((task) => taskDue(task, now) === 'today').length).toBe(work.tasks.due_today);

    const meetings = await post<MeetingRecord[]>(t.app, workflowPaths.meetingList, {}, who.agent.token);
    const today = meetings.body.data.filter((m) =>
      matchesMeetingFilter(m, { today: true, mine: true }, me, now),
    );
    expect(today.length).toBe(work.meetings_today);

    const unread = await post<{ unread: number }>(
      t.app,
      workflowAdminPaths.notificationUnread,
      {},
      who.agent.token,
    );
    expect(work.unread_notifications).toBe(unread.body.data.unread);
    expect(work.unread_notifications).toBeGreaterThan(0);
  });

  it("a supervisor's team: per workgroup open, unassigned, overdue, breached today; each agent's load", async () => {
    const figures = await home('supervisor');
    expect(figures.sections).toEqual(['work', 'team']);
    const team = figures.team!;
    expect(team.workgroups.length).toBeGreaterThan(0);
    for (const g of team.workgroups) {
      const q = (extra: string) => `?list=wg&wrkgrp=${g.wrkgrp_id}${extra}`;
      expect((await deskRows('supervisor', g.record_type, q(''))).length).toBe(g.open);
      expect((await deskRows('supervisor', g.record_type, q('&owner=unassigned'))).length).toBe(g.unassigned);
      expect((await deskRows('supervisor', g.record_type, q('&sla=overdue'))).length).toBe(g.overdue);
      expect((await deskRows('supervisor', g.record_type, q('&sla=breached-today'))).length).toBe(
        g.breached_today,
      );
    }
    expect(team.workgroups.some((g) => g.open > 0 && g.unassigned > 0)).toBe(true);
    // Issue 41: every case workgroup showed "44 open / 15 overdue"; the seed gives them different loads.
    const loads = team.workgroups
      .filter((g) => g.record_type === 'case')
      .map((g) => `${g.open}/${g.overdue}`);
    expect(loads.length).toBeGreaterThan(2);
    expect(new Set(loads).size).toBe(loads.length);
    const agent = team.agents.find((a) => a.user_name === 'Naledi Mokoena')!;
    expect(agent.open_cases).toBe(
      (await deskRows('supervisor', 'case', `?list=wg_all&owner=${agent.user_id}`)).length,
    );
    expect(agent.open_cases).toBeGreaterThan(0);
    // Queues live's words and source (issue 41): a seeded agent who never signed in to the phone is Offline.
    expect(agent.phone).toBe('Offline');
  });

  it("keeps the team inside the caller's tenants; the administrator also has the system section", async () => {
    const rows = await t.database.db.select().from(workgroups);
    const tenantOf = new Map(rows.map((w) => [w.id, w.tenantId]));
    const tenantRows = await t.database.db.select().from(tenants);
    const id = (name: string) => tenantRows.find((r) => r.name === name)!.id;
    const gauteng = [id('Ubuntu Benefits Gauteng'), id('Pretoria Office'), id('Johannesburg Office')];

    const supervisor = (await home('supervisor')).team!;
    for (const g of supervisor.workgroups) expect(gauteng).toContain(tenantOf.get(g.wrkgrp_id));

    const admin = await home('admin');
    expect(admin.sections).toEqual(['work', 'team', 'system']);
    const capeTown = rows.find((w) => w.name === 'Cape Town Service Desk')!.id;
    expect(admin.team!.workgroups.map((g) => g.wrkgrp_id)).toContain(capeTown);
    await post(t.app, paths.tenantSelect, { tenant_id: id('Ubuntu Benefits Gauteng') }, who.admin.token);
    const narrowed = (await home('admin')).team!;
    expect(narrowed.workgroups.map((g) => g.wrkgrp_id)).not.toContain(capeTown);
    for (const g of narrowed.workgroups) expect(gauteng).toContain(tenantOf.get(g.wrkgrp_id));
    expect(narrowed.agents.map((a) => a.user_name)).not.toContain('Johan Botha');
  });
});
