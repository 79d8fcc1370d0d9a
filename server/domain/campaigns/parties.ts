import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Candidate, PartyType, TargetRef } from '../../../src/contracts/campaigns';
import type { Db } from '../../db/client';
import { cases, contacts, employees, employers } from '../../db/schema';
import { validationError } from '../../http/validation';
import { inTenants } from '../scope-sql';

/** A party as a target stores it: found in the caller's tenants, with the number an agent dials. */
export type Party = {
  party_type: PartyType;
  party_id: number;
  tenant_id: number;
  name: string;
  phone: string | null;
};

async function lookUp(db: Db, scope: number[], type: PartyType, ids: number[]): Promise<Party[]> {
  const tenantsOf = (column: Parameters<typeof inTenants>[1]) => inTenants(scope, column);
  if (type === 'employer') {
    const rows = await db
      .select({
        id: employers.id,
        tenantId: employers.tenantId,
        name: employers.name,
        phone: employers.phone,
      })
      .from(employers)
      .where(and(inArray(employers.id, ids), tenantsOf(employers.tenantId)));
    return rows.map((r) => ({
      party_type: type,
      party_id: r.id,
      tenant_id: r.tenantId,
      name: r.name,
      phone: r.phone,
    }));
  }
  if (type === 'lead') {
    const rows = await db
      .select({
        id: cases.id,
        tenantId: cases.tenantId,
        name: cases.partyName,
        title: cases.title,
        phone: cases.callerPhone,
      })
      .from(cases)
      .where(and(inArray(cases.id, ids), eq(cases.recordType, 'lead'), tenantsOf(cases.tenantId)));
    return rows.map((r) => ({
      party_type: type,
      party_id: r.id,
      tenant_id: r.tenantId,
      name: r.name ?? r.title,
      phone: r.phone,
    }));
  }
  const table = type === 'contact' ? contacts : employees;
  const rows = await db
    .select({
      id: table.id,
      tenantId: table.tenantId,
      first: table.firstName,
      last: table.lastName,
      mobile: table.mobile,
    })
    .from(table)
    .where(and(inArray(table.id, ids), tenantsOf(table.tenantId)));
  return rows.map((r) => ({
    party_type: type,
    party_id: r.id,
    tenant_id: r.tenantId,
    name: `${r.first} ${r.last}`,
    phone: r.mobile,
  }));
}

/**
 * The targets a request names, each resolved inside the caller's tenants. One unknown id refuses the whole list
 * (errCode 1 naming the entry), and another tenant's id reads as unknown, so ids cannot be probed.
 */
export async function resolveParties(db: Db, scope: readonly number[], refs: TargetRef[]): Promise<Party[]> {
  const unique = [...new Map(refs.map((r) => [`${r.party_type}:${r.party_id}`, r])).values()];
  const found = new Map<string, Party>();
  for (const type of new Set(unique.map((r) => r.party_type))) {
    const ids = unique.filter((r) => r.party_type === type).map((r) => r.party_id);
    for (const p of scope.length ? await lookUp(db, [...scope], type, ids) : [])
      found.set(`${type}:${p.party_id}`, p);
  }
  const unknown = unique.findIndex((r) => !found.has(`${r.party_type}:${r.party_id}`));
  if (unknown >= 0)
    throw validationError([
      {
        path: `targets.${unknown}`,
        message: `There is no such ${unique[unknown].party_type} in your tenants`,
      },
    ]);
  return unique.map((r) => found.get(`${r.party_type}:${r.party_id}`) as Party);
}

/** Employees and contacts with a mobile number matching the text: what a supervisor adds as targets. */
export async function findCandidates(db: Db, scope: readonly number[], query: string): Promise<Candidate[]> {
  if (!scope.length) return [];
  const like = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const people = async (type: 'employee' | 'contact') => {
    const t = type === 'contact' ? contacts : employees;
    const rows = await db
      .select({ id: t.id, first: t.firstName, last: t.lastName, mobile: t.mobile, employer: employers.name })
      .from(t)
      .innerJoin(employers, eq(employers.id, t.employerId))
      .where(
        and(
          inTenants([...scope], t.tenantId),
          sql`${t.mobile} is not null`,
          query
            ? or(ilike(t.firstName, like), ilike(t.lastName, like), ilike(employers.name, like))
            : undefined,
        ),
      )
      .orderBy(t.lastName, t.firstName)
      .limit(15);
    return rows.map((r): Candidate => ({
      party_type: type,
      party_id: r.id,
      name: `${r.first} ${r.last}`,
      detail: `${type === 'employee' ? 'Employee' : 'Contact'} · ${r.employer}`,
      phone: r.mobile,
    }));
  };
  return [...(await people('employee')), ...(await people('contact'))];
}
