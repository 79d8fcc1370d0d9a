import { and, eq, sql } from 'drizzle-orm';
import {
  bulkActionInput,
  wrkgrpTypeOf,
  workflowActionInput,
  type CaseStatus,
  type WorkflowActionInput,
  type WorkflowChange,
} from '../../../src/contracts/workflow/cases';
import { statusAllows } from '../../../src/rules/workflow-actions-by-status';
import type { Db } from '../../db/client';
import { caseHistory, cases, workgroupMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { notifyChange } from '../workflow-admin/notifications';
import { requireMember, resolveWorkgroup } from './membership';
import { selectCases, toCaseRecord } from './records';
import { withSla } from './sla';
import { parseInput } from './validate';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';
import { planLifecycle, type LifecyclePatch } from './lifecycle';
import { recountDue } from './case-classification';

type CaseRow = typeof cases.$inferSelect;
type Patch = Partial<Pick<CaseRow, 'workgroupId' | 'tenantId' | 'ownerUserId' | 'priority' | 'dueAt'>> &
  LifecyclePatch;

async function isMember(db: Db, workgroupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: workgroupMembers.userId })
    .from(workgroupMembers)
    .where(and(eq(workgroupMembers.workgroupId, workgroupId), eq(workgroupMembers.userId, userId)));
  return row !== undefined;
}

/** What an action changes, after the rules of who may do it (spec §4, §6). */
async function planAction(db: Db, caller: Caller, row: CaseRow, input: WorkflowActionInput): Promise<Patch> {
  const type = wrkgrpTypeOf[row.recordType as 'case' | 'lead'];
  const inGroup = row.ownerUserId === caller.userId || (await isMember(db, row.workgroupId, caller.userId));
  const needGroup = (what: string) => {
    if (!inGroup) throw new AppError('forbidden', `Only members of the workgroup can ${what}`);
  };
  switch (input.action) {
    case 'assign': {
      needGroup('assign it');
      const wg = await resolveWorkgroup(db, caller, type, input.wrkgrp_id);
      await requireMember(db, wg.id, input.owner_user_id);
      return { workgroupId: wg.id, tenantId: wg.tenantId, ownerUserId: input.owner_user_id };
    }
    case 'dispatch': {
      needGroup('dispatch it');
      const wg = await resolveWorkgroup(db, caller, type, input.wrkgrp_id);
      return { workgroupId: wg.id, tenantId: wg.tenantId, ownerUserId: null };
    }
    case 'accept':
      if (row.ownerUserId === caller.userId) throw new AppError('validation', 'It is already yours');
      if (row.ownerUserId !== null) throw new AppError('conflict', 'Someone else has already accepted it');
      if (!(await isMember(db, row.workgroupId, caller.userId)))
        throw new AppError('forbidden', 'Only members of the workgroup can accept it');
      return { ownerUserId: caller.userId, status: row.status === 'Open' ? 'In Progress' : undefined };
    case 'reject': {
      if (row.ownerUserId !== caller.userId) throw new AppError('forbidden', 'Only the owner can reject it');
      const wg = await resolveWorkgroup(db, caller, type, input.wrkgrp_id ?? row.workgroupId);
      if (input.owner_user_id) {
        if (input.owner_user_id === caller.userId)
          throw new AppError('validation', 'Send it to someone else');
        await requireMember(db, wg.id, input.owner_user_id);
      }
      return { workgroupId: wg.id, tenantId: wg.tenantId, ownerUserId: input.owner_user_id ?? null };
    }
    case 'yank':
      caller.require(permissionKeys.workflowYank, 'yank records');
      if (row.ownerUserId === caller.userId) throw new AppError('validation', 'It is already yours');
      return { ownerUserId: caller.userId, status: row.status === 'Open' ? 'In Progress' : undefined };
    case 'progress':
    case 'pend':
    case 'resolve':
    case 'close':
    case 'reopen':
      return planLifecycle(db, caller, row, input, inGroup);
    case 'priority':
      // Who may assign it may also say how urgent it is: the workgroup's members and the owner.
      needGroup('change its priority');
      // The due time follows the new priority, as an edit of the details recounts it (case-classification.ts).
      return {
        priority: input.priority,
        dueAt: (await recountDue(db, row, row.severity, input.priority)).patch.dueAt,
      };
  }
}

