import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { campaigns, campaignVersions, employees, users } from '../../../server/db/schema';
import { customersWorld } from '../customers/fixtures';
import { get, signIn } from '../helpers';

/** The customers world plus campaign lookups: seeded campaigns and versions by name, employees by tenant. */
export async function campaignsWorld() {
  const w = await customersWorld();
  const capeAgent = await signIn(w.t.app, 'ayesha.patel');
  const campaignId = async (name: string) =>
    (await w.db.select().from(campaigns).where(eq(campaigns.name, name)))[0].id;
  const versionId = async (name: string) =>
    (await w.db.select().from(campaignVersions).where(eq(campaignVersions.name, name)))[0].id;
  const userId = async (login: string) =>
    (await w.db.select().from(users).where(eq(users.loginName, login)))[0].id;
  const employeesOf = async (tenant: string, limit = 5) =>
    w.db
      .select()
      .from(employees)
      .where(and(eq(employees.tenantId, await w.tenantId(tenant)), isNotNull(employees.mobile)))
      .orderBy(asc(employees.id))
      .limit(limit);
  const read = <T>(path: string, token: string) => get<T>(w.t.app, path, token);
  return { ...w, capeAgent, campaignId, versionId, userId, employeesOf, read };
}
