import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  caseTasksInput,
  idInput,
  saveTaskInput,
  trackerInput,
  type TaskHistoryEntry,
  type TaskRecord,
} from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { taskDocuments, taskGroups, taskHistory, tasks, users } from '../../db/schema';
import { AppError } from '../../errors';
import { parseInput } from '../workflow/validate';
import {
  caseChangeByNumber,
  isTaskAdmin,
  myWorkgroupIds,
  requireCase,
  requireMemberOf,
  requireTaskView,
  requireWorkgroup,
  resolveClassification,
} from './lookups';
import { diff, nextApproval, nextStatus, writeHistory, type TaskRow } from './rules';
import { ownedOrInWorkgroups, selectTasks } from './records';
import { documentPolicy } from '../../../src/rules/upload-content';
import { defaultBlockedExtensions } from '../../../src/rules/upload-names';
import { acceptUploads, requireWithinLimits } from '../uploads';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

export async function readTask(db: Db, caller: Caller, input: unknown): Promise<TaskRecord> {
  requireTaskView(caller);
  const { id } = parseInput(idInput, input);
  const [task] = await selectTasks(db, and(eq(tasks.id, id), scoped(caller, tasks.tenantId)), { limit: 1 });
  if (!task) throw new AppError('notFound', 'That task does not exist');
  return task;
}

/** A task row of the caller's tenants, locked for the change; Agents (no 18__18003) change only their own. */
export async function lockTask(db: Db, caller: Caller, id: number, what: string): Promise<TaskRow> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), scoped(caller, tasks.tenantId)))
    .for('update');
  if (!row) throw new AppError('notFound', 'That task does not exist');
  if (!isTaskAdmin(caller) && row.ownerUserId !== caller.userId)
    throw new AppError('forbidden', `You can only ${what} your own tasks`);
  return row;
}

/** The tasks of the caller and of their workgroups (the tracker), newest change first. */
export async function trackTasks(db: Db, caller: Caller, input: unknown): Promise<TaskRecord[]> {
  requireTaskView(caller);
  const q = parseInput(trackerInput, input ?? {});
  const mine = q.scope === 'mine' ? eq(tasks.ownerUserId, caller.userId) : undefined;
  const who = mine ?? ownedOrInWorkgroups(caller.userId, await myWorkgroupIds(db, caller));
  return selectTasks(
    db,
    and(scoped(caller, tasks.tenantId), who, q.status ? eq(tasks.status, q.status) : undefined),
  );
}

/** The tasks held against one case or lead of the caller's tenants (its page lists them), newest change first. */
export async function caseTasks(db: Db, caller: Caller, input: unknown): Promise<TaskRecord[]> {
  requireTaskView(caller);
  const { case_id } = parseInput(caseTasksInput, input);
  await requireCase(db, caller, case_id);
  return selectTasks(db, and(eq(tasks.caseId, case_id), scoped(caller, tasks.tenantId)));
}

export async function taskHistoryOf(db: Db, caller: Caller, input: unknown): Promise<TaskHistoryEntry[]> {
  const task = await readTask(db, caller, input);
  const rows = await db
    .select({ h: taskHistory, name: users.fullName })
    .from(taskHistory)
    .leftJoin(users, eq(users.id, taskHistory.userId))
    .where(eq(taskHistory.taskId, task.id))
    .orderBy(asc(taskHistory.at), asc(taskHistory.id));
  return rows.map(({ h, name }) => ({
    id: h.id,
    action: h.action,
    changes: h.changes,
    note: h.note,
    user_name: name,
    at: h.at.toISOString(),
  }));
}

/**
 * Creates or updates a task (18__18002). An Agent may own only their own tasks: they create tasks for themselves
 * (or their workgroup's queue) and change only tasks they own. Documents stay on the task: they are never sent
 * with its notification (spec §9), and follow spec §5's generic limits, counting the ones the task keeps.
 */
