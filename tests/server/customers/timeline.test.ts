import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import type { TimelineEntry, TimelinePage } from '../../../src/contracts/customers/timeline';
import {
  adviceRecords,
  caseNotes,
  cases,
  employees,
  employers,
  rolePermissions,
  roles,
  tasks,
  telephonyCallLogs,
  tenants,
  users,
  workgroups,
} from '../../../server/db/schema';
import { signIn } from '../helpers';
import { customersWorld } from './fixtures';

const w = await customersWorld();
const db = w.db;
const pretoria = await w.tenantId('Pretoria Office');

// The seeded employer of the agent's office with the most cases of its own: its timeline is the one under test.
const [busiest] = await db
  .select({ id: cases.partyId, n: count() })
  .from(cases)
  .where(and(eq(cases.tenantId, pretoria), eq(cases.partyType, 'employer')))
  .groupBy(cases.partyId)
  .orderBy(desc(count()))
  .limit(1);
const employerId = busiest.id as number;
const [someCase] = await db
  .select()
  .from(cases)
  .where(and(eq(cases.partyType, 'employer'), eq(cases.partyId, employerId)))
  .orderBy(desc(cases.createdAt))
  .limit(1);
const [employee] = await db.select().from(employees).where(eq(employees.employerId, employerId)).limit(1);
const [agent] = await db.select().from(users).where(eq(users.loginName, 'agent'));
const [group] = await db.select().from(workgroups).where(eq(workgroups.id, someCase.workgroupId));

// One record of each other kind, minutes apart, so the expected order is known.
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const [adviceRow] = await db
  .insert(adviceRecords)
  .values({ tenantId: pretoria, employeeId: employee.id, createdAt: ago(1) })
  .returning({ id: adviceRecords.id });
const [taskRow] = await db
  .insert(tasks)
  .values({
    tenantId: pretoria,
    title: 'Send the revised schedule',
    workgroupId: group.id,
    caseId: someCase.id,
    createdAt: ago(2),
  })
  .returning({ id: tasks.id });
const [callRow] = await db
  .insert(telephonyCallLogs)
  .values({
    tenantId: pretoria,
    userId: agent.id,
    direction: 'inbound',
    number: '27128042200',
    sipCallId: 'timeline-test',
    status: 'completed',
    caseId: someCase.id,
    startedAt: ago(3),
  })
  .returning({ id: telephonyCallLogs.id });
const [noteRow] = await db
  .insert(caseNotes)
  .values({
    tenantId: pretoria,
    caseId: someCase.id,
    body: 'Called the HR manager back about the schedule',
    createdAt: ago(4),
  })
  .returning({ id: caseNotes.id });
const inserted = { advice: adviceRow.id, task: taskRow.id, call: callRow.id, note: noteRow.id };

const timeline = (body: unknown, token = w.agent.token) => w.call<TimelinePage>(p.timeline, body, token);

async function everything(body: object): Promise<TimelineEntry[]> {
  const all: TimelineEntry[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = (await timeline({ ...body, page })).body;
    expect(answer.errCode).toBe(0);
    all.push(...answer.data.entries);
    if (!answer.data.has_more) break;
  }
  return all;
}

