import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Employer, EmployeeDetail } from '../../../src/contracts/customers/entities';
import { customerPaths as p } from '../../../src/contracts/customers/paths';
import { buildSaId } from '../../../src/contracts/customers/sa-id';
import { auditLog, divisions, employees, employers } from '../../../server/db/schema';
import { customersWorld } from './fixtures';

const w = await customersWorld();
const pretoria = await w.tenantId('Pretoria Office');
const capeTown = await w.tenantId('Cape Town Office');
const tableBay = await w.employerId('Table Bay Fisheries (Pty) Ltd');

type Issues = { issues: { path: string; message: string }[] };
const issuesOf = (data: unknown) => (data as Issues).issues.map((i) => `${i.path}: ${i.message}`);

const newEmployer = {
  id: -1,
  tenant_id: pretoria,
  name: 'Magaliesberg Citrus (Pty) Ltd',
  trading_name: 'Magaliesberg Citrus',
  registration_number: '2012/045871/07',
  vat_number: '4450178823',
  industry: 'Agriculture',
  email: 'hr@magcitrus.co.za',
  phone: '014 577 1200',
  street: '4 Rustenburg Road',
  suburb: 'Brits',
  city: 'Brits',
  province: 'North West',
  postal_code: '0250',
};

describe('employer save', () => {
  it('creates (id -1) in the chosen tenant, normalises the phone, and audits', async () => {
    const answer = await w.call<Employer>(p.employerSave, newEmployer, w.supervisor.token);
    expect(answer.body).toMatchObject({ errCode: 0, msg: 'Saved' });
    expect(answer.body.data).toMatchObject({ tenant_id: pretoria, phone: '27145771200', status: 'active' });
    const [trail] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'employer.create'), eq(auditLog.entityId, String(answer.body.data.id))));
    expect(trail.tenantId).toBe(pretoria);
  });

  it('updates an existing one and refuses a duplicate name in the same tenant', async () => {
    const created = (
      await w.call<Employer>(
        p.employerSave,
        { ...newEmployer, name: 'Brits Packaging (Pty) Ltd' },
        w.admin.token,
      )
    ).body.data;
    const updated = await w.call<Employer>(
      p.employerSave,
      { ...newEmployer, id: created.id, name: 'Brits Packaging Holdings', status: 'inactive' },
      w.admin.token,
    );
    expect(updated.body.data).toMatchObject({
      id: created.id,
      name: 'Brits Packaging Holdings',
      status: 'inactive',
    });
    const duplicate = await w.call(
      p.employerSave,
      { ...newEmployer, name: 'jacaranda logistics (pty) ltd' },
      w.admin.token,
    );
    expect(duplicate.body).toMatchObject({
      errCode: 3,
      msg: 'A customer named "jacaranda logistics (pty) ltd" already exists in this tenant',
    });
  });

  it('answers the field messages for bad input', async () => {
    const answer = await w.call(
      p.employerSave,
      {
        id: -1,
        name: ' ',
        email: 'nope',
        phone: '12',
        registration_number: '123',
        vat_number: '999',
        postal_code: 'abc',
      },
      w.admin.token,
    );
    expect(answer.body.errCode).toBe(1);
    expect(issuesOf(answer.body.data)).toEqual(
      expect.arrayContaining([
        'name: This field is required',
        'email: Enter a valid email address',
        'phone: Enter a valid phone number, for example 082 123 4567 or +27 82 123 4567',
        'registration_number: A company registration number looks like 2011/123456/07',
        'vat_number: A VAT number has 10 digits and starts with 4',
        'postal_code: A postal code has 4 digits',
      ]),
    );
    expect(
      issuesOf((await w.call(p.employerSave, { id: -1, name: 'x'.repeat(121) }, w.admin.token)).body.data),
    ).toEqual(['name: The max allowed number of characters is 120']);
    expect((await w.call(p.employerSave, { name: 'No id' }, w.admin.token)).body.errCode).toBe(1);
    expect((await w.call(p.employerSave, { id: 'one', name: 'Bad id' }, w.admin.token)).body.errCode).toBe(1);
  });

  it('refuses a tenant outside the caller’s scope and another tenant’s employer; nothing changes', async () => {
    const before = await w.db.select({ n: count() }).from(employers);
    const outside = await w.call(
      p.employerSave,
      { ...newEmployer, name: 'Elsewhere Ltd', tenant_id: capeTown },
      w.supervisor.token,
    );
    expect(outside.body.errCode).toBe(7);
    const foreign = await w.call(
      p.employerSave,
      { ...newEmployer, id: tableBay, name: 'Hijacked' },
      w.supervisor.token,
    );
    expect(foreign.body).toMatchObject({ errCode: 4, msg: 'Customer not found' });
    expect(await w.db.select({ n: count() }).from(employers)).toEqual(before);
    const [row] = await w.db.select().from(employers).where(eq(employers.id, tableBay));
    expect(row.name).toBe('Table Bay Fisheries (Pty) Ltd');
  });

  it('reads are scoped the same way', async () => {
    expect((await w.call(p.employerGet, { id: tableBay }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.employerGet, { id: tableBay }, w.admin.token)).body.data).toMatchObject({
      name: 'Table Bay Fisheries (Pty) Ltd',
    });
    expect((await w.call(p.employerSummary, { id: tableBay }, w.agent.token)).body.errCode).toBe(4);
    expect((await w.call(p.employerGet, { id: 0 }, w.admin.token)).body.errCode).toBe(1);
    const list = (await w.call<Employer[]>(p.employerList, {}, w.agent.token)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.tenant_id !== capeTown)).toBe(true);
  });
});

