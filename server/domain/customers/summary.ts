import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dependants, divisions, employees } from '../../db/schema';
import { inScope, getEmployer, listContacts, listDivisions, listSites, type TenantScope } from './read';
import { found } from '../caller';

/** The customer home (/busorg/bus-home/customer): the employer with its people in figures. */
export async function employerSummary(db: Db, scope: TenantScope, id: number) {
  const employer = found(await getEmployer(db, scope, id), 'Customer');
  const scoped = and(eq(employees.employerId, id), inScope(employees.tenantId, scope));
  const [divisionList, siteList, contactList, byDivision, byGrade, [totals], [family]] = await Promise.all([
    listDivisions(db, scope, id),
    listSites(db, scope, id),
    listContacts(db, scope, id),
    db
      .select({ division_id: employees.divisionId, name: divisions.name, employees: count() })
      .from(employees)
      .leftJoin(divisions, eq(divisions.id, employees.divisionId))
      .where(scoped)
      .groupBy(employees.divisionId, divisions.name),
    db
      .select({ job_grade: employees.jobGrade, employees: count() })
      .from(employees)
      .where(scoped)
      .groupBy(employees.jobGrade),
    db
      .select({
        employees: count(),
        active: sql<number>`count(*) filter (where ${employees.status} = 'active')`.mapWith(Number),
        payroll: sql<number>`coalesce(sum(${employees.monthlySalary}), 0)`.mapWith(Number),
      })
      .from(employees)
      .where(scoped),
    db
      .select({ dependants: count() })
      .from(dependants)
      .innerJoin(employees, eq(employees.id, dependants.employeeId))
      .where(scoped),
  ]);
  return {
    employer,
    divisions: divisionList,
    sites: siteList,
    contacts: contactList,
    counts: { ...totals, dependants: family.dependants },
    by_division: byDivision.map((d) => ({ ...d, name: d.name ?? 'No division' })),
    by_grade: byGrade,
  };
}
