import { and, eq, or } from 'drizzle-orm';
import { normalisePhone } from '../../../src/contracts/customers/phone';
import type { Party } from '../../../src/contracts/customers/entities';
import type { Db } from '../../db/client';
import { contacts, employees, employers } from '../../db/schema';
import { inScope, type TenantScope } from './read';

/**
 * Who a phone number belongs to, for the telephony caller lookup: employers (switchboard), their contacts and
 * employees, within the caller's tenant scope. The number may be typed any way (082…, +27…, 0027…); an
 * unparseable number matches nobody. People come before employers; each list is ordered by name.
 */
export async function findPartiesByPhone(db: Db, scope: TenantScope, phone: string): Promise<Party[]> {
  const number = normalisePhone(phone);
  if (!number || !scope.length) return [];
  const [contactRows, employeeRows, employerRows] = await Promise.all([
    db
      .select({ c: contacts, employerName: employers.name })
      .from(contacts)
      .innerJoin(employers, eq(employers.id, contacts.employerId))
      .where(
        and(inScope(contacts.tenantId, scope), or(eq(contacts.phone, number), eq(contacts.mobile, number))),
      ),
    db
      .select({ e: employees, employerName: employers.name })
      .from(employees)
      .innerJoin(employers, eq(employers.id, employees.employerId))
      .where(
        and(
          inScope(employees.tenantId, scope),
          or(eq(employees.mobile, number), eq(employees.workPhone, number)),
        ),
      ),
    db
      .select()
      .from(employers)
      .where(and(inScope(employers.tenantId, scope), eq(employers.phone, number))),
  ]);
  const byName = (a: Party, b: Party) => a.name.localeCompare(b.name);
  const people: Party[] = [
    ...contactRows.map(({ c, employerName }) => ({
      kind: 'contact' as const,
      id: c.id,
      tenant_id: c.tenantId,
      name: `${c.firstName} ${c.lastName}`,
      employer_id: c.employerId,
      employer_name: employerName,
      role: c.jobTitle,
      phone: number,
    })),
    ...employeeRows.map(({ e, employerName }) => ({
      kind: 'employee' as const,
      id: e.id,
      tenant_id: e.tenantId,
      name: `${e.firstName} ${e.lastName}`,
      employer_id: e.employerId,
      employer_name: employerName,
      role: e.jobTitle,
      phone: number,
    })),
  ].sort(byName);
  const companies: Party[] = employerRows
    .map((r) => ({
      kind: 'employer' as const,
      id: r.id,
      tenant_id: r.tenantId,
      name: r.name,
      employer_id: r.id,
      employer_name: r.name,
      role: r.industry,
      phone: number,
    }))
    .sort(byName);
  return [...people, ...companies];
}
