import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { telephonyExtensions, telephonyQueueMembers, telephonyQueues, tenants, users } from '../schema';
import { seedAccounts } from './demo-accounts';

/** The first extension; staff get 1001, 1002, … in the order of the seeded accounts. */
export const firstExtension = 1001;

/** Call queues per office, with the agents (by login name) who take their calls. */
export const seedQueues: readonly { tenant: string; name: string; members: string[] }[] = [
  { tenant: 'Pretoria Office', name: 'Member Services – Pretoria', members: ['agent', 'lerato.khumalo'] },
  {
    tenant: 'Johannesburg Office',
    name: 'Claims Support – Johannesburg',
    members: ['agent', 'sipho.dlamini', 'zanele.mthembu'],
  },
  {
    tenant: 'Ubuntu Benefits Gauteng',
    name: 'Gap Cover Sales – Gauteng',
    members: ['supervisor', 'thabo.molefe', 'lerato.khumalo'],
  },
  {
    tenant: 'Cape Town Office',
    name: 'Member Services – Cape Town',
    members: ['johan.botha', 'ayesha.patel', 'marius.pretorius'],
  },
];

/** Idempotent like the rest of the seed: only missing extensions, queues and memberships are added. */
export async function seedTelephony(db: Db): Promise<void> {
  const staff = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(
      inArray(
        users.loginName,
        seedAccounts.map((a) => a.username),
      ),
    );
  const idOf = new Map(staff.map((u) => [u.loginName, u.id]));
  await db.transaction(async (tx) => {
    const extensions = seedAccounts.flatMap((account, index) => {
      const userId = idOf.get(account.username);
      return userId === undefined ? [] : [{ userId, sipExt: String(firstExtension + index) }];
    });
    if (extensions.length > 0) await tx.insert(telephonyExtensions).values(extensions).onConflictDoNothing();
    for (const queue of seedQueues) {
      const [tenant] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.name, queue.tenant));
      if (!tenant) continue;
      let [row] = await tx
        .select({ id: telephonyQueues.id })
        .from(telephonyQueues)
        .where(and(eq(telephonyQueues.tenantId, tenant.id), eq(telephonyQueues.name, queue.name)));
      if (!row)
        [row] = await tx
          .insert(telephonyQueues)
          .values({ tenantId: tenant.id, name: queue.name })
          .returning({ id: telephonyQueues.id });
      const members = queue.members.flatMap((login) => {
        const userId = idOf.get(login);
        return userId === undefined ? [] : [{ queueId: row.id, userId }];
      });
      if (members.length > 0) await tx.insert(telephonyQueueMembers).values(members).onConflictDoNothing();
    }
  });
}
