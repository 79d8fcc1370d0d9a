import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  groupIdInput,
  saveGroupInput,
  type TaskGroupDetail,
  type TaskGroupRecord,
} from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { taskGroups, tasks, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import { parseInput } from '../workflow/validate';
import { requireTaskView, requireWorkgroup } from './lookups';
import { selectTasks } from './records';
import { type Caller, scoped } from '../caller';
import { permissionKeys } from '../../../src/contracts/permissions';

async function groupRows(db: Db, caller: Caller, id?: number): Promise<TaskGroupRecord[]> {
  const rows = await db
    .select({ g: taskGroups, wgName: workgroups.name })
    .from(taskGroups)
    .innerJoin(workgroups, eq(workgroups.id, taskGroups.workgroupId))
    .where(and(scoped(caller, taskGroups.tenantId), id === undefined ? undefined : eq(taskGroups.id, id)))
    .orderBy(desc(taskGroups.createdAt), desc(taskGroups.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.g.id);
  const [all, open] = await Promise.all([
    db
      .select({ id: tasks.groupId, n: count() })
      .from(tasks)
      .where(inArray(tasks.groupId, ids))
      .groupBy(tasks.groupId),
    db
      .select({ id: tasks.groupId, n: count() })
      .from(tasks)
      .where(and(inArray(tasks.groupId, ids), notInArray(tasks.status, ['Completed', 'Cancelled'])))
      .groupBy(tasks.groupId),
  ]);
  const n = (list: { id: number | null; n: number }[], gid: number) => list.find((x) => x.id === gid)?.n ?? 0;
  return rows.map(({ g, wgName }) => ({
    id: g.id,
    tenant_id: g.tenantId,
    name: g.name,
    description: g.description,
    wrkgrp_id: g.workgroupId,
    wrkgrp_name: wgName,
    checklist: g.checklist,
    task_count: n(all, g.id),
    open_count: n(open, g.id),
    create_datetime: g.createdAt.toISOString(),
  }));
}

export async function listGroups(db: Db, caller: Caller): Promise<TaskGroupRecord[]> {
  requireTaskView(caller);
  return groupRows(db, caller);
}

export async function readGroup(db: Db, caller: Caller, input: unknown): Promise<TaskGroupDetail> {
  requireTaskView(caller);
  const { id } = parseInput(groupIdInput, input);
  const [group] = await groupRows(db, caller, id);
  if (!group) throw new AppError('notFound', 'That task group does not exist');
  return {
    ...group,
    tasks: await selectTasks(db, and(eq(tasks.groupId, id), scoped(caller, tasks.tenantId)), {
      limit: 1000,
    }),
  };
}

/** Creates or updates a task group: an administrator's action (18__18003). */
export async function saveGroup(db: Db, caller: Caller, input: unknown): Promise<TaskGroupDetail> {
  caller.require(permissionKeys.taskAdmin, 'manage task groups');
  const data = parseInput(saveGroupInput, input);
  const wg = await requireWorkgroup(db, caller, data.wrkgrp_id);
  const id = await db.transaction(async (tx) => {
    let groupId = data.id;
    if (groupId === undefined) {
      const [row] = await tx
        .insert(taskGroups)
        .values({
          tenantId: wg.tenantId,
          name: data.name,
          description: data.description,
          workgroupId: wg.id,
          checklist: data.checklist,
          createdBy: caller.userId,
        })
        .returning({ id: taskGroups.id });
      groupId = row.id;
    } else {
      const updated = await tx
        .update(taskGroups)
        .set({
          name: data.name,
          description: data.description,
          workgroupId: wg.id,
          checklist: data.checklist,
        })
        .where(and(eq(taskGroups.id, groupId), scoped(caller, taskGroups.tenantId)))
        .returning({ id: taskGroups.id });
      if (!updated.length) throw new AppError('notFound', 'That task group does not exist');
    }
    await audit(tx, {
      action: data.id === undefined ? 'task_group.create' : 'task_group.update',
      entity: 'task_group',
      entityId: groupId,
      userId: caller.userId,
      tenantId: wg.tenantId,
      detail: { name: data.name, wrkgrp_id: wg.id },
    });
    return groupId;
  });
  return readGroup(db, caller, { id });
}
