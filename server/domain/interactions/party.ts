import { sql, type SQL } from 'drizzle-orm';
import type { InteractionPartyType } from '../../../src/contracts/interactions/list';
import type { Db } from '../../db/client';
import { contacts, employees, employers } from '../../db/schema';
import { found, type Caller } from '../caller';

export type Party = { type: InteractionPartyType; id: number };

const nouns = { employer: 'Customer', contact: 'Contact', employee: 'Employee' } as const;

/** The party must lie in the caller's tenants; outside them it reads as missing, like a wrong id. */
export async function requireParty(db: Db, caller: Caller, party: Party): Promise<void> {
  found(await caller.find({ kind: party.type, id: party.id }, db), nouns[party.type]);
}

/**
 * The people a party stands for, as `(party_type, party_id)` pairs: an employer's timeline holds its contacts'
 * and employees' touches too, a person's only their own.
 */
export function partyMembers(party: Party): SQL {
  if (party.type !== 'employer') return sql`(values (${party.type}::text, ${party.id}::int))`;
  return sql`(select 'employer'::text, ${party.id}::int
    union all select 'contact', ${contacts.id} from ${contacts} where ${contacts.employerId} = ${party.id}
    union all select 'employee', ${employees.id} from ${employees} where ${employees.employerId} = ${party.id})`;
}

/** The employees among the party's people (advice belongs to an employee). */
export function partyEmployees(party: Party): SQL {
  if (party.type === 'employee') return sql`(values (${party.id}::int))`;
  if (party.type === 'employer')
    return sql`(select ${employees.id} from ${employees} where ${employees.employerId} = ${party.id})`;
  return sql`(select null::int where false)`;
}

/** The party's mail addresses, lower case: mail sent to any of them is a touch with the party. */
export function partyEmails(party: Party): SQL {
  const person = (table: typeof contacts | typeof employees, where: SQL) =>
    sql`select lower(${table.email}) from ${table} where ${where} and ${table.email} <> ''`;
  if (party.type === 'contact') return sql`(${person(contacts, sql`${contacts.id} = ${party.id}`)})`;
  if (party.type === 'employee') return sql`(${person(employees, sql`${employees.id} = ${party.id}`)})`;
  return sql`(select lower(${employers.email}) from ${employers} where ${employers.id} = ${party.id}
    and ${employers.email} <> ''
    union all ${person(contacts, sql`${contacts.employerId} = ${party.id}`)}
    union all ${person(employees, sql`${employees.employerId} = ${party.id}`)})`;
}

/** The party's phone numbers (E.164 digits, as the call log keeps them): a call from or to one is a touch. */
export function partyPhones(party: Party): SQL {
  const contactNumbers = (where: SQL) =>
    sql`select unnest(array[${contacts.phone}, ${contacts.mobile}]) from ${contacts} where ${where}`;
  const employeeNumbers = (where: SQL) =>
    sql`select unnest(array[${employees.mobile}, ${employees.workPhone}]) from ${employees} where ${where}`;
  if (party.type === 'contact') return sql`(${contactNumbers(sql`${contacts.id} = ${party.id}`)})`;
  if (party.type === 'employee') return sql`(${employeeNumbers(sql`${employees.id} = ${party.id}`)})`;
  return sql`(select ${employers.phone} from ${employers} where ${employers.id} = ${party.id}
    union all ${contactNumbers(sql`${contacts.employerId} = ${party.id}`)}
    union all ${employeeNumbers(sql`${employees.employerId} = ${party.id}`)})`;
}
