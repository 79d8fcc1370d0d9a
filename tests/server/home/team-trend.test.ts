import { describe, expect, it } from 'vitest';
import { cases } from '../../../server/db/schema';
import { teamTrend as trendOf } from '../../../server/domain/home-trend';
import { ErrCode } from '../../../src/contracts/err-code';
import { teamTrend, teamTrendDayCount, type TeamTrend } from '../../../src/contracts/home-trend';
import { paths } from '../../../src/contracts/paths';
import { localDay } from '../../../src/rules/local-day';
import { createTestApp, post } from '../helpers';
import { sessions, workflowWorld } from '../workflow/world';

// Issue 24: the supervisor's fortnight of opened, closed and breached cases, scoped to the workgroups they supervise.
const t = await createTestApp();
const who = await sessions(t.app, 'agent', 'supervisor');
const world = await workflowWorld(t.database.db);

const trend = async (): Promise<TeamTrend> => {
  const answer = await post<TeamTrend>(t.app, paths.dashboardTeamTrend, {}, who.supervisor.token);
  expect(answer.body.errCode).toBe(0);
  return teamTrend.parse(answer.body.data);
};
const figure = (answer: TeamTrend, day: string) => answer.days.find((d) => d.day === day)!;
const hour = 3_600_000;
/** 09:00 (the working day's start, UTC+2) of a local day, and a later hour of it. */
const at = (day: string, localHour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (localHour - 2) * hour);
const isWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() % 6 !== 0;

let number = 900_000;
async function addCase(wgName: string, fields: Partial<typeof cases.$inferInsert>) {
  const wg = world.wg(wgName);
  number += 1;
  await t.database.db.insert(cases).values({
    tenantId: wg.tenantId,
    recordType: 'case',
    number: `CAS-${number}`,
    title: 'Claim query',
    severity: 'Critical',
    priority: 'Urgent',
    status: 'In Progress',
    workgroupId: wg.id,
    source: 'call',
    ...fields,
  });
}

describe('the team trend', () => {
  it('answers the last 14 local days, oldest first, ending today, with the seed spread over them', async () => {
    const answer = await trend();
    expect(answer.days).toHaveLength(teamTrendDayCount);
    expect(answer.days.at(-1)!.day).toBe(localDay(new Date()));
    const days = answer.days.map((d) => d.day);
    expect([...days].sort()).toEqual(days);
    // A realistic fortnight: cases opened on most days, some closed, some breached.
    expect(answer.days.filter((d) => d.opened > 0).length).toBeGreaterThanOrEqual(7);
    expect(answer.days.reduce((n, d) => n + d.closed, 0)).toBeGreaterThan(0);
    expect(answer.days.reduce((n, d) => n + d.breached, 0)).toBeGreaterThan(0);
  });

  it('counts a case of a supervised workgroup on the days it opened, closed and missed its target', async () => {
    const before = await trend();
    const day = before.days.slice(2, 9).find((d) => isWeekday(d.day))!.day;
    const later = before.days[10].day;
    // Critical and Urgent: resolution due two working hours after 09:00, at 11:00 the same day.
    await addCase('Gauteng Complaints', { createdAt: at(day, 9), updatedAt: at(day, 9) });
    await addCase('Gauteng Complaints', {
      status: 'Closed',
      createdAt: at(day, 9),
      updatedAt: at(later, 10),
      closedAt: at(later, 10),
    });
    // Closed within the target: opened and closed, never breached.
    await addCase('Gauteng Complaints', {
      status: 'Closed',
      createdAt: at(day, 9),
      updatedAt: at(day, 10),
      closedAt: at(day, 10),
    });
    const after = await trend();
    expect(figure(after, day)).toEqual({
      day,
      opened: figure(before, day).opened + 3,
      closed: figure(before, day).closed + 1,
      breached: figure(before, day).breached + 2,
    });
    expect(figure(after, later).closed).toBe(figure(before, later).closed + 1);
  });

  it('leaves out cases of workgroups the supervisor does not supervise or outside their tenants', async () => {
    const before = await trend();
    const day = before.days[5].day;
    await addCase('Cape Town Service Desk', { createdAt: at(day, 10), updatedAt: at(day, 10) });
    expect(await trend()).toEqual({ ...before, at: expect.any(String) });
  });

  it('answers every day as zeros where the caller supervises nothing', async () => {
    const caller = world.caller('supervisor', 'Supervisor', ['Cape Town Office']);
    const answer = await trendOf({ db: t.database.db } as Parameters<typeof trendOf>[0], caller);
    expect(answer.days).toHaveLength(teamTrendDayCount);
    expect(answer.days.every((d) => d.opened === 0 && d.closed === 0 && d.breached === 0)).toBe(true);
  });

  it('refuses a profile without the team view', async () => {
    const answer = await post(t.app, paths.dashboardTeamTrend, {}, who.agent.token);
    expect(answer.body.errCode).toBe(ErrCode.forbidden);
  });
});
