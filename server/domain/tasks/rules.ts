import { eq } from 'drizzle-orm';
import type { ApprovalStatus, TaskStatus } from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { taskHistory, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { Caller } from '../caller';

export type TaskRow = typeof tasks.$inferSelect;

/**
 * A task that needs approval waits for it (Pending) from the moment approval is asked for; a decision stands
 * until the approver or the need for approval changes. Without approval the status is Not Required.
 */
export function nextApproval(
  before: TaskRow | null,
  requiresApproval: boolean,
  approverId: number | null,
): ApprovalStatus {
  if (!requiresApproval) return 'Not Required';
  if (!before || !before.requiresApproval || before.approverUserId !== approverId) return 'Pending';
  return before.approvalStatus as ApprovalStatus;
}

/**
 * The status after a completion change: the one asked for, else Completed at 100 % (when no approval is
 * outstanding), In Progress above 0, or the current one. A task waiting for approval cannot be Completed.
 */
export function nextStatus(
  task: { requiresApproval: boolean; approvalStatus: string; status: string },
  completion: number,
  wanted?: TaskStatus,
): TaskStatus {
  const approved = !task.requiresApproval || task.approvalStatus === 'Approved';
  if (wanted === 'Completed' && !approved)
    throw new AppError('validation', 'This task needs approval before it can be completed');
  if (wanted === 'Completed' && completion < 100)
    throw new AppError('validation', 'A completed task is 100% complete');
  if (wanted) return wanted;
  if (completion === 100 && approved) return 'Completed';
  if (completion > 0 && (task.status === 'Open' || task.status === 'Completed')) return 'In Progress';
  return task.status as TaskStatus;
}

const tracked = {
  title: 'title',
  description: 'description',
  classificationL1: 'classification_l1',
  classificationL2: 'classification_l2',
  classificationL3: 'classification_l3',
  classificationL4: 'classification_l4',
  classificationL5: 'classification_l5',
  workgroupId: 'wrkgrp_id',
  ownerUserId: 'owner_user_id',
  dueAt: 'due_at',
  status: 'status',
  completion: 'completion',
  caseId: 'case_id',
  groupId: 'group_id',
  requiresApproval: 'requires_approval',
  approverUserId: 'approver_user_id',
  approvalStatus: 'approval_status',
  approvalComment: 'approval_comment',
  externalReference: 'external_reference_number',
} as const satisfies Partial<Record<keyof TaskRow, string>>;

const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/** field → [before, after] for the fields that changed (every set field on creation). */
export function diff(before: TaskRow | null, after: Partial<TaskRow>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, name] of Object.entries(tracked) as [keyof typeof tracked, string][]) {
    if (!(key in after)) continue;
    const was = before ? plain(before[key]) : null;
    const now = plain(after[key]);
    if (JSON.stringify(was) !== JSON.stringify(now) && !(before === null && now === null))
      out[name] = [was, now];
  }
  return out;
}

/** One history entry and one audit line, inside the change's transaction. */
export async function writeHistory(
  db: Db,
  caller: Caller,
  taskId: number,
  tenantId: number,
  action: string,
  changes: Record<string, [unknown, unknown]>,
  note: string | null,
): Promise<void> {
  await db.insert(taskHistory).values({ taskId, tenantId, userId: caller.userId, action, changes, note });
  await audit(db, {
    action: `task.${action}`,
    entity: 'task',
    entityId: taskId,
    userId: caller.userId,
    tenantId,
    detail: { fields: Object.keys(changes) },
  });
}

/** Saves a change to one task with its history entry, in the tenant the task is in afterwards. */
export async function changeTask(
  db: Db,
  caller: Caller,
  before: TaskRow,
  action: string,
  values: Partial<TaskRow>,
  note: string | null,
): Promise<void> {
  await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tasks.id, before.id));
  await writeHistory(
    db,
    caller,
    before.id,
    values.tenantId ?? before.tenantId,
    action,
    diff(before, values),
    note,
  );
}
