import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { telephonyExtensions, telephonyQueueMembers, telephonyQueues, tenants, users } from '../schema';
import { seedAccounts } from './demo-accounts';
import { systemScope } from '../../domain/system-scope';

/** The first extension; staff get 1001, 1002, … in the order of the seeded accounts. */
export const firstExtension = 1001;

export type SeedQueue = {
  tenant: string;
  name: string;
  /** The number customers dial (issue 20). */
  number: string;
  /** Enforced after-call work; claims need notes, so theirs is longer, and one queue has none. */
  wrapUpSeconds: number;
  members: string[];
};

/** Call queues per office, with the agents (by login name) who take their calls. */
export const seedQueues: readonly SeedQueue[] = [
  {
    tenant: 'Pretoria Office',
    name: 'Member Services – Pretoria',
    number: '5001',
    wrapUpSeconds: 0,
    members: ['agent', 'lerato.khumalo'],
  },
  {
    tenant: 'Johannesburg Office',
    name: 'Claims Support – Johannesburg',
    number: '5002',
    wrapUpSeconds: 30,
    members: ['agent', 'sipho.dlamini', 'zanele.mthembu'],
  },
  {
    tenant: 'Ubuntu Benefits Gauteng',
    name: 'Gap Cover Sales – Gauteng',
    number: '5003',
    wrapUpSeconds: 15,
    members: ['supervisor', 'thabo.molefe', 'lerato.khumalo'],
  },
  {
    tenant: 'Cape Town Office',
    name: 'Member Services – Cape Town',
    number: '5004',
    wrapUpSeconds: 0,
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
        .where(
          and(
            systemScope('seed').tenant(tenant.id, telephonyQueues.tenantId),
            eq(telephonyQueues.name, queue.name),
          ),
        );
      if (!row)
        [row] = await tx
          .insert(telephonyQueues)
          .values({
            tenantId: tenant.id,
            name: queue.name,
            number: queue.number,
            wrapUpSeconds: queue.wrapUpSeconds,
          })
          .returning({ id: telephonyQueues.id });
      // A store seeded before queues had numbers gets them, but a number someone set is kept.
      else
        await tx
          .update(telephonyQueues)
          .set({ number: queue.number, wrapUpSeconds: queue.wrapUpSeconds })
          .where(and(eq(telephonyQueues.id, row.id), isNull(telephonyQueues.number)));
      const members = queue.members.flatMap((login) => {
        const userId = idOf.get(login);
        return userId === undefined ? [] : [{ queueId: row.id, userId }];
      });
      if (members.length > 0) await tx.insert(telephonyQueueMembers).values(members).onConflictDoNothing();
    }
  });
}
