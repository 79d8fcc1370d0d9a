import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Department, InternalEmployeeDetail } from '../../../src/contracts/internal-org/entities';
import { internalOrgPaths as p } from '../../../src/contracts/internal-org/paths';
import { auditLog, departments, internalEmployees } from '../../../server/db/schema';
import { internalOrgWorld } from './fixtures';

const w = await internalOrgWorld();
const pretoria = await w.tenantId('Pretoria Office');
const capeTown = await w.tenantId('Cape Town Office');
const capeDesk = await w.departmentId('Cape Town Advice Desk');

type Issues = { issues: { path: string; message: string }[] };
const issuesOf = (data: unknown) => (data as Issues).issues.map((i) => `${i.path}: ${i.message}`);
const departmentCount = async () => (await w.db.select({ n: count() }).from(departments))[0].n;

describe('department save and remove (Add Department, Remove Department)', () => {
  it('adds a department under an organisation and a sub-department under it, audited', async () => {
    const top = await w.call<Department>(
      p.departmentSave,
      {
        id: -1,
        tenant_id: pretoria,
        name: 'Pretoria Wellness',
        code: 'PTA-WL',
        description: 'Wellness days',
      },
      w.supervisor.token,
    );
    expect(top.body).toMatchObject({ errCode: 0, msg: 'Saved' });
    expect(top.body.data).toMatchObject({ tenant_id: pretoria, parent_id: null, name: 'Pretoria Wellness' });
    const sub = await w.call<Department>(
      p.departmentSave,
      { id: -1, parent_id: top.body.data.id, name: 'Pretoria Wellness Events' },
      w.supervisor.token,
    );
    expect(sub.body.data).toMatchObject({ tenant_id: pretoria, parent_id: top.body.data.id });
    const trail = await w.db.select().from(auditLog).where(eq(auditLog.action, 'department.create'));
    expect(trail.map((t) => t.entityId)).toContain(String(sub.body.data.id));
    // Removing the parent takes the empty sub-department with it.
    const removed = await w.call(p.departmentRemove, { id: top.body.data.id }, w.supervisor.token);
    expect(removed.body).toMatchObject({ errCode: 0, msg: 'Removed' });
    expect(await w.db.select().from(departments).where(eq(departments.id, sub.body.data.id))).toEqual([]);
  });

  it('answers the §5 messages and refuses a duplicate name, a cycle and a bad payload', async () => {
    const empty = await w.call(
      p.departmentSave,
      { id: -1, name: '  ', code: 'TOO-LONG-CODE-X' },
      w.admin.token,
    );
    expect(empty.body.errCode).toBe(1);
    expect(issuesOf(empty.body.data)).toEqual([
      'name: This field is required',
      'code: The max allowed number of characters is 12',
    ]);
    const dup = await w.call(
      p.departmentSave,
      { id: -1, tenant_id: capeTown, name: 'cape town advice desk' },
      w.admin.token,
    );
    expect(dup.body).toMatchObject({ errCode: 3 });
    expect(dup.body.msg).toMatch(/already has a department named/);
    const it = await w.departmentId('Information Technology');
    const desk = await w.departmentId('Service Desk');
    const cycle = await w.call(
      p.departmentSave,
      { id: it, parent_id: desk, name: 'Information Technology' },
      w.admin.token,
    );
    expect(cycle.body).toMatchObject({ errCode: 1 });
    expect(cycle.body.msg).toMatch(/cannot sit under itself/);
    const bad = await w.call(p.departmentRemove, { id: 'x' }, w.admin.token);
    expect(bad.body.errCode).toBe(1);
  });

  it('refuses to remove a department that still has employees', async () => {
    const before = await departmentCount();
    const answer = await w.call(p.departmentRemove, { id: capeDesk }, w.admin.token);
    expect(answer.body).toMatchObject({ errCode: 3 });
    expect(answer.body.msg).toMatch(/still has 1 employee/);
    expect(await departmentCount()).toBe(before);
  });

  it('refuses Remove Department to the Agent role and changes nothing', async () => {
    const mine = await w.departmentId('Pretoria Advice Desk');
    const answer = await w.call(p.departmentRemove, { id: mine }, w.agent.token);
    expect(answer.body.errCode).toBe(7);
    expect(await w.db.select().from(departments).where(eq(departments.id, mine))).toHaveLength(1);
  });

  it('another tenant’s department reads as not found and cannot be changed or removed', async () => {
    const before = await departmentCount();
    const read = await w.call(p.departmentGet, { id: capeDesk }, w.supervisor.token);
    expect(read.body.errCode).toBe(4);
    const rename = await w.call(p.departmentSave, { id: capeDesk, name: 'Taken over' }, w.supervisor.token);
    expect(rename.body.errCode).toBe(4);
    const under = await w.call(
      p.departmentSave,
      { id: -1, parent_id: capeDesk, name: 'Sneaky' },
      w.supervisor.token,
    );
    expect(under.body.errCode).toBe(4);
    const into = await w.call(
      p.departmentSave,
      { id: -1, tenant_id: capeTown, name: 'Sneaky' },
      w.supervisor.token,
    );
    expect(into.body.errCode).toBe(7);
    const remove = await w.call(p.departmentRemove, { id: capeDesk }, w.supervisor.token);
    expect(remove.body.errCode).toBe(4);
    const [row] = await w.db.select().from(departments).where(eq(departments.id, capeDesk));
    expect(row.name).toBe('Cape Town Advice Desk');
    expect(await departmentCount()).toBe(before);
  });
});

