import { and, eq } from 'drizzle-orm';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { editableCaseFields, updateCaseInput } from '../../../src/contracts/workflow/presence';
import type { Db } from '../../db/client';
import { cases, workgroupMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { type Caller, scoped } from '../caller';
import { reclassify, recountDue, type Changes } from './case-classification';
import { staleSaveError } from './case-conflict';
import { recordOnCase } from './case-trail';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';
import { parseInput } from './validate';

type CaseRow = typeof cases.$inferSelect;

/** Like the desk's actions: the owner, or a member of the record's workgroup (spec §4, §6). */
async function requireEditor(db: Db, caller: Caller, row: CaseRow): Promise<void> {
  if (row.ownerUserId === caller.userId) return;
  const [member] = await db
    .select({ userId: workgroupMembers.userId })
    .from(workgroupMembers)
    .where(
      and(eq(workgroupMembers.workgroupId, row.workgroupId), eq(workgroupMembers.userId, caller.userId)),
    );
  if (!member) throw new AppError('forbidden', 'Only the owner or members of the workgroup can edit it');
}

/**
 * Saves edited details of one case or lead, only over the version the editor opened: a save over someone else's
 * change is refused with that change (./case-conflict.ts), so nothing is overwritten silently. The answer is the
 * change the push channel sends, so every open list and page refreshes the record.
 */
export async function updateCase(db: Db, caller: Caller, input: unknown): Promise<WorkflowChange> {
  const data = parseInput(updateCaseInput, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.id, data.id), scoped(caller, cases.tenantId)))
      .for('update');
    if (!row) throw new AppError('notFound', 'That case does not exist');
    await requireEditor(tx, caller, row);
    if (row.status === 'Closed') throw new AppError('validation', `${row.number} is closed`);
    if (data.version !== row.version) throw await staleSaveError(tx, row, data.version);
    const changes: Changes = {};
    const patch: Partial<typeof cases.$inferInsert> = {};
    for (const field of editableCaseFields) {
      const next = data[field];
      if (next !== undefined && next !== row[field]) {
        changes[field] = [row[field], next];
        patch[field] = next;
      }
    }
    const classified = await reclassify(tx, row, data);
    Object.assign(changes, classified.changes);
    Object.assign(patch, classified.patch);
    if (Object.keys(changes).length === 0)
      throw new AppError('validation', 'Nothing to save: the details are as they were');
    // The due time follows from classification, severity and priority: any of them changed, it is counted again.
    if (changes.classification || changes.severity || changes.priority) {
      const due = await recountDue(tx, row, patch.severity ?? row.severity, patch.priority ?? row.priority);
      Object.assign(changes, due.changes);
      Object.assign(patch, due.patch);
    }
    await tx
      .update(cases)
      .set({ ...patch, updatedAt: new Date(), version: row.version + 1 })
      .where(eq(cases.id, row.id));
    // The version stamp lets a later stale save name exactly the edits made since its version.
    await recordOnCase(tx, {
      caseId: row.id,
      tenantId: row.tenantId,
      userId: caller.userId,
      action: 'update',
      changes: { ...changes, version: [row.version, row.version + 1] },
      note: classified.mapped ? 'Severity and priority from the classification mapping' : undefined,
    });
    await audit(tx, {
      action: `${row.recordType}.update`,
      entity: row.recordType,
      entityId: row.id,
      userId: caller.userId,
      tenantId: row.tenantId,
      detail: { fields: Object.keys(changes) },
    });
    const [after] = await selectCases(tx).where(eq(cases.id, row.id));
    const [record] = await withSla(tx, [toCaseRecord(after)]);
    return {
      action: 'update',
      record,
      previous: { wrkgrp_id: row.workgroupId, owner_user_id: row.ownerUserId, tenant_id: row.tenantId },
      by_user_id: caller.userId,
    };
  });
}
