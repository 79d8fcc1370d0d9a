import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { CustomerDetails } from '../../../src/contracts/internal-org/entities';
import type { Db } from '../../db/client';
import { cases, contacts, divisions, employees, salesDocuments, sites, tenants } from '../../db/schema';
import { getEmployer, inScope, type TenantScope } from '../customers/read';
import { found } from '../caller';

/**
 * /busorg/customer-details: the customer with its cases and leads (linked to it, one of its employees or
 * contacts, or logged under its name) and its sales documents; read-only, tenant-scoped.
 */
export async function customerDetails(db: Db, scope: TenantScope, id: number): Promise<CustomerDetails> {
  const e = found(await getEmployer(db, scope, id), 'Customer');
  const countOf = async (table: typeof divisions | typeof sites | typeof contacts | typeof employees) =>
    (await db.select({ n: count() }).from(table).where(eq(table.employerId, id)))[0].n;
  const [tenant, nDiv, nSite, nContact, staff, people] = await Promise.all([
    db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, e.tenant_id)),
    countOf(divisions),
    countOf(sites),
    countOf(contacts),
    db.select({ id: employees.id }).from(employees).where(eq(employees.employerId, id)),
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.employerId, id)),
  ]);
  const staffIds = staff.map((s) => s.id);
  const contactIds = people.map((c) => c.id);
  const [caseRows, salesRows] = await Promise.all([
    db
      .select()
      .from(cases)
      .where(
        and(
          inScope(cases.tenantId, scope),
          or(
            and(eq(cases.partyType, 'employer'), eq(cases.partyId, id)),
            staffIds.length
              ? and(eq(cases.partyType, 'employee'), inArray(cases.partyId, staffIds))
              : undefined,
            contactIds.length
              ? and(eq(cases.partyType, 'contact'), inArray(cases.partyId, contactIds))
              : undefined,
            eq(cases.partyName, e.name),
          ),
        ),
      )
      .orderBy(desc(cases.createdAt))
      .limit(1000),
    db
      .select()
      .from(salesDocuments)
      .where(and(inScope(salesDocuments.tenantId, scope), eq(salesDocuments.employerId, id)))
      .orderBy(desc(salesDocuments.createdAt)),
  ]);
  return {
    employer: {
      id: e.id,
      name: e.name,
      trading_name: e.trading_name,
      industry: e.industry,
      registration_number: e.registration_number,
      email: e.email,
      phone: e.phone,
      city: e.city,
      province: e.province,
      status: e.status,
      tenant_name: tenant[0]?.name ?? '',
    },
    counts: { employees: staffIds.length, divisions: nDiv, sites: nSite, contacts: nContact },
    cases: caseRows.map((c) => ({
      id: c.id,
      number: c.number,
      record_type: c.recordType,
      title: c.title,
      status: c.status,
      priority: c.priority,
      create_datetime: c.createdAt.toISOString(),
    })),
    sales: salesRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      number: s.number,
      title: s.title,
      status: s.status,
      total_cents: s.totalCents,
    })),
  };
}