describe('/busorg/customer/timeline', () => {
  it('answers several pages at once as the same entries the pages give one by one', async () => {
    const body = { party_type: 'employer', party_id: employerId };
    const [one, two, both] = await Promise.all([
      timeline({ ...body, page: 1 }),
      timeline({ ...body, page: 2 }),
      timeline({ ...body, page: 1, pages: 2 }),
    ]);
    expect(both.body.errCode).toBe(0);
    // The employer under test has more than one page, so the two pages are really two.
    expect(two.body.data.entries.length).toBeGreaterThan(0);
    expect(both.body.data.entries).toEqual([...one.body.data.entries, ...two.body.data.entries]);
    expect(both.body.data.has_more).toBe(two.body.data.has_more);
    expect((await timeline({ ...body, pages: 26 })).body.errCode).toBe(1);
  });

  it("lists an employer's cases, leads, tasks, calls, advice and notes as one list, newest first", async () => {
    const first = (await timeline({ party_type: 'employer', party_id: employerId })).body;
    expect(first.errCode).toBe(0);
    // The four records made above, in the order they were made (newest first), whatever the seed has.
    const ownCall = (e: TimelineEntry) => e.kind === 'call' && e.id === inserted.call;
    const ownNote = (e: TimelineEntry) => e.kind === 'note' && e.id === inserted.note;
    const ownTask = (e: TimelineEntry) => e.kind === 'task' && e.id === inserted.task;
    const ownAdvice = (e: TimelineEntry) => e.kind === 'advice' && e.id === inserted.advice;
    const at = (test: (e: TimelineEntry) => boolean) => first.data.entries.findIndex(test);
    const order = [at(ownAdvice), at(ownTask), at(ownCall), at(ownNote)];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const [advice, task, call, note] = order.map((i) => first.data.entries[i]);
    expect(advice).toMatchObject({ status: 'Draft', target: { kind: 'advice' } });
    expect(advice.party_name).toBe(`${employee.firstName} ${employee.lastName}`);
    expect(task).toMatchObject({ title: 'Send the revised schedule', case_number: someCase.number });
    expect(call).toMatchObject({ status: 'Completed', target: { kind: 'case', id: someCase.id } });
    expect(call.title).toMatch(/^Call from .*12 804 2200$/);
    expect(note).toMatchObject({ summary: 'Called the HR manager back about the schedule' });

    const all = await everything({ party_type: 'employer', party_id: employerId });
    const times = all.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const own = all.find((e) => e.target?.kind === 'case' && e.id === someCase.id && e.kind !== 'call');
    expect(own).toMatchObject({ kind: someCase.recordType, title: someCase.title, status: someCase.status });
    expect(own?.case_number).toBe(someCase.number);
    // Every case and lead of the employer itself is there, and nothing of another employer's.
    const mine = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.partyType, 'employer'), eq(cases.partyId, employerId)));
    const listed = all.filter((e) => e.kind === 'case' || e.kind === 'lead').map((e) => e.id);
    expect(listed).toEqual(expect.arrayContaining(mine.map((m) => m.id)));
    const others = await db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.partyType, 'employer'), inArray(cases.id, listed)));
    expect(others.length).toBe(mine.length);
  });

  it('shows calls and follow-up tasks on a fresh start: the seed joins them to the phoned-in cases', async () => {
    const [seeded] = await db
      .select({ party: cases.partyId, caseId: cases.id })
      .from(telephonyCallLogs)
      .innerJoin(cases, eq(cases.id, telephonyCallLogs.caseId))
      .where(and(eq(cases.partyType, 'employer'), eq(cases.tenantId, pretoria)))
      .limit(1);
    const all = await everything({ party_type: 'employer', party_id: seeded.party as number });
    const kinds = new Set(all.map((e) => e.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['case', 'call']));
    const call = all.find((e) => e.kind === 'call' && e.target?.id === seeded.caseId);
    expect(call).toMatchObject({ status: 'Completed' });
    expect(call?.title).toMatch(/^Call from /);
  });

  it("lists an employee's own records only", async () => {
    const all = await everything({ party_type: 'employee', party_id: employee.id });
    expect(all[0]).toMatchObject({ kind: 'advice' });
    expect(all.every((e) => e.party_name === `${employee.firstName} ${employee.lastName}`)).toBe(true);
  });

  it('answers a party outside the caller’s tenants like a missing one', async () => {
    const capeTown = await w.tenantId('Cape Town Office');
    const [far] = await db.select().from(employers).where(eq(employers.tenantId, capeTown)).limit(1);
    const outside = (await timeline({ party_type: 'employer', party_id: far.id })).body;
    const missing = (await timeline({ party_type: 'employer', party_id: 2_000_000 })).body;
    expect(outside.errCode).toBe(4);
    expect(outside.msg).toBe(missing.msg);
    expect((await timeline({ party_type: 'employer', party_id: far.id }, w.admin.token)).body.errCode).toBe(
      0,
    );
    expect((await timeline({ party_type: 'tenant', party_id: 1 })).body.errCode).toBe(1);
  });

  it('refuses a profile without the key to see customers (errCode 7)', async () => {
    // zanele.mthembu works only as an Adviser; the Adviser profile loses the key before she signs in.
    const [adviser] = await db.select().from(roles).where(eq(roles.name, 'Adviser'));
    await db
      .update(rolePermissions)
      .set({ value: 0 })
      .where(and(eq(rolePermissions.roleId, adviser.id), eq(rolePermissions.key, '4__4001')));
    const zanele = await signIn(w.t.app, 'zanele.mthembu');
    const [jhb] = await db.select().from(tenants).where(eq(tenants.name, 'Johannesburg Office'));
    const [own] = await db.select().from(employers).where(eq(employers.tenantId, jhb.id)).limit(1);
    const answer = (await timeline({ party_type: 'employer', party_id: own.id }, zanele.token)).body;
    expect(answer.errCode).toBe(7);
    expect(answer.data).toBeFalsy();
  });
});
