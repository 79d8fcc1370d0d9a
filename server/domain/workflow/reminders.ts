import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { caseHistory, cases, notifications } from '../../db/schema';
import { audit } from '../audit';
import type { DomainContext } from '../context';
import { publishWorkflow } from './events';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';

/** Reminders taken per sweep: a backlog after downtime is worked off over a few sweeps, each transaction short. */
const batch = 100;

/**
 * Brings back to In Progress every pending record whose reminder is due, in one transaction, and tells each
 * owner. Rows another instance is already bringing back are skipped (SKIP LOCKED), so two instances sharing one
 * PostgreSQL never remind twice. The changes are published after the commit, so consoles never see a rollback.
 */
export async function sendDueReminders(ctx: DomainContext, now = new Date()): Promise<WorkflowChange[]> {
  const changes = await remindDue(ctx.db, now);
  publishWorkflow(ctx, changes);
  return changes;
}

/** The sweep's transaction, without the push (what a test drives with a `now` of its choosing). */
export async function remindDue(db: Db, now: Date): Promise<WorkflowChange[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cases)
      .where(and(isNotNull(cases.remindAt), lte(cases.remindAt, now), eq(cases.status, 'Pending Customer')))
      .orderBy(asc(cases.remindAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const out: WorkflowChange[] = [];
    for (const row of due) out.push(await remind(tx, row, now));
    return out;
  });
}

async function remind(tx: Db, row: typeof cases.$inferSelect, now: Date): Promise<WorkflowChange> {
  await tx
    .update(cases)
    .set({
      status: 'In Progress',
      pendingReason: null,
      remindAt: null,
      updatedAt: now,
      version: sql`${cases.version} + 1`,
    })
    .where(eq(cases.id, row.id));
  // No user: the service made this move, and it is not the agent's first response (sla.ts counts users only).
  await tx.insert(caseHistory).values({
    caseId: row.id,
    tenantId: row.tenantId,
    userId: null,
    action: 'remind',
    changes: { status: [row.status, 'In Progress'], version: [row.version, row.version + 1] },
    note: row.pendingReason ? `Reminder: ${row.pendingReason}` : 'Reminder',
    at: now,
  });
  await audit(tx, {
    action: `${row.recordType}.remind`,
    entity: row.recordType,
    entityId: row.id,
    tenantId: row.tenantId,
  });
  const [after] = await selectCases(tx).where(eq(cases.id, row.id));
  const [record] = await withSla(tx, [toCaseRecord(after)], now);
  if (row.ownerUserId !== null)
    await tx.insert(notifications).values({
      tenantId: row.tenantId,
      userId: row.ownerUserId,
      subject: `Reminder: ${row.number} is back In Progress`,
      message: row.pendingReason ? `You were waiting for: ${row.pendingReason}` : record.title,
      link: `/case-management/case/${row.id}`,
    });
  return {
    action: 'remind',
    record,
    previous: { wrkgrp_id: row.workgroupId, owner_user_id: row.ownerUserId, tenant_id: row.tenantId },
    // Nobody made it: 0 is no user, so every console, the owner's too, treats it as someone else's change.
    by_user_id: 0,
  };
}
