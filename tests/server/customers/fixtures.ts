import { eq } from 'drizzle-orm';
import { employers, tenants } from '../../../server/db/schema';
import { createTestApp, post, signIn, type TestApp } from '../helpers';

/** A test app with the three demo accounts signed in, and lookups of seeded tenants and employers by name. */
export async function customersWorld() {
  const t: TestApp = await createTestApp();
  const [admin, supervisor, agent] = await Promise.all(
    ['admin', 'supervisor', 'agent'].map((u) => signIn(t.app, u)),
  );
  const db = t.database.db;
  const tenantId = async (name: string) =>
    (await db.select().from(tenants).where(eq(tenants.name, name)))[0].id;
  const employerId = async (name: string) =>
    (await db.select().from(employers).where(eq(employers.name, name)))[0].id;
  const call = <T = unknown>(path: string, body: unknown, token: string) => post<T>(t.app, path, body, token);
  return { t, db, admin, supervisor, agent, tenantId, employerId, call };
}
