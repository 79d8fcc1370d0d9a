import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseSaId } from '../../../src/contracts/customers/sa-id';
import { dependants, employees, employers, tenants } from '../../../server/db/schema';
import { seedCustomers } from '../../../server/db/seed/customers';
import {
  findPartiesByPhone,
  getEmployee,
  getEmployer,
  listContacts,
  listDivisions,
  listEmployees,
  listEmployers,
  listSites,
  searchEmployees,
} from '../../../server/domain/customers';
import { createTestApp } from '../helpers';

const t = await createTestApp();
const db = t.database.db;
const tenantRows = await db.select().from(tenants);
const tenantId = (name: string) => {
  const row = tenantRows.find((r) => r.name === name);
  if (!row) throw new Error(`no tenant ${name}`);
  return row.id;
};
const pretoria = [tenantId('Pretoria Office')];
const capeTown = [tenantId('Cape Town Office')];
const gauteng = ['Ubuntu Benefits Gauteng', 'Pretoria Office', 'Johannesburg Office'].map(tenantId);
const everyTenant = tenantRows.map((r) => r.id);

describe('seeded customers', () => {
  it('gives every office several employers with divisions, sites, contacts and ~40+ employees', async () => {
    for (const office of ['Pretoria Office', 'Johannesburg Office', 'Cape Town Office']) {
      const scope = [tenantId(office)];
      const list = await listEmployers(db, scope);
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const employer of list) {
        expect((await listDivisions(db, scope, employer.id)).length).toBeGreaterThanOrEqual(2);
        expect((await listSites(db, scope, employer.id)).length).toBeGreaterThanOrEqual(1);
        expect((await listContacts(db, scope, employer.id)).length).toBeGreaterThanOrEqual(2);
      }
      expect((await listEmployees(db, scope)).length).toBeGreaterThanOrEqual(40);
    }
  });

  it('stores only valid ID numbers, with date of birth and gender matching the number', async () => {
    const rows = await db.select().from(employees);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      const parts = parseSaId(row.idNumber);
      expect(parts, row.idNumber).not.toBeNull();
      expect(parts?.dateOfBirth).toBe(row.dateOfBirth);
      expect(parts?.gender).toBe(row.gender);
      expect(row.mobile).toMatch(/^27[6-8]\d{8}$/);
    }
  });

  it('gives married employees a spouse and some employees children', async () => {
    const [{ n: spouses }] = await db
      .select({ n: count() })
      .from(dependants)
      .where(eq(dependants.relationship, 'spouse'));
    const [{ n: married }] = await db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.maritalStatus, 'married'));
    expect(spouses).toBe(married);
    const [{ n: children }] = await db
      .select({ n: count() })
      .from(dependants)
      .where(eq(dependants.relationship, 'child'));
    expect(children).toBeGreaterThan(30);
  });

  it('is idempotent: a second run inserts nothing', async () => {
    const before = await db.select({ n: count() }).from(employees);
    await seedCustomers(db);
    expect(await db.select({ n: count() }).from(employees)).toEqual(before);
  });
});

describe('reads are tenant-scoped', () => {
  it('lists only the scope’s employers; a record of another tenant reads as absent', async () => {
    const pta = await listEmployers(db, pretoria);
    const cpt = await listEmployers(db, capeTown);
    expect(pta.every((e) => e.tenant_id === pretoria[0])).toBe(true);
    expect(await getEmployer(db, pretoria, cpt[0].id)).toBeNull();
    expect(await getEmployer(db, capeTown, cpt[0].id)).toMatchObject({ name: cpt[0].name });
    expect(await listDivisions(db, pretoria, cpt[0].id)).toEqual([]);
    expect(await listEmployers(db, [])).toEqual([]);
  });

  it('a parent tenant sees its children’s employers', async () => {
    const names = (await listEmployers(db, gauteng)).map((e) => e.name);
    expect(names).toContain('Jacaranda Logistics (Pty) Ltd');
    expect(names).toContain('Sandton Digital Solutions (Pty) Ltd');
    expect(names).toContain('Gauteng Retail Holdings (Pty) Ltd');
    expect(names).not.toContain('Table Bay Fisheries (Pty) Ltd');
  });

  it('reads an employee with dependants and the job-grade exception flag', async () => {
    const [married] = await db
      .select()
      .from(employees)
      .where(inArray(employees.tenantId, pretoria))
      .limit(200)
      .then((rows) => rows.filter((r) => r.maritalStatus === 'married'));
    const detail = await getEmployee(db, pretoria, married.id);
    expect(detail?.dependants.some((d) => d.relationship === 'spouse')).toBe(true);
    expect(await getEmployee(db, capeTown, married.id)).toBeNull();
    const managers = (await listEmployees(db, pretoria)).filter((e) => e.job_grade === 'Manager');
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.every((e) => e.job_grade_exception)).toBe(true);
  });
});