describe('division save and remove', () => {
  it('adds a division, refuses a duplicate name, and removes an empty one', async () => {
    const employer = (
      await w.call<Employer>(
        p.employerSave,
        { ...newEmployer, name: 'Hartbeespoort Marine (Pty) Ltd' },
        w.admin.token,
      )
    ).body.data;
    const added = await w.call<{ id: number; tenant_id: number }>(
      p.divisionSave,
      { id: -1, employer_id: employer.id, name: 'Boat Yard', code: 'BY' },
      w.agent.token,
    );
    expect(added.body).toMatchObject({ errCode: 0, data: { tenant_id: pretoria } });
    const duplicate = await w.call(
      p.divisionSave,
      { id: -1, employer_id: employer.id, name: 'BOAT YARD' },
      w.admin.token,
    );
    expect(duplicate.body.errCode).toBe(3);
    expect(
      issuesOf(
        (await w.call(p.divisionSave, { id: -1, employer_id: employer.id, name: '' }, w.admin.token)).body
          .data,
      ),
    ).toEqual(['name: This field is required']);
    expect((await w.call(p.divisionSave, { id: -1, name: 'Orphan' }, w.admin.token)).body.errCode).toBe(1);
    // The Agent role gives 0 for Remove Division.
    expect((await w.call(p.divisionRemove, { id: added.body.data.id }, w.agent.token)).body.errCode).toBe(7);
    expect((await w.call(p.divisionRemove, { id: added.body.data.id }, w.admin.token)).body).toMatchObject({
      errCode: 0,
      msg: 'Removed',
    });
    expect(await w.db.select().from(divisions).where(eq(divisions.id, added.body.data.id))).toEqual([]);
  });

  it('keeps a division that still has employees', async () => {
    const [division] = await w.db.select().from(divisions).where(eq(divisions.name, 'Fleet Operations'));
    const answer = await w.call(p.divisionRemove, { id: division.id }, w.admin.token);
    expect(answer.body.errCode).toBe(3);
    expect(answer.body.msg).toMatch(/^Fleet Operations still has \d+ employees; move or remove them first$/);
  });

  it('refuses another tenant’s division and an employer outside the scope', async () => {
    const [foreign] = await w.db.select().from(divisions).where(eq(divisions.employerId, tableBay));
    expect((await w.call(p.divisionRemove, { id: foreign.id }, w.supervisor.token)).body.errCode).toBe(4);
    expect(
      (
        await w.call(
          p.divisionSave,
          { id: foreign.id, employer_id: tableBay, name: 'Renamed' },
          w.supervisor.token,
        )
      ).body.errCode,
    ).toBe(4);
    expect(
      (await w.call(p.divisionSave, { id: -1, employer_id: tableBay, name: 'Sneaky' }, w.agent.token)).body
        .errCode,
    ).toBe(4);
    const [still] = await w.db.select().from(divisions).where(eq(divisions.id, foreign.id));
    expect(still.name).toBe(foreign.name);
  });
});