const historyChanges = (row: CaseRow, patch: Patch): Record<string, [unknown, unknown]> => {
  const out: Record<string, [unknown, unknown]> = {};
  if (patch.workgroupId !== undefined && patch.workgroupId !== row.workgroupId)
    out.wrkgrp_id = [row.workgroupId, patch.workgroupId];
  if (patch.ownerUserId !== undefined && patch.ownerUserId !== row.ownerUserId)
    out.owner_user_id = [row.ownerUserId, patch.ownerUserId];
  if (patch.status !== undefined && patch.status !== row.status) out.status = [row.status, patch.status];
  if (patch.priority !== undefined && patch.priority !== row.priority)
    out.priority = [row.priority, patch.priority];
  // The waiting reason and reminder, and the resolution code: the timeline says why and until when.
  if (patch.dueAt) out.due_at = [row.dueAt?.toISOString() ?? null, patch.dueAt.toISOString()];
  if (patch.pendingReason) out.pending_reason = [row.pendingReason, patch.pendingReason];
  if (patch.remindAt) out.remind_at = [row.remindAt?.toISOString() ?? null, patch.remindAt.toISOString()];
  if (patch.resolutionCode) out.resolution_code = [row.resolutionCode, patch.resolutionCode];
  return out;
};

/** One action inside an open transaction: locks the row, checks, writes the change, its history and audit. */
export async function actOn(tx: Db, caller: Caller, input: WorkflowActionInput): Promise<WorkflowChange> {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, input.id), scoped(caller, cases.tenantId)))
    .for('update');
  if (!row) throw new AppError('notFound', 'That case does not exist');
  if (row.status === 'Closed' && input.action !== 'reopen')
    throw new AppError('validation', `${row.number} is closed`);
  // The same table /get_all_workflow_actions answers: what the desk does not offer, the service does not do.
  if (!statusAllows(row.status as CaseStatus, input.action))
    throw new AppError('validation', `${row.number} is ${row.status}: ${input.action} is not possible`);
  if (input.version !== undefined && input.version !== row.version)
    throw new AppError('conflict', `${row.number} was changed by someone else. It has been reloaded.`);
  const patch = await planAction(tx, caller, row, input);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Patch;
  await tx
    .update(cases)
    .set({ ...defined, updatedAt: new Date(), version: sql`${cases.version} + 1` })
    .where(eq(cases.id, row.id));
  await tx.insert(caseHistory).values({
    caseId: row.id,
    tenantId: row.tenantId,
    userId: caller.userId,
    action: input.action,
    // The version stamp lets a refused stale save name exactly the changes made since (case-conflict.ts).
    changes: { ...historyChanges(row, defined), version: [row.version, row.version + 1] },
    note: 'note' in input ? (input.note ?? null) : null,
  });
  await audit(tx, {
    action: `${row.recordType}.${input.action}`,
    entity: row.recordType,
    entityId: row.id,
    userId: caller.userId,
    tenantId: row.tenantId,
  });
  const [after] = await selectCases(tx).where(eq(cases.id, row.id));
  const [record] = await withSla(tx, [toCaseRecord(after)]);
  const change: WorkflowChange = {
    action: input.action,
    record,
    previous: { wrkgrp_id: row.workgroupId, owner_user_id: row.ownerUserId, tenant_id: row.tenantId },
    by_user_id: caller.userId,
  };
  await notifyChange(tx, change);
  return change;
}

/** One desk action or status move on one case or lead; the answer is what the lists apply. */
export async function performAction(db: Db, caller: Caller, input: unknown): Promise<WorkflowChange> {
  const data = parseInput(workflowActionInput, input);
  return db.transaction((tx) => actOn(tx, caller, data));
}

/** The same action on a selection, all or nothing (17__17003). */
export async function performBulkAction(db: Db, caller: Caller, input: unknown): Promise<WorkflowChange[]> {
  caller.require(permissionKeys.workflowBulk, 'act on a selection');
  const data = parseInput(bulkActionInput, input);
  if (new Set(data.ids).size !== data.ids.length)
    throw new AppError('validation', 'A record is selected twice');
  const each = data.ids.map((id) => parseInput(workflowActionInput, { ...withoutIds(data), id }));
  return db.transaction(async (tx) => {
    const out: WorkflowChange[] = [];
    for (const one of each) out.push(await actOn(tx, caller, one));
    return out;
  });
}

const withoutIds = ({ ids: _ids, ...rest }: { ids: number[] } & Record<string, unknown>) => rest;
