import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmployeeDetail } from '../../../src/contracts/customers/entities';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { buildSaId } from '../../../src/contracts/customers/sa-id';
import { employees } from '../../../server/db/schema';
import { issuesOf, writeWorld } from './write-world';

const { w, tableBay } = await writeWorld();

describe('employee save, dependants and remove', () => {
  const idNumber = buildSaId('1988-04-12', 'F', 321);
  it('creates an employee with date of birth and gender from the ID number', async () => {
    const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
    const answer = await w.call<EmployeeDetail>(
      p.employeeSave,
      {
        id: -1,
        employer_id: jacaranda,
        employee_number: 'JCL9001',
        first_name: 'Palesa',
        last_name: 'Mofokeng',
        id_number: idNumber,
        job_grade: 'Manager',
        mobile: '072 555 0101',
        monthly_salary: 52000,
        start_date: '2019-02-01',
        marital_status: 'married',
      },
      w.agent.token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toMatchObject({
      date_of_birth: '1988-04-12',
      gender: 'F',
      job_grade_exception: true,
      mobile: '27725550101',
      dependants: [],
    });
    const employeeId = answer.body.data.id;
    const spouse = await w.call(
      p.dependantSave,
      {
        id: -1,
        employee_id: employeeId,
        first_name: 'Tumelo',
        last_name: 'Mofokeng',
        relationship: 'spouse',
        date_of_birth: '1986-09-30',
        gender: 'M',
      },
      w.agent.token,
    );
    expect(spouse.body.errCode).toBe(0);
    const second = await w.call(
      p.dependantSave,
      {
        id: -1,
        employee_id: employeeId,
        first_name: 'Another',
        last_name: 'Spouse',
        relationship: 'spouse',
        date_of_birth: '1990-01-01',
        gender: 'M',
      },
      w.agent.token,
    );
    expect(second.body).toMatchObject({ errCode: 3, msg: 'Palesa Mofokeng already has a spouse on record' });
    const child = await w.call<{ date_of_birth: string; gender: string }>(
      p.dependantSave,
      {
        id: -1,
        employee_id: employeeId,
        first_name: 'Karabo',
        last_name: 'Mofokeng',
        relationship: 'child',
        id_number: buildSaId('2015-06-01', 'M', 44),
        date_of_birth: '2000-01-01',
        gender: 'F',
      },
      w.agent.token,
    );
    expect(child.body.data).toMatchObject({ date_of_birth: '2015-06-01', gender: 'M' });
    const detail = (await w.call<EmployeeDetail>(p.employeeGet, { id: employeeId }, w.agent.token)).body.data;
    expect(detail.dependants.map((d) => d.relationship)).toEqual(['spouse', 'child']);
    // Agent: Remove Employee is -1 (shown disabled), so the service refuses it.
    expect((await w.call(p.employeeRemove, { id: employeeId }, w.agent.token)).body.errCode).toBe(7);
    expect((await w.call(p.employeeRemove, { id: employeeId }, w.admin.token)).body.errCode).toBe(0);
    expect(await w.db.select().from(employees).where(eq(employees.id, employeeId))).toEqual([]);
  });

  it('answers the field messages: ID number, required fields, grade, salary, start date', async () => {
    const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
    const bad = await w.call(
      p.employeeSave,
      {
        id: -1,
        employer_id: jacaranda,
        employee_number: '',
        first_name: '',
        last_name: 'X',
        id_number: '8001015009088',
        job_grade: 'Boss',
        monthly_salary: -5,
        start_date: '01/02/2020',
      },
      w.admin.token,
    );
    expect(issuesOf(bad.body.data)).toEqual(
      expect.arrayContaining([
        'employee_number: This field is required',
        'first_name: This field is required',
        'id_number: Enter a valid 13-digit South African ID number',
        'monthly_salary: Value cannot be less than 0',
        'start_date: Enter a date as yyyy-mm-dd',
      ]),
    );
    expect(issuesOf(bad.body.data).some((i) => i.startsWith('job_grade:'))).toBe(true);
    const early = await w.call(
      p.employeeSave,
      {
        id: -1,
        employer_id: jacaranda,
        employee_number: 'JCL9002',
        first_name: 'A',
        last_name: 'B',
        id_number: buildSaId('1990-01-01', 'M', 7),
        job_grade: 'Staff',
        start_date: '1989-12-31',
      },
      w.admin.token,
    );
    expect(early.body).toMatchObject({
      errCode: 1,
      data: { issues: [{ path: 'start_date', message: 'The start date must be after the date of birth' }] },
    });
  });

  it('refuses a second employee with the same ID number in the tenant', async () => {
    const jacaranda = await w.employerId('Jacaranda Logistics (Pty) Ltd');
    const [existing] = await w.db
      .select()
      .from(employees)
      .where(eq(employees.employerId, jacaranda))
      .limit(1);
    const answer = await w.call(
      p.employeeSave,
      {
        id: -1,
        employer_id: jacaranda,
        employee_number: 'JCL9003',
        first_name: 'Copy',
        last_name: 'Cat',
        id_number: existing.idNumber,
        job_grade: 'Staff',
      },
      w.admin.token,
    );
    expect(answer.body).toMatchObject({
      errCode: 3,
      msg: 'An employee with this ID number or employee number already exists',
    });
  });

  it('refuses reading or changing another tenant’s employee; nothing changes', async () => {
    const [foreign] = await w.db.select().from(employees).where(eq(employees.employerId, tableBay)).limit(1);
    expect((await w.call(p.employeeGet, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    const change = await w.call(
      p.employeeSave,
      {
        id: foreign.id,
        employer_id: tableBay,
        employee_number: foreign.employeeNumber,
        first_name: 'Changed',
        last_name: foreign.lastName,
        id_number: foreign.idNumber,
        job_grade: 'Staff',
      },
      w.supervisor.token,
    );
    expect(change.body.errCode).toBe(4);
    expect((await w.call(p.employeeRemove, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (
        await w.call(
          p.dependantSave,
          {
            id: -1,
            employee_id: foreign.id,
            first_name: 'X',
            last_name: 'Y',
            relationship: 'child',
            date_of_birth: '2020-01-01',
            gender: 'F',
          },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(4);
    const [after] = await w.db.select().from(employees).where(eq(employees.id, foreign.id));
    expect(after).toEqual(foreign);
  });

  it('searches and looks up phones within the scope only', async () => {
    const [foreign] = await w.db.select().from(employees).where(eq(employees.employerId, tableBay)).limit(1);
    expect(
      (await w.call(p.employeeSearch, { query: foreign.employeeNumber }, w.supervisor.token)).body.data,
    ).toEqual([]);
    expect(
      (await w.call<unknown[]>(p.employeeSearch, { query: foreign.employeeNumber }, w.admin.token)).body.data,
    ).toHaveLength(1);
    expect((await w.call(p.phoneLookup, { phone: foreign.mobile }, w.supervisor.token)).body.data).toEqual(
      [],
    );
    expect(
      (await w.call<unknown[]>(p.phoneLookup, { phone: foreign.mobile }, w.admin.token)).body.data,
    ).toHaveLength(1);
    expect((await w.call(p.employeeSearch, { query: 'x'.repeat(101) }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.phoneLookup, {}, w.admin.token)).body.errCode).toBe(1);
  });
});
