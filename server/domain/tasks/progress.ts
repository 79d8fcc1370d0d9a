import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  approveInput,
  bulkReassignInput,
  externalReferenceTag,
  progressInput,
  sendDocumentsWithNotification,
  taskPageSize,
  type TaskAssignees,
  type TaskConfig,
  type TaskRecord,
} from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { tasks, users, workgroupMembers, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { parseInput } from '../workflow/validate';
import { isTaskAdmin, requireMemberOf, requireTaskView, requireWorkgroup } from './lookups';
import { selectTasks } from './records';
import { changeTask, nextStatus } from './rules';
import { lockTask, readTask } from './tasks';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';
import { configValue } from '../campaigns/configuration';

/** The cached configuration the task screens read (spec §3 task_approval_fields, tags_list), from the store. */
export const taskConfig = async (db: Db): Promise<TaskConfig> => {
  const tags = (await configValue(db, 'tags_list'))[externalReferenceTag];
  return {
    task_approval_fields: await configValue(db, 'task_approval_fields'),
    tags_list: {
      [externalReferenceTag]: { label: tags.label, max_length: tags.max_length, tags: tags.tags },
    },
    send_documents_with_notification: sendDocumentsWithNotification,
    page_size: taskPageSize,
  };
};

/** Completion (and optionally status) of a task: its owner, or a task administrator. */
export async function updateProgress(db: Db, caller: Caller, input: unknown): Promise<TaskRecord> {
  caller.require(permissionKeys.taskCreate, 'update tasks');
  const data = parseInput(progressInput, input);
  await db.transaction(async (tx) => {
    const before = await lockTask(tx, caller, data.id, 'update');
    if (before.status === 'Cancelled') throw new AppError('validation', 'A cancelled task cannot be updated');
    // Work on a rejected task goes back to the approver.
    const approvalStatus = before.approvalStatus === 'Rejected' ? 'Pending' : before.approvalStatus;
    const status = nextStatus({ ...before, approvalStatus }, data.completion, data.status);
    const values = { completion: data.completion, status, approvalStatus };
    await changeTask(tx, caller, before, 'progress', values, data.note || null);
  });
  return readTask(db, caller, { id: data.id });
}

/** The tasks waiting for a decision: all of the tenants' for an administrator, else those the caller approves. */
export async function approvalsWaiting(db: Db, caller: Caller): Promise<TaskRecord[]> {
  requireTaskView(caller);
  return selectTasks(
    db,
    and(
      scoped(caller, tasks.tenantId),
      eq(tasks.approvalStatus, 'Pending'),
      isTaskAdmin(caller) ? undefined : eq(tasks.approverUserId, caller.userId),
    ),
  );
}

/** Approve or reject: the task's approver or a task administrator, only while the approval is pending. */
export async function decideApproval(db: Db, caller: Caller, input: unknown): Promise<TaskRecord> {
  const data = parseInput(approveInput, input);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, data.id), scoped(caller, tasks.tenantId)))
      .for('update');
    if (!before) throw new AppError('notFound', 'That task does not exist');
    if (!isTaskAdmin(caller) && before.approverUserId !== caller.userId)
      throw new AppError('forbidden', 'Your profile does not allow you to decide approvals');
    if (before.approvalStatus !== 'Pending')
      throw new AppError('validation', `This task is not waiting for approval (${before.approvalStatus})`);
    const approvalStatus = data.decision;
    const status = approvalStatus === 'Approved' && before.completion === 100 ? 'Completed' : before.status;
    const values = { approvalStatus, approvalComment: data.comment, status };
    await changeTask(tx, caller, before, 'approval', values, data.comment || null);
  });
  return readTask(db, caller, { id: data.id });
}

/** Moves tasks to another workgroup and owner in one transaction: a task administrator's action. */
export async function bulkReassign(db: Db, caller: Caller, input: unknown): Promise<TaskRecord[]> {
  caller.require(permissionKeys.taskAdmin, 'reassign tasks');
  const data = parseInput(bulkReassignInput, input);
  const wg = await requireWorkgroup(db, caller, data.wrkgrp_id);
  if (data.owner_user_id !== null) await requireMemberOf(db, wg.id, data.owner_user_id, 'owner');
  const ids = [...new Set(data.ids)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(inArray(tasks.id, ids), scoped(caller, tasks.tenantId)))
      .for('update');
    if (rows.length !== ids.length) throw new AppError('notFound', 'Some of those tasks do not exist');
    for (const before of rows) {
      const values = { workgroupId: wg.id, ownerUserId: data.owner_user_id, tenantId: wg.tenantId };
      await changeTask(tx, caller, before, 'reassign', values, null);
    }
  });
  return selectTasks(db, inArray(tasks.id, ids));
}

/** The workgroups of the caller's tenants and their members: the owner, approver and reassign choices. */
export async function taskAssignees(db: Db, caller: Caller): Promise<TaskAssignees> {
  requireTaskView(caller);
  const groups = await db
    .select({ wrkgrp_id: workgroups.id, wrkgrp_name: workgroups.name, tenant_id: workgroups.tenantId })
    .from(workgroups)
    .where(and(scoped(caller, workgroups.tenantId), eq(workgroups.active, true)))
    .orderBy(asc(workgroups.name));
  const members = groups.length
    ? await db
        .select({ wrkgrp_id: workgroupMembers.workgroupId, user_id: users.id, user_name: users.fullName })
        .from(workgroupMembers)
        .innerJoin(users, eq(users.id, workgroupMembers.userId))
        .where(
          and(
            inArray(
              workgroupMembers.workgroupId,
              groups.map((g) => g.wrkgrp_id),
            ),
            eq(users.disabled, false),
          ),
        )
        .orderBy(asc(users.fullName))
    : [];
  return { workgroups: groups, members, me: caller.userId };
}