describe('site and contact', () => {
  it('adds a location with a contact, refuses removing it while the contact is there, then removes both', async () => {
    const employer = (
      await w.call<Employer>(
        p.employerSave,
        { ...newEmployer, name: 'Pienaarsrivier Quarry (Pty) Ltd' },
        w.admin.token,
      )
    ).body.data;
    const site = await w.call<{ id: number }>(
      p.siteSave,
      {
        id: -1,
        employer_id: employer.id,
        name: 'Quarry Gate',
        city: 'Pienaarsrivier',
        postal_code: '0460',
        phone: '+27 12 711 0040',
      },
      w.admin.token,
    );
    expect(site.body).toMatchObject({ errCode: 0, data: { phone: '27127110040' } });
    const contact = await w.call<{ id: number; mobile: string; is_primary: boolean }>(
      p.contactSave,
      {
        id: -1,
        employer_id: employer.id,
        site_id: site.body.data.id,
        first_name: 'Ruan',
        last_name: 'Kruger',
        job_title: 'Site Manager',
        mobile: '083 555 0199',
        email: 'ruan@quarry.co.za',
        is_primary: true,
      },
      w.admin.token,
    );
    expect(contact.body.data).toMatchObject({ mobile: '27835550199', is_primary: true });
    expect((await w.call(p.siteRemove, { id: site.body.data.id }, w.admin.token)).body.msg).toBe(
      'Quarry Gate still has 1 contact; move or remove them first',
    );
    expect((await w.call(p.contactRemove, { id: contact.body.data.id }, w.admin.token)).body.errCode).toBe(0);
    expect((await w.call(p.siteRemove, { id: site.body.data.id }, w.admin.token)).body.errCode).toBe(0);
  });

  it('answers field messages and refuses a location of another customer', async () => {
    const [jacaranda, highveld] = await Promise.all([
      w.employerId('Jacaranda Logistics (Pty) Ltd'),
      w.employerId('Highveld Engineering Works (Pty) Ltd'),
    ]);
    const bad = await w.call(
      p.contactSave,
      { id: -1, employer_id: jacaranda, first_name: '', last_name: 'X', email: 'a@b', mobile: '0800' },
      w.admin.token,
    );
    expect(issuesOf(bad.body.data)).toEqual(
      expect.arrayContaining([
        'first_name: This field is required',
        'email: Enter a valid email address',
        'mobile: Enter a valid phone number, for example 082 123 4567 or +27 82 123 4567',
      ]),
    );
    const hvSite = (
      await w.call<{ id: string }[]>(`${p.treeServiceUrl}/${p.siteTree}`, { id: highveld }, w.admin.token)
    ).body.data.find((n) => n.id.startsWith('site-'));
    const wrong = await w.call(
      p.contactSave,
      {
        id: -1,
        employer_id: jacaranda,
        site_id: Number(hvSite?.id.slice(5)),
        first_name: 'A',
        last_name: 'B',
      },
      w.admin.token,
    );
    expect(wrong.body).toMatchObject({ errCode: 1, msg: 'That location does not belong to this customer' });
    expect(
      issuesOf(
        (
          await w.call(
            p.siteSave,
            { id: -1, employer_id: jacaranda, name: '', postal_code: '12' },
            w.admin.token,
          )
        ).body.data,
      ),
    ).toEqual(['name: This field is required', 'postal_code: A postal code has 4 digits']);
  });

  it('refuses another tenant’s location and contact', async () => {
    const nodes = (
      await w.call<{ id: string }[]>(`${p.treeServiceUrl}/${p.siteTree}`, { id: tableBay }, w.admin.token)
    ).body.data;
    const siteId = Number(nodes.find((n) => n.id.startsWith('site-'))?.id.slice(5));
    const contactId = Number(nodes.find((n) => n.id.startsWith('contact-'))?.id.slice(8));
    expect((await w.call(p.siteRemove, { id: siteId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactRemove, { id: contactId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactGet, { id: contactId }, w.supervisor.token)).body.errCode).toBe(4);
    expect((await w.call(p.contactGet, { id: contactId }, w.admin.token)).body.errCode).toBe(0);
  });
});

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
