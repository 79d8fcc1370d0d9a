import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { cases, notifications, users, workgroupMembers, workgroups } from '../schema';
import { demoAccounts } from './demo-accounts';

const hour = 3_600_000;
type Row = typeof notifications.$inferInsert;

/**
 * For each demo user, the notifications the service would have sent them (the wording of
 * server/domain/workflow-admin/notifications.ts): cases and leads assigned to them, and records dispatched to the
 * workgroups they supervise.
 */
export async function seedNotifications(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.loginName,
          demoAccounts.map((a) => a.username),
        ),
      );
    for (const person of people) {
      // Once per user: anyone who already has a notification that opens a record is left alone, so work done
      // since (reassignments, closed cases) never makes a restart send new ones.
      const [linked] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), isNotNull(notifications.link)))
        .limit(1);
      if (linked) continue;
      const rows = [...(await assigned(tx, person.id)), ...(await dispatched(tx, person.id))];
      const now = Date.now();
      const missing = rows.map((r, i) => {
        const createdAt = new Date(now - (i * 5 + 1) * hour);
        // The newest ones are unread; older ones were read an hour after they arrived.
        const read = i >= 3;
        return {
          ...r,
          createdAt,
          status: read ? 'Read' : 'Unread',
          readAt: read ? new Date(createdAt.getTime() + hour) : null,
        };
      });
      if (missing.length) await tx.insert(notifications).values(missing);
    }
  });
}

const word = (recordType: string) => (recordType === 'lead' ? 'Lead' : 'Case');
const message = (c: { title: string; severity: string; priority: string }) =>
  `${c.title} (${c.severity}, ${c.priority})`;

async function assigned(tx: Db, userId: number): Promise<Row[]> {
  const owned = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.ownerUserId, userId), ne(cases.status, 'Closed')))
    .orderBy(asc(cases.id))
    .limit(4);
  return owned.map((c) => ({
    tenantId: c.tenantId,
    userId,
    subject: `${word(c.recordType)} ${c.number} assigned to you`,
    message: message(c),
    link: `/case-management/case/${c.id}`,
  }));
}

async function dispatched(tx: Db, userId: number): Promise<Row[]> {
  const rows = await tx
    .select({ c: cases, wg: workgroups.name })
    .from(cases)
    .innerJoin(workgroups, eq(workgroups.id, cases.workgroupId))
    .innerJoin(
      workgroupMembers,
      and(eq(workgroupMembers.workgroupId, workgroups.id), eq(workgroupMembers.userId, userId)),
    )
    .where(and(eq(workgroupMembers.isSupervisor, true), ne(cases.status, 'Closed')))
    .orderBy(asc(cases.id))
    .limit(3);
  return rows.map(({ c, wg }) => ({
    tenantId: c.tenantId,
    userId,
    subject: `${word(c.recordType)} ${c.number} dispatched to ${wg}`,
    message: message(c),
    link: `/case-management/case/${c.id}`,
  }));
}
