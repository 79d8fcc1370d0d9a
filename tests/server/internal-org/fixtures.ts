import { eq } from 'drizzle-orm';
import { departments, fsps, internalEmployees, tenants, users } from '../../../server/db/schema';
import { createTestApp, get, post, signIn, type TestApp } from '../helpers';

export type Node = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: { context_items: string[]; tenant_id?: number; section?: string };
};

/** A test app with the demo accounts signed in, and lookups of seeded records by name. */
export async function internalOrgWorld() {
  const t: TestApp = await createTestApp();
  const [admin, supervisor, agent, capeTown] = await Promise.all(
    ['admin', 'supervisor', 'agent', 'johan.botha'].map((u) => signIn(t.app, u)),
  );
  const db = t.database.db;
  const tenantId = async (name: string) =>
    (await db.select().from(tenants).where(eq(tenants.name, name)))[0].id;
  const departmentId = async (name: string) =>
    (await db.select().from(departments).where(eq(departments.name, name)))[0]?.id;
  const userId = async (login: string) =>
    (await db.select().from(users).where(eq(users.loginName, login)))[0].id;
  const fspId = async (num: string) => (await db.select().from(fsps).where(eq(fsps.fspNumber, num)))[0].id;
  const employeeOf = async (login: string) =>
    (
      await db
        .select({ id: internalEmployees.id })
        .from(internalEmployees)
        .where(eq(internalEmployees.userId, await userId(login)))
    )[0].id;
  const call = <T = unknown>(path: string, body: unknown, token: string) => post<T>(t.app, path, body, token);
  const read = <T = unknown>(path: string, token: string) => get<T>(t.app, path, token);
  return {
    t,
    db,
    admin,
    supervisor,
    agent,
    capeTown,
    tenantId,
    departmentId,
    userId,
    fspId,
    employeeOf,
    call,
    read,
  };
}
