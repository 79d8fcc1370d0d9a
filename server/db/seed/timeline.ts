import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../client';
import { cases, tasks, telephonyCallLogs } from '../schema';

// The calls that logged the phoned-in cases, and a follow-up task on some of them, so a customer's timeline
// (issue 18) shows calls and tasks beside its cases on a fresh start. Keyed by the case number (the call's
// sip_call_id, the task's external reference), so a second run adds nothing and edits survive restarts.
const callKey = (tenantId: number, number: string) => `seed-${tenantId}-${number}`;
const taskKey = (number: string) => `FUP-${number}`;
const minute = 60_000;

export async function seedTimeline(db: Db): Promise<void> {
  const phoned = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.source, 'call'),
        isNotNull(cases.partyId),
        isNotNull(cases.ownerUserId),
        like(cases.number, 'CAS-%'),
      ),
    );
  if (phoned.length === 0) return;
  const haveCalls = new Set(
    (
      await db
        .select({ key: telephonyCallLogs.sipCallId })
        .from(telephonyCallLogs)
        .where(
          inArray(
            telephonyCallLogs.caseId,
            phoned.map((c) => c.id),
          ),
        )
    ).map((r) => r.key),
  );
  const haveTasks = new Set(
    (
      await db
        .select({ key: tasks.externalReference })
        .from(tasks)
        .where(
          inArray(
            tasks.caseId,
            phoned.map((c) => c.id),
          ),
        )
    ).map((r) => r.key),
  );
  const calls = phoned
    .filter((c) => !haveCalls.has(callKey(c.tenantId, c.number)))
    .map((c) => {
      const startedAt = new Date(c.createdAt.getTime() - 6 * minute);
      return {
        tenantId: c.tenantId,
        userId: c.ownerUserId as number,
        direction: 'inbound',
        number: c.callerPhone ?? '',
        sipCallId: callKey(c.tenantId, c.number),
        status: 'Completed',
        startedAt,
        answeredAt: new Date(startedAt.getTime() + 0.3 * minute),
        endedAt: new Date(startedAt.getTime() + 5 * minute),
        dispositionCode: 'CASE_LOGGED',
        note: `${c.partyName ?? 'The caller'}: ${c.title.toLowerCase()}`,
        caseId: c.id,
      };
    })
    .filter((c) => c.number !== '');
  // Every third phoned-in case that is still open gets a follow-up task for its owner, made soon after the case
  // (never later than now: the seed dates some cases minutes before the database is created).
  const now = Date.now();
  const after = (c: (typeof phoned)[number]) =>
    new Date(c.createdAt.getTime() + Math.min(20 * minute, (now - c.createdAt.getTime()) / 2));
  const followUps = phoned
    .filter((c, i) => i % 3 === 0 && c.status !== 'Closed' && !haveTasks.has(taskKey(c.number)))
    .map((c) => ({
      tenantId: c.tenantId,
      title: `Follow up: ${c.title}`,
      description: `Call ${c.partyName ?? 'the customer'} back with the outcome of ${c.number}.`,
      workgroupId: c.workgroupId,
      ownerUserId: c.ownerUserId,
      dueAt: new Date(c.createdAt.getTime() + 2 * 24 * 60 * minute),
      status: 'Open',
      caseId: c.id,
      externalReference: taskKey(c.number),
      createdAt: after(c),
      updatedAt: after(c),
    }));
  await db.transaction(async (tx) => {
    if (calls.length) await tx.insert(telephonyCallLogs).values(calls);
    if (followUps.length) await tx.insert(tasks).values(followUps);
  });
}
