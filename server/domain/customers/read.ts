import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Contact,
  Division,
  Employee,
  EmployeeDetail,
  Employer,
  Site,
} from '../../../src/contracts/customers/entities';
import type { Db } from '../../db/client';
import {
  contacts,
  dependants,
  divisions,
  employeeBenefits,
  employees,
  employers,
  sites,
} from '../../db/schema';
import { toContact, toDependant, toDivision, toEmployee, toEmployer, toSite } from './map';
import { inTenants } from '../scope-sql';

/**
 * Reads take the caller's tenant scope (the selected tenant and its descendants) as a list of ids. An empty
 * scope sees nothing; a record outside the scope reads as absent (null), never as forbidden, so ids of other
 * tenants' records cannot be probed.
 */
export type TenantScope = readonly number[];

// The door's condition under the name these reads have always used (one rule for an empty scope).
const inScope = (column: AnyPgColumn, scope: TenantScope): SQL => inTenants(scope, column);

export async function listEmployers(db: Db, scope: TenantScope): Promise<Employer[]> {
  const rows = await db
    .select()
    .from(employers)
    .where(inScope(employers.tenantId, scope))
    .orderBy(asc(employers.name));
  return rows.map(toEmployer);
}

export async function getEmployer(db: Db, scope: TenantScope, id: number): Promise<Employer | null> {
  const [row] = await db
    .select()
    .from(employers)
    .where(and(eq(employers.id, id), inScope(employers.tenantId, scope)));
  return row ? toEmployer(row) : null;
}

export async function listDivisions(db: Db, scope: TenantScope, employerId: number): Promise<Division[]> {
  const rows = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.employerId, employerId), inScope(divisions.tenantId, scope)))
    .orderBy(asc(divisions.name));
  return rows.map(toDivision);
}

export async function getDivision(db: Db, scope: TenantScope, id: number): Promise<Division | null> {
  const [row] = await db
    .select()
    .from(divisions)
    .where(and(eq(divisions.id, id), inScope(divisions.tenantId, scope)));
  return row ? toDivision(row) : null;
}

export async function listSites(db: Db, scope: TenantScope, employerId: number): Promise<Site[]> {
  const rows = await db
    .select()
    .from(sites)
    .where(and(eq(sites.employerId, employerId), inScope(sites.tenantId, scope)))
    .orderBy(asc(sites.name));
  return rows.map(toSite);
}

export async function getSite(db: Db, scope: TenantScope, id: number): Promise<Site | null> {
  const [row] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, id), inScope(sites.tenantId, scope)));
  return row ? toSite(row) : null;
}

export async function listContacts(db: Db, scope: TenantScope, employerId: number): Promise<Contact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.employerId, employerId), inScope(contacts.tenantId, scope)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName));
  return rows.map(toContact);
}

export async function getContact(db: Db, scope: TenantScope, id: number): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), inScope(contacts.tenantId, scope)));
  return row ? toContact(row) : null;
}

/** Employees with their employer and division names; filter by employer and optionally division. */
export async function listEmployees(
  db: Db,
  scope: TenantScope,
  filter: { employerId?: number; divisionId?: number } = {},
): Promise<Employee[]> {
  const where = [inScope(employees.tenantId, scope)];
  if (filter.employerId !== undefined) where.push(eq(employees.employerId, filter.employerId));
  if (filter.divisionId !== undefined) where.push(eq(employees.divisionId, filter.divisionId));
  return selectEmployees(db, and(...where) as SQL);
}

export async function selectEmployees(db: Db, where: SQL, limit?: number): Promise<Employee[]> {
  const query = db
    .select({ e: employees, employerName: employers.name, divisionName: divisions.name })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .leftJoin(divisions, eq(divisions.id, employees.divisionId))
    .where(where)
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => toEmployee(r.e, r.employerName, r.divisionName));
}

export async function getEmployee(db: Db, scope: TenantScope, id: number): Promise<EmployeeDetail | null> {
  const [employee] = await selectEmployees(
    db,
    and(eq(employees.id, id), inScope(employees.tenantId, scope)) as SQL,
  );
  if (!employee) return null;
  const family = await db
    .select()
    .from(dependants)
    .where(eq(dependants.employeeId, id))
    .orderBy(asc(dependants.dateOfBirth));
  const benefits = await db
    .select({ id: employeeBenefits.employeeId })
    .from(employeeBenefits)
    .where(eq(employeeBenefits.employeeId, id))
    .limit(1);
  return { ...employee, dependants: family.map(toDependant), has_benefits: benefits.length > 0 };
}

export { inScope };
