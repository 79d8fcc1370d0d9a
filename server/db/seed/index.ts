import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  passwordHistory,
  rolePermissions,
  roles,
  tenants,
  userProfiles,
  users,
  userTenants,
} from '../schema';
import { hashPassword } from '../../domain/passwords';
import { demoPassword, seedAccounts } from './demo-accounts';
import { seedPermissions, seedRoleNames } from './roles';
import { seedTenants } from './tenants';
import { seedCustomers } from './customers';
import { seedWorkflow } from './workflow';
import { seedTelephony } from './telephony';
import { seedMetadata } from './metadata';
import { seedAdvice } from './advice';
import { seedWorkflowAdmin } from './workflow-admin';
import { seedTasks } from './tasks';
import { seedWorkflowDesk } from './workflow-desk';
import { seedInternalOrg } from './internal-org';
import { seedCrmMore } from './crm-more';
import { seedSales } from './sales';
import { seedDeskModules } from './desk-modules';
import { seedTimeline } from './timeline';
import { seedNotifications } from './notifications';
import { seedInteractions } from './interactions';
import { seedConfiguration } from './configuration';
import { seedCampaigns } from './campaigns';

/**
 * Idempotent: rows are looked up by their natural key (role name, tenant name, login name) and only missing
 * ones are inserted, so a second run changes nothing — not even a sequence. Existing rows are never updated:
 * an administrator's later edits survive restarts.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const existing = await db
    .select({ loginName: users.loginName })
    .from(users)
    .where(
      inArray(
        users.loginName,
        seedAccounts.map((a) => a.username),
      ),
    );
  const known = new Set(existing.map((row) => row.loginName));
  const missing = seedAccounts.filter((a) => !known.has(a.username));
  // Hash before the transaction: argon2 takes tens of milliseconds and PGlite has a single connection.
  const hashes = await Promise.all(missing.map(() => hashPassword(demoPassword)));

  await db.transaction(async (tx) => {
    const roleIds = await ensureRoles(tx);
    const tenantIds = await ensureTenants(tx);
    for (const [index, account] of missing.entries()) {
      const passwordHash = hashes[index];
      const [user] = await tx
        .insert(users)
        .values({
          loginName: account.username,
          fullName: account.fullName,
          email: account.email,
          passwordHash,
        })
        .returning({ id: users.id });
      await tx.insert(passwordHistory).values({ userId: user.id, passwordHash });
      await tx.insert(userProfiles).values(
        account.profiles.map((role, ordinal) => ({
          userId: user.id,
          roleId: need(roleIds, role),
          ordinal,
        })),
      );
      await tx
        .insert(userTenants)
        .values(account.tenants.map((tenant) => ({ userId: user.id, tenantId: need(tenantIds, tenant) })));
    }
  });
  await seedCustomers(db);
  await seedWorkflow(db);
  await seedTelephony(db);
  await seedMetadata(db);
  await seedAdvice(db);
  await seedWorkflowAdmin(db);
  await seedTasks(db);
  await seedWorkflowDesk(db);
  await seedInternalOrg(db);
  await seedCrmMore(db);
  await seedSales(db);
  await seedDeskModules(db);
  await seedTimeline(db);
  await seedNotifications(db);
  await seedInteractions(db);
  await seedConfiguration(db);
  await seedCampaigns(db);
}

async function ensureRoles(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(roles).where(inArray(roles.name, seedRoleNames));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  for (const name of seedRoleNames) {
    if (ids.has(name)) continue;
    const [role] = await db.insert(roles).values({ name }).returning({ id: roles.id });
    ids.set(name, role.id);
  }
  // A key added to the catalogue after a database was seeded is missing from its role maps, and a missing key
  // is refused: add the seed's value for every missing key on each start. Existing values (an administrator's
  // edits) are kept.
  for (const name of seedRoleNames)
    await db
      .insert(rolePermissions)
      .values(seedPermissions(name).map((p) => ({ roleId: need(ids, name), key: p.key, value: p.value })))
      .onConflictDoNothing();
  return ids;
}

async function ensureTenants(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(tenants)
    .where(
      inArray(
        tenants.name,
        seedTenants.map((t) => t.name),
      ),
    );
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  for (const tenant of seedTenants) {
    if (ids.has(tenant.name)) continue;
    const parentId = tenant.parent === null ? null : need(ids, tenant.parent);
    const [row] = await db
      .insert(tenants)
      .values({ name: tenant.name, parentId })
      .returning({ id: tenants.id });
    ids.set(tenant.name, row.id);
  }
  return ids;
}

function need(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Seed data refers to unknown "${name}"`);
  return id;
}
