import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchPaths, type QuickSearchAnswer } from '../../../src/contracts/search';
import { cases, employees, rolePermissions, roles, tenants } from '../../../server/db/schema';
import { signIn } from '../helpers';
import { customersWorld } from '../customers/fixtures';

const w = await customersWorld();
const db = w.db;
const search = (term: unknown, token: string) =>
  w.call<QuickSearchAnswer>(searchPaths.quick, { term }, token).then((a) => a.body);
const tenantOf = async (name: string) =>
  (await db.select().from(tenants).where(eq(tenants.name, name)))[0].id;

const capeTown = await tenantOf('Cape Town Office');
const [farCase] = await db
  .select()
  .from(cases)
  .where(and(eq(cases.tenantId, capeTown), eq(cases.recordType, 'case')))
  .limit(1);
const [farEmployee] = await db.select().from(employees).where(eq(employees.tenantId, capeTown)).limit(1);
const idsOf = (answer: QuickSearchAnswer, kind: string) =>
  answer.groups.find((g) => g.kind === kind)?.hits.map((h) => h.id) ?? [];

describe('POST /search/quick', () => {
  it('finds a case by its number, newest first, at most 8 per group', async () => {
    const answer = await search(farCase.number.toLowerCase(), w.admin.token);
    expect(answer.errCode).toBe(0);
    expect(idsOf(answer.data, 'case')).toContain(farCase.id);
    const broad = await search('CAS', w.admin.token);
    expect(idsOf(broad.data, 'case')).toHaveLength(8);
  });

  it('never finds a record of a tenant outside the caller’s scope', async () => {
    const byNumber = await search(farCase.number, w.agent.token);
    expect(byNumber.errCode).toBe(0);
    expect(idsOf(byNumber.data, 'case')).not.toContain(farCase.id);
    const byName = await search(`${farEmployee.firstName} ${farEmployee.lastName}`, w.agent.token);
    expect(idsOf(byName.data, 'employee')).not.toContain(farEmployee.id);
    const asAdmin = await search(`${farEmployee.firstName} ${farEmployee.lastName}`, w.admin.token);
    expect(idsOf(asAdmin.data, 'employee')).toContain(farEmployee.id);
  });

  it('finds an employee by the start of the ID number, case-insensitive by name', async () => {
    const answer = await search(farEmployee.idNumber.slice(0, 8), w.admin.token);
    expect(idsOf(answer.data, 'employee')).toContain(farEmployee.id);
    const upper = await search(farEmployee.lastName.toUpperCase(), w.admin.token);
    expect(idsOf(upper.data, 'employee')).toContain(farEmployee.id);
  });

  it('puts records with a word starting with the term before those that only contain it', async () => {
    // The newest case and the first surname alphabetically only contain "nkq"; the others start a word with it.
    const copy = { ...farCase, id: undefined, version: 1 };
    const hour = 3_600_000;
    await db.insert(cases).values([
      { ...copy, number: 'RNK-1', title: 'Nkqubela office move', createdAt: new Date(Date.now() - hour) },
      { ...copy, number: 'RNK-2', title: 'Bankqueue refund', createdAt: new Date() },
    ]);
    const person = { ...farEmployee, id: undefined };
    await db.insert(employees).values([
      { ...person, idNumber: '0001010000001', employeeNumber: 'RNK1', lastName: 'Abankqa' },
      { ...person, idNumber: '0001010000002', employeeNumber: 'RNK2', lastName: 'Nkqayi' },
    ]);
    const answer = await search('nkq', w.admin.token);
    const startsWord = (title: string) =>
      title
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith('nk'));
    for (const group of answer.data.groups) {
      const flags = group.hits.map((h) => startsWord(h.title));
      // Once a hit only contains the term, no later hit starts a word with it.
      expect(flags.slice(flags.indexOf(false) < 0 ? flags.length : flags.indexOf(false))).not.toContain(true);
    }
    const titles = (kind: string) =>
      answer.data.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title);
    expect(titles('case')).toEqual(['RNK-1 Nkqubela office move', 'RNK-2 Bankqueue refund']);
    expect(titles('employee')?.map((t) => t.split(' ').at(-1))).toEqual(['Nkqayi', 'Abankqa']);
  });

  it('answers no groups for a term under two characters, and refuses a term over 100 with errCode 1', async () => {
    expect((await search(' C ', w.admin.token)).data).toEqual({ groups: [] });
    const long = await search('x'.repeat(101), w.admin.token);
    expect(long.errCode).toBe(1);
    expect((await search(42, w.admin.token)).errCode).toBe(1);
  });

  it('needs a session', async () => {
    expect((await w.call(searchPaths.quick, { term: 'CAS' }, '')).body.errCode).not.toBe(0);
  });

  it('leaves out the customer groups for a profile without the key to see customers', async () => {
    // zanele.mthembu works only as an Adviser; the Adviser profile loses the key before she signs in.
    const [adviser] = await db.select().from(roles).where(eq(roles.name, 'Adviser'));
    await db
      .update(rolePermissions)
      .set({ value: 0 })
      .where(and(eq(rolePermissions.roleId, adviser.id), eq(rolePermissions.key, '4__4001')));
    const zanele = await signIn(w.t.app, 'zanele.mthembu');
    // The first employee by id of each one's office: without an order PostgreSQL may answer any row, and the
    // agent's check only means something for an employee in the agent's own office (Pretoria, the first tenant).
    const firstEmployeeOf = async (office: string) =>
      (
        await db
          .select()
          .from(employees)
          .where(eq(employees.tenantId, await tenantOf(office)))
          .orderBy(employees.id)
          .limit(1)
      )[0];
    const own = await firstEmployeeOf('Johannesburg Office');
    const answer = await search(own.lastName, zanele.token);
    expect(answer.errCode).toBe(0);
    expect(answer.data.groups.map((g) => g.kind)).not.toContain('employee');
    expect(answer.data.groups.every((g) => g.kind === 'case' || g.kind === 'lead')).toBe(true);
    const agents = await firstEmployeeOf('Pretoria Office');
    const withKey = await search(agents.lastName, w.agent.token);
    expect(idsOf(withKey.data, 'employee')).toContain(agents.id);
  });
});