describe('internal employees', () => {
  it('lists the scope’s employees with department and roles, and searches', async () => {
    const all = await w.call<InternalEmployeeDetail[]>(p.employeeList, {}, w.supervisor.token);
    const names = all.body.data.map((e) => e.full_name);
    expect(names).toContain('Naledi Mokoena');
    expect(names).not.toContain('Johan Botha');
    const naledi = all.body.data.find((e) => e.full_name === 'Naledi Mokoena');
    expect(naledi).toMatchObject({
      department_name: 'Pretoria Client Services',
      roles: ['Agent', 'Adviser'],
    });
    const found = await w.call<InternalEmployeeDetail[]>(
      p.employeeList,
      { query: 'ubg05' },
      w.supervisor.token,
    );
    expect(found.body.data.map((e) => e.employee_number).sort()).toEqual(['UBG052', 'UBG057']);
  });

  it('gives one employee’s details with workgroups and profiles; another tenant’s is not found', async () => {
    const id = await w.employeeOf('agent');
    const one = await w.call<InternalEmployeeDetail>(p.employeeGet, { id }, w.admin.token);
    expect(one.body.data.profiles.map((r) => r.role_name)).toEqual(['Agent', 'Adviser']);
    expect(one.body.data.workgroups.length).toBeGreaterThan(0);
    const other = await w.call(p.employeeGet, { id: await w.employeeOf('johan.botha') }, w.supervisor.token);
    expect(other.body.errCode).toBe(4);
  });

  it('places a staff user, moves them, and refuses duplicates, strangers and bad input', async () => {
    const pta = await w.departmentId('Pretoria Advice Desk');
    const lerato = await w.employeeOf('lerato.khumalo');
    const moved = await w.call<InternalEmployeeDetail>(
      p.employeeSave,
      {
        id: lerato,
        user_id: await w.userId('lerato.khumalo'),
        department_id: '',
        employee_number: 'UBG057',
        job_title: 'Senior Client Service Agent',
        phone: '012 460 2311',
        start_date: '2022-05-03',
        status: 'active',
      },
      w.supervisor.token,
    );
    expect(moved.body.errCode).toBe(0);
    expect(moved.body.data).toMatchObject({ department_id: null, phone: '27124602311' });
    // The admin works at group level: placing them in Pretoria as well is allowed (access covers it).
    const placed = await w.call<InternalEmployeeDetail>(
      p.employeeSave,
      { id: -1, user_id: await w.userId('admin'), department_id: pta, employee_number: 'UBG001P' },
      w.admin.token,
    );
    expect(placed.body).toMatchObject({ errCode: 0 });
    expect(placed.body.data).toMatchObject({ tenant_id: pretoria, department_name: 'Pretoria Advice Desk' });
    const again = await w.call(
      p.employeeSave,
      { id: -1, user_id: await w.userId('admin'), department_id: pta, employee_number: 'UBG999' },
      w.admin.token,
    );
    expect(again.body.errCode).toBe(3);
    const stranger = await w.call(
      p.employeeSave,
      { id: -1, user_id: await w.userId('johan.botha'), department_id: pta, employee_number: 'UBG998' },
      w.supervisor.token,
    );
    expect(stranger.body).toMatchObject({ errCode: 1 });
    expect(stranger.body.msg).toMatch(/no access to this organisation/);
    const bad = await w.call(
      p.employeeSave,
      { id: -1, user_id: '', employee_number: '', phone: '12', start_date: '3 May' },
      w.admin.token,
    );
    expect(issuesOf(bad.body.data)).toEqual(
      expect.arrayContaining([
        'user_id: This field is required',
        'employee_number: This field is required',
        'start_date: Enter a date as yyyy-mm-dd',
      ]),
    );
  });

  it('refuses the Agent and another tenant’s caller, changing nothing', async () => {
    const johan = await w.employeeOf('johan.botha');
    const body = {
      id: johan,
      user_id: await w.userId('johan.botha'),
      employee_number: 'X1',
      job_title: 'Gone',
    };
    expect((await w.call(p.employeeSave, body, w.agent.token)).body.errCode).toBe(7);
    expect((await w.call(p.employeeSave, body, w.supervisor.token)).body.errCode).toBe(4);
    const [row] = await w.db.select().from(internalEmployees).where(eq(internalEmployees.id, johan));
    expect(row).toMatchObject({ employeeNumber: 'UBG074', jobTitle: 'Healthcare Adviser' });
  });

  it('lists the staff users who may be placed in the scope', async () => {
    const users = await w.call<{ login_name: string; employed: boolean }[]>(
      p.staffUsers,
      {},
      w.supervisor.token,
    );
    const logins = users.body.data.map((u) => u.login_name);
    expect(logins).toEqual(expect.arrayContaining(['agent', 'supervisor', 'admin']));
    expect(logins).not.toContain('johan.botha');
    expect(users.body.data.find((u) => u.login_name === 'agent')?.employed).toBe(true);
  });
});
