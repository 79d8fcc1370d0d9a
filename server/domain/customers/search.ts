import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { Employee } from '../../../src/contracts/customers/entities';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { inScope, selectEmployees, type TenantScope } from './read';

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Employee search for the advice helper and the employee screens. Every word of the query must match the
 * first name, last name, employee number or the start of the ID number (so "thabo nkosi", "nkosi",
 * "JCL0004" and "8501" all work). Fewer than 2 characters finds nothing: too broad to be useful.
 */
export async function searchEmployees(
  db: Db,
  scope: TenantScope,
  query: string,
  limit = 25,
): Promise<Employee[]> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!scope.length || words.join('').length < 2) return [];
  const conditions: SQL[] = words.map((word) => {
    const w = escapeLike(word);
    return or(
      ilike(employees.firstName, `%${w}%`),
      ilike(employees.lastName, `%${w}%`),
      ilike(employees.employeeNumber, `%${w}%`),
      ilike(employees.idNumber, `${w}%`),
    ) as SQL;
  });
  return selectEmployees(db, and(inScope(employees.tenantId, scope), ...conditions) as SQL, limit);
}
