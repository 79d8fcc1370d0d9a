import { and, count, desc, eq } from 'drizzle-orm';
import {
  notificationIdInput,
  notificationListInput,
  type Notification,
  type NotificationList,
} from '../../../src/contracts/workflow-admin/notifications';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { notificationRecipients } from '../../../src/contracts/workflow-admin/notifications';

export { notificationRecipients };
import type { Db } from '../../db/client';
import { notifications, workgroupMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { parseInput } from '../workflow/validate';
import type { Caller } from '../caller';

const toNotification = (r: typeof notifications.$inferSelect): Notification => ({
  id: r.id,
  subject: r.subject,
  message: r.message,
  status: r.status as Notification['status'],
  create_datetime: r.createdAt.toISOString(),
  link: r.link,
});

/** Called inside the action's transaction, so a rolled-back action leaves no notification. */
export async function notifyChange(tx: Db, change: WorkflowChange): Promise<number[]> {
  const supervisors =
    change.action === 'dispatch'
      ? (
          await tx
            .select({ id: workgroupMembers.userId })
            .from(workgroupMembers)
            .where(
              and(
                eq(workgroupMembers.workgroupId, change.record.wrkgrp_id),
                eq(workgroupMembers.isSupervisor, true),
              ),
            )
        ).map((r) => r.id)
      : [];
  const to = notificationRecipients(change, supervisors);
  if (!to.length) return [];
  const r = change.record;
  const what = r.record_type === 'lead' ? 'Lead' : 'Case';
  const subject =
    change.action === 'dispatch'
      ? `${what} ${r.number} dispatched to ${r.wrkgrp_name}`
      : `${what} ${r.number} assigned to you`;
  await tx.insert(notifications).values(
    to.map((userId) => ({
      tenantId: r.tenant_id,
      userId,
      subject,
      message: `${r.title} (${r.severity}, ${r.priority})`,
      link: `/case-management/case/${r.id}`,
    })),
  );
  return to;
}

export async function unreadCount(db: Db, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.status, 'Unread')));
  return row.n;
}

/** The caller's own notifications, newest first (never another user's). */
export async function listNotifications(db: Db, caller: Caller, input: unknown): Promise<NotificationList> {
  const q = parseInput(notificationListInput, input ?? {});
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, caller.userId),
        q.status === 'all' ? undefined : eq(notifications.status, q.status),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(q.limit);
  return { rows: rows.map(toNotification), unread: await unreadCount(db, caller) };
}

export async function markRead(db: Db, caller: Caller, input: unknown): Promise<{ unread: number }> {
  const { id } = parseInput(notificationIdInput, input);
  const done = await db
    .update(notifications)
    .set({ status: 'Read', readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, caller.userId)))
    .returning({ id: notifications.id });
  if (!done.length) throw new AppError('notFound', 'That notification does not exist');
  return { unread: await unreadCount(db, caller) };
}

export async function markAllRead(db: Db, caller: Caller): Promise<{ unread: number; marked: number }> {
  const done = await db
    .update(notifications)
    .set({ status: 'Read', readAt: new Date() })
    .where(and(eq(notifications.userId, caller.userId), eq(notifications.status, 'Unread')))
    .returning({ id: notifications.id });
  return { unread: 0, marked: done.length };
}

/** The workgroups a user supervises: dispatches into them notify the user. */
export async function supervisedWorkgroups(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: workgroupMembers.workgroupId })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.userId, userId), eq(workgroupMembers.isSupervisor, true)));
  return new Set(rows.map((r) => r.id));
}
