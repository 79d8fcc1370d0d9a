import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { permissionKeys, type PermissionName } from '../../src/contracts/permissions';
import type { SessionData } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import * as schema from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { demoAccounts, seedAccounts } from '../../server/db/seed/demo-accounts';
import { createTestApp, post, signIn } from './helpers';
import { createEmptyTestDatabase } from './test-database';

// From an empty database, as a first `npm start` does: every other file copies the run's template, so this one
// keeps the migrations and the seed running from nothing on each engine.
const empty = await createEmptyTestDatabase();
afterAll(() => empty.drop());
const t = await createTestApp({ database: empty });
const { db } = t.database;

async function snapshot(): Promise<string> {
  const tables = [
    schema.tenants,
    schema.roles,
    schema.rolePermissions,
    schema.users,
    schema.userProfiles,
    schema.userTenants,
    schema.passwordHistory,
  ];
  return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table))));
}

async function roleMap(roleName: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: schema.rolePermissions.key, value: schema.rolePermissions.value })
    .from(schema.rolePermissions)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.rolePermissions.roleId))
    .where(eq(schema.roles.name, roleName));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const allKeys = Object.keys(permissionKeys) as PermissionName[];
const mapWith = (zeroes: PermissionName[], minusOnes: PermissionName[] = []) =>
  Object.fromEntries(
    allKeys.map((name) => [
      permissionKeys[name],
      minusOnes.includes(name) ? -1 : zeroes.includes(name) ? 0 : 1,
    ]),
  );

describe('seed', () => {
  it('running it again changes nothing, and keeps later edits', async () => {
    const before = await snapshot();
    await seedDatabase(db);
    expect(await snapshot()).toBe(before);
    const [agent] = await db.select().from(schema.roles).where(eq(schema.roles.name, 'Agent'));
    const key = permissionKeys.customersView;
    const row = and(eq(schema.rolePermissions.roleId, agent.id), eq(schema.rolePermissions.key, key));
    await db.update(schema.rolePermissions).set({ value: -1 }).where(row);
    await seedDatabase(db);
    expect((await roleMap('Agent'))[key]).toBe(-1);
    await db.update(schema.rolePermissions).set({ value: 1 }).where(row);
  });

  it('holds the tenant tree, five roles and the staff list with argon2id hashes', async () => {
    const tenants = await db.select().from(schema.tenants);
    const byId = new Map(tenants.map((x) => [x.id, x.name]));
    const parentOf = Object.fromEntries(
      tenants.map((x) => [x.name, x.parentId === null ? null : byId.get(x.parentId)]),
    );
    expect(parentOf).toEqual({
      'Ubuntu Benefits Group': null,
      'Ubuntu Benefits Gauteng': 'Ubuntu Benefits Group',
      'Pretoria Office': 'Ubuntu Benefits Gauteng',
      'Johannesburg Office': 'Ubuntu Benefits Gauteng',
      'Ubuntu Benefits Western Cape': 'Ubuntu Benefits Group',
      'Cape Town Office': 'Ubuntu Benefits Western Cape',
    });
    const users = await db.select().from(schema.users);
    expect(users.map((u) => u.loginName).sort()).toEqual(seedAccounts.map((a) => a.username).sort());
    for (const user of users) expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(users.length); // salted: no two alike
  });

  it('gives each role the permission map of the brief', async () => {
    const agentZeroes: PermissionName[] = [
      'workflowYank',
      'workflowClose',
      'workflowBulk',
      'workgroupAdmin',
      'caseSetup',
      'removeDivision',
      'removeProductHouse',
      'removeProduct',
      'metadataView',
      'metadataEdit',
      'metadataBulkLoad',
      'supervisorDebug',
      'supervisorTeamView',
      // Issue 39: the queues' service level is the floor's supervisors' view.
      'telephonyServiceLevel',
      // Issue 39: what a queue does at its wait limit is set up by administrators and supervisors.
      'queueSetup',
      'telephonyMonitor',
      'adminMachineEvents',
      'adviceSchemeStatus',
      'taskAdmin',
      'removeDepartment',
      'internalEmployeeEdit',
      'fspEdit',
      'tenantConfigEdit',
      'signInLocks',
      // Issue 22: agents work the targets they are given; running campaigns is a supervisor's.
      'campaignManage',
      // A Service an agent added would show on every desk: changing the classification is administration.
      'classificationAdmin',
      // Issue 39: downloading a call recording is a supervisor's (playing one needs only the case).
      'recordingDownload',
    ];
    // Issue 39: listening to calls is the floor's (Supervisor, Team Lead), not administration.
    expect(await roleMap('Administrator')).toEqual(mapWith(['telephonyMonitor']));
    expect(await roleMap('Supervisor')).toEqual(
      mapWith(['adminMachineEvents', 'tenantConfigEdit', 'signInLocks']),
    );
    expect(await roleMap('Team Lead')).toEqual(
      mapWith([
        'adminMachineEvents',
        'metadataEdit',
        'tenantConfigEdit',
        'signInLocks',
        'recordingDownload',
        'queueSetup',
      ]),
    );
    expect(await roleMap('Agent')).toEqual(mapWith(agentZeroes, ['removeEmployee']));
    expect(await roleMap('Adviser')).toEqual(mapWith(agentZeroes, ['removeEmployee']));
  });

  it('every demo account signs in with its profiles in order', async () => {
    for (const account of demoAccounts) {
      const session = await signIn(t.app, account.username);
      const answer = await post<SessionData>(t.app, paths.userDetailsRefresh, undefined, undefined, {
        cookie: session.cookie,
      });
      expect(answer.body.data.user_details.user_name).toBe(account.fullName);
      expect(answer.body.data.profiles.map((p) => p.role_name)).toEqual(account.profiles);
      expect(answer.body.data.current_profile.role_name).toBe(account.profiles[0]);
    }
  });
});
