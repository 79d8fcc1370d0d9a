import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customRuleMessages } from '../../../src/contracts/custom-field-rules';
import type { EmployeeDetail, Employer } from '../../../src/contracts/customers/entities';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { buildSaId } from '../../../src/contracts/customers/sa-id';
import { employees, employers } from '../../../server/db/schema';
import { issuesOf, writeWorld } from './write-world';

const { w, newEmployer } = await writeWorld();

const employee = (employerId: number, n: number, startDate: string | null) => ({
  id: -1,
  employer_id: employerId,
  employee_number: `KSI${n}`,
  first_name: 'Lerato',
  last_name: 'Dlamini',
  id_number: buildSaId('1990-05-17', 'F', 400 + n),
  job_grade: 'Staff',
  start_date: startDate,
});

describe('Client since and start_date_org', () => {
  it('seeds every customer with the day it became a client, before any of its employees started', async () => {
    const rows = await w.db.select({ name: employers.name, since: employers.clientSince }).from(employers);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.since !== null && /^\d{4}-\d{2}-\d{2}$/.test(r.since))).toBe(true);
    const [early] = await w.db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .innerJoin(employers, eq(employers.id, employees.employerId))
      .where(sql`${employees.startDate} < ${employers.clientSince}`);
    expect(early.n).toBe(0);
  });

  it('keeps Client since with the customer, and refuses an employee who starts before it with errCode 1', async () => {
    const saved = await w.call<Employer>(
      p.employerSave,
      { ...newEmployer, name: 'Karoo Solar Installations (Pty) Ltd', client_since: '2020-03-01' },
      w.admin.token,
    );
    expect(saved.body).toMatchObject({ errCode: 0, data: { client_since: '2020-03-01' } });
    const karoo = saved.body.data.id;
    const before = await w.call(p.employeeSave, employee(karoo, 1, '2020-02-29'), w.admin.token);
    expect(before.body.errCode).toBe(1);
    expect(issuesOf(before.body.data)).toEqual([
      `start_date: ${customRuleMessages.startDateOrg('2020-03-01')}`,
    ]);
    expect(before.body.msg).toContain('2020-03-01');
    const onTheDay = await w.call<EmployeeDetail>(
      p.employeeSave,
      employee(karoo, 2, '2020-03-01'),
      w.admin.token,
    );
    expect(onTheDay.body).toMatchObject({ errCode: 0, data: { start_date: '2020-03-01' } });
    const undated = await w.call(p.employeeSave, employee(karoo, 3, null), w.admin.token);
    expect(undated.body.errCode).toBe(0);
  });

  it('limits nothing for a customer without Client since', async () => {
    const saved = await w.call<Employer>(
      p.employerSave,
      { ...newEmployer, name: 'Hartbeespoort Boatworks (Pty) Ltd' },
      w.admin.token,
    );
    expect(saved.body.data.client_since).toBeNull();
    const early = await w.call(p.employeeSave, employee(saved.body.data.id, 4, '2008-01-15'), w.admin.token);
    expect(early.body.errCode).toBe(0);
  });
});