describe('findPartiesByPhone', () => {
  it('finds an employee however the number is typed', async () => {
    const [someone] = await listEmployees(db, pretoria);
    const local = `0${(someone.mobile as string).slice(2)}`;
    const spaced = `+27 ${local.slice(1, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
    for (const typed of [local, spaced, someone.mobile as string, `00${someone.mobile}`]) {
      const found = await findPartiesByPhone(db, pretoria, typed);
      expect(found).toContainEqual(
        expect.objectContaining({ kind: 'employee', id: someone.id, employer_name: someone.employer_name }),
      );
    }
  });

  it('finds a contact by mobile and an employer by its switchboard', async () => {
    const [employer] = await listEmployers(db, pretoria);
    const [contact] = await listContacts(db, pretoria, employer.id);
    const people = await findPartiesByPhone(db, pretoria, contact.mobile as string);
    expect(people).toEqual([
      expect.objectContaining({
        kind: 'contact',
        id: contact.id,
        name: `${contact.first_name} ${contact.last_name}`,
      }),
    ]);
    const company = await findPartiesByPhone(db, pretoria, employer.phone as string);
    expect(company).toContainEqual(expect.objectContaining({ kind: 'employer', id: employer.id }));
  });

  it('finds nobody outside the scope, for an unknown number or for nonsense', async () => {
    const [someone] = await listEmployees(db, pretoria);
    expect(await findPartiesByPhone(db, capeTown, someone.mobile as string)).toEqual([]);
    expect(await findPartiesByPhone(db, pretoria, '+27 11 000 0000')).toEqual([]);
    expect(await findPartiesByPhone(db, pretoria, 'not a number')).toEqual([]);
    expect(await findPartiesByPhone(db, [], someone.mobile as string)).toEqual([]);
  });
});

describe('searchEmployees', () => {
  it('matches first and last name words, the employee number and the start of the ID number', async () => {
    const [someone] = await listEmployees(db, pretoria);
    const byName = await searchEmployees(db, pretoria, `${someone.first_name} ${someone.last_name}`);
    expect(byName.map((e) => e.id)).toContain(someone.id);
    expect(
      byName.every((e) => e.first_name === someone.first_name || e.last_name.includes(someone.first_name)),
    ).toBe(true);
    expect((await searchEmployees(db, pretoria, someone.employee_number)).map((e) => e.id)).toEqual([
      someone.id,
    ]);
    expect((await searchEmployees(db, pretoria, someone.id_number)).map((e) => e.id)).toEqual([someone.id]);
    expect(
      (await searchEmployees(db, pretoria, someone.id_number.slice(0, 6))).every((e) =>
        e.id_number.startsWith(someone.id_number.slice(0, 6)),
      ),
    ).toBe(true);
  });

  it('stays in scope, treats wildcards literally, and ignores one-letter queries', async () => {
    const [someone] = await listEmployees(db, pretoria);
    expect(await searchEmployees(db, capeTown, someone.employee_number)).toEqual([]);
    expect(await searchEmployees(db, everyTenant, '%%')).toEqual([]);
    expect(await searchEmployees(db, everyTenant, '_')).toEqual([]);
    expect(await searchEmployees(db, everyTenant, 'a')).toEqual([]);
    expect((await searchEmployees(db, everyTenant, 'an', 5)).length).toBe(5);
  });
});

describe('employers table', () => {
  it('keeps employer names unique per tenant, case-insensitively', async () => {
    await expect(
      db.insert(employers).values({ tenantId: pretoria[0], name: 'JACARANDA LOGISTICS (PTY) LTD' }),
    ).rejects.toThrow();
  });
});
