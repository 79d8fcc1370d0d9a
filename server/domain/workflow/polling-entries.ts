import { and, desc, eq } from 'drizzle-orm';
import { caseRefInput, pollingReviewInput, type PollingEntry } from '../../../src/contracts/workflow/desk';
import type { Db } from '../../db/client';
import { pollingEntries, users } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { caseInScope, recordOnCase } from './case-trail';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

export async function listPolling(db: Db, caller: Caller, input: unknown): Promise<PollingEntry[]> {
  const { case_id } = parseInput(caseRefInput, input);
  const found = await caseInScope(db, caller, case_id);
  const rows = await db
    .select({ p: pollingEntries, by: users.fullName })
    .from(pollingEntries)
    .leftJoin(users, eq(users.id, pollingEntries.reviewedBy))
    .where(eq(pollingEntries.caseId, found.id))
    .orderBy(desc(pollingEntries.polledAt), desc(pollingEntries.id));
  return rows.map(({ p, by }) => ({
    id: p.id,
    case_id: p.caseId,
    system: p.system,
    reference: p.reference,
    result: p.result,
    status: p.status as PollingEntry['status'],
    polled_at: p.polledAt.toISOString(),
    reviewed_by_name: by,
    reviewed_at: p.reviewedAt ? p.reviewedAt.toISOString() : null,
  }));
}

/** Marks a polled result Reviewed (spec §4), once: a second review is refused and changes nothing. */
export async function reviewPolling(db: Db, caller: Caller, input: unknown): Promise<PollingEntry[]> {
  caller.require(permissionKeys.workflowCreate, 'review polling entries');
  const { id } = parseInput(pollingReviewInput, input);
  const caseId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pollingEntries)
      .where(and(eq(pollingEntries.id, id), scoped(caller, pollingEntries.tenantId)))
      .for('update');
    if (!row) throw new AppError('notFound', 'That polling entry does not exist');
    if (row.status === 'Reviewed') throw new AppError('validation', 'That polling entry is already reviewed');
    await caseInScope(tx, caller, row.caseId);
    await tx
      .update(pollingEntries)
      .set({ status: 'Reviewed', reviewedBy: caller.userId, reviewedAt: new Date() })
      .where(eq(pollingEntries.id, id));
    await recordOnCase(tx, {
      caseId: row.caseId,
      tenantId: row.tenantId,
      userId: caller.userId,
      action: 'polling reviewed',
      note: `${row.system} ${row.reference}`,
      changes: { polling_status: ['New', 'Reviewed'] },
    });
    await audit(tx, {
      action: 'polling.review',
      entity: 'polling_entry',
      entityId: id,
      userId: caller.userId,
      tenantId: row.tenantId,
    });
    return row.caseId;
  });
  return listPolling(db, caller, { case_id: caseId });
}
