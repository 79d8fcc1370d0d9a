import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../client';
import { contacts, employees, employers } from '../../schema';
import type { PartyKind } from './texts';
import { systemScope } from '../../../domain/system-scope';

export type SeedParty = { kind: PartyKind; id: number; name: string; employer: string };
export type TenantParties = Record<PartyKind, SeedParty[]>;

/**
 * The seeded customers of one tenant, in id order so the same draw picks the same party on every machine. One
 * query after the other: `db` is a transaction here, one PostgreSQL connection, which runs one query at a time
 * (node-postgres deprecates queueing several on one client, and pg 9 refuses it).
 */
export async function tenantParties(db: Db, tenantId: number): Promise<TenantParties> {
  const companies = await db
    .select({ id: employers.id, name: employers.name })
    .from(employers)
    .where(systemScope('seed').tenant(tenantId, employers.tenantId))
    .orderBy(asc(employers.id));
  const staff = await db
    .select({ id: employees.id, first: employees.firstName, last: employees.lastName, of: employers.name })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(systemScope('seed').tenant(tenantId, employees.tenantId))
    .orderBy(asc(employees.id));
  const people = await db
    .select({ id: contacts.id, first: contacts.firstName, last: contacts.lastName, of: employers.name })
    .from(contacts)
    .innerJoin(employers, eq(employers.id, contacts.employerId))
    .where(systemScope('seed').tenant(tenantId, contacts.tenantId))
    .orderBy(asc(contacts.id));
  return {
    employer: companies.map((c) => ({ kind: 'employer', id: c.id, name: c.name, employer: c.name })),
    employee: staff.map((p) => ({
      kind: 'employee',
      id: p.id,
      name: `${p.first} ${p.last}`,
      employer: p.of,
    })),
    contact: people.map((p) => ({ kind: 'contact', id: p.id, name: `${p.first} ${p.last}`, employer: p.of })),
  };
}

/** A party of the wanted kind (or, if the tenant has none of it, its employers); `u` is a draw in [0, 1). */
export function drawParty(parties: TenantParties, kind: PartyKind, u: number): SeedParty | null {
  const list = parties[kind].length ? parties[kind] : parties.employer;
  return list.length ? list[Math.floor(u * list.length)] : null;
}