export async function saveTask(
  db: Db,
  caller: Caller,
  input: unknown,
  blockedExtensions: readonly string[] = defaultBlockedExtensions,
): Promise<TaskRecord> {
  caller.require(permissionKeys.taskCreate, 'create or change tasks');
  const data = parseInput(saveTaskInput, input);
  const admin = isTaskAdmin(caller);
  const wg = await requireWorkgroup(db, caller, data.wrkgrp_id);
  const ownerId = data.owner_user_id ?? null;
  if (ownerId !== null) await requireMemberOf(db, wg.id, ownerId, 'owner');
  if (!admin && ownerId !== null && ownerId !== caller.userId)
    throw new AppError('forbidden', 'Your profile does not allow you to give tasks to someone else');
  const approverId = data.requires_approval ? (data.approver_user_id ?? null) : null;
  if (data.requires_approval && approverId === null)
    throw new AppError('validation', 'Choose the approver of a task that needs approval', {
      data: { issues: [{ path: 'approver_user_id', message: 'This field is required' }] },
    });
  if (approverId !== null) await requireMemberOf(db, wg.id, approverId, 'approver');
  const levels = await resolveClassification(db, caller, data.classification);
  if (data.case_id) await requireCase(db, caller, data.case_id);
  if (data.group_id) {
    const [g] = await db
      .select({ id: taskGroups.id })
      .from(taskGroups)
      .where(and(eq(taskGroups.id, data.group_id), scoped(caller, taskGroups.tenantId)));
    if (!g) throw new AppError('notFound', 'That task group does not exist');
  }
  const policy = { ...documentPolicy, blockedExtensions };
  const files = acceptUploads(data.documents, policy, 'documents');
  const id = await db.transaction(async (tx) => {
    const before = data.id === undefined ? null : await lockTask(tx, caller, data.id, 'change');
    if (before && !admin && ownerId !== before.ownerUserId && ownerId !== caller.userId)
      throw new AppError('forbidden', 'Your profile does not allow you to give tasks to someone else');
    const base = {
      groupId: data.group_id ?? null,
      title: data.title,
      description: data.description,
      classificationL1: levels[0],
      classificationL2: levels[1],
      classificationL3: levels[2],
      classificationL4: levels[3],
      classificationL5: levels[4],
      workgroupId: wg.id,
      ownerUserId: ownerId,
      dueAt: data.due_date ? new Date(data.due_date) : null,
      completion: data.completion,
      caseId: data.case_id ?? null,
      requiresApproval: data.requires_approval,
      approverUserId: approverId,
      externalReference: data.external_reference_number,
    };
    const approval = nextApproval(before, data.requires_approval, approverId);
    const status = nextStatus(
      {
        requiresApproval: data.requires_approval,
        approvalStatus: approval,
        status: before?.status ?? 'Open',
      },
      data.completion,
      data.status,
    );
    const values = { ...base, status, approvalStatus: approval };
    let taskId: number;
    if (before === null) {
      const [row] = await tx
        .insert(tasks)
        .values({ ...values, tenantId: wg.tenantId, createdBy: caller.userId })
        .returning({ id: tasks.id });
      taskId = row.id;
    } else {
      taskId = before.id;
      await tx
        .update(tasks)
        .set({ ...values, tenantId: wg.tenantId, updatedAt: new Date() })
        .where(eq(tasks.id, taskId));
      if (data.remove_documents.length)
        await tx
          .delete(taskDocuments)
          .where(and(eq(taskDocuments.taskId, taskId), inArray(taskDocuments.id, data.remove_documents)));
    }
    if (files.length) {
      const kept = await tx
        .select({ size: taskDocuments.size })
        .from(taskDocuments)
        .where(eq(taskDocuments.taskId, taskId));
      requireWithinLimits(
        [...kept, ...files].map((f) => f.size),
        policy,
        'documents',
      );
      await tx
        .insert(taskDocuments)
        .values(files.map((f) => ({ taskId, name: f.name, size: f.size, data: f.data })));
    }
    const changes = diff(before, values);
    if (changes.case_id) {
      changes.case = await caseChangeByNumber(tx, changes.case_id);
      delete changes.case_id;
    }
    if (files.length) changes.documents_added = [null, files.map((f) => f.name)];
    if (data.remove_documents.length) changes.documents_removed = [data.remove_documents, null];
    await writeHistory(tx, caller, taskId, wg.tenantId, before ? 'update' : 'create', changes, null);
    return taskId;
  });
  return readTask(db, caller, { id });
}
