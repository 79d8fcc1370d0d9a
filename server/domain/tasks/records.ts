import { aliasedTable, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TaskRecord } from '../../../src/contracts/tasks';
import type { Db } from '../../db/client';
import { cases, classifications, taskDocuments, taskGroups, tasks, users, workgroups } from '../../db/schema';

const owner = aliasedTable(users, 'owner');
const approver = aliasedTable(users, 'approver');

/** The joined names a tracker page filters and sorts on (tracker-page.ts). */
export const taskNames = { owner, workgroup: workgroups.name, group: taskGroups.name };

type Page = { limit?: number; offset?: number; orderBy?: SQL[] };

/**
 * Tasks as the console reads them: names joined in, documents listed (without their bytes). Newest change first
 * unless a page names its order.
 */
export async function selectTasks(
  db: Db,
  where: SQL | undefined,
  { limit = 2000, offset = 0, orderBy = [desc(tasks.updatedAt), desc(tasks.id)] }: Page = {},
): Promise<TaskRecord[]> {
  const rows = await db
    .select({
      t: tasks,
      wgName: workgroups.name,
      ownerName: owner.fullName,
      approverName: approver.fullName,
      groupName: taskGroups.name,
      caseNumber: cases.number,
      caseTitle: cases.title,
    })
    .from(tasks)
    .innerJoin(workgroups, eq(workgroups.id, tasks.workgroupId))
    .leftJoin(owner, eq(owner.id, tasks.ownerUserId))
    .leftJoin(approver, eq(approver.id, tasks.approverUserId))
    .leftJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .leftJoin(cases, eq(cases.id, tasks.caseId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.t.id);
  const classIds = [
    ...new Set(
      rows.flatMap((r) =>
        [
          r.t.classificationL1,
          r.t.classificationL2,
          r.t.classificationL3,
          r.t.classificationL4,
          r.t.classificationL5,
        ].filter((v): v is number => v !== null),
      ),
    ),
  ];
  const [docs, names] = await Promise.all([
    db
      .select({
        id: taskDocuments.id,
        taskId: taskDocuments.taskId,
        name: taskDocuments.name,
        size: taskDocuments.size,
      })
      .from(taskDocuments)
      .where(inArray(taskDocuments.taskId, ids))
      .orderBy(asc(taskDocuments.id)),
    classIds.length
      ? db
          .select({ id: classifications.id, name: classifications.name })
          .from(classifications)
          .where(inArray(classifications.id, classIds))
      : [],
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const docsOf = new Map<number, TaskRecord['documents']>();
  for (const d of docs)
    (docsOf.get(d.taskId) ?? docsOf.set(d.taskId, []).get(d.taskId))?.push({
      id: d.id,
      document_name: d.name,
      size: d.size,
    });
  return rows.map(({ t, ...r }) => {
    const levels = [
      t.classificationL1,
      t.classificationL2,
      t.classificationL3,
      t.classificationL4,
      t.classificationL5,
    ];
    return {
      id: t.id,
      number: t.number,
      tenant_id: t.tenantId,
      group_id: t.groupId,
      group_name: r.groupName,
      title: t.title,
      description: t.description,
      classification_l1: t.classificationL1,
      classification_l2: t.classificationL2,
      classification_l3: t.classificationL3,
      classification_l4: t.classificationL4,
      classification_l5: t.classificationL5,
      classification_name: levels
        .flatMap((v) => (v === null ? [] : [nameOf.get(v) ?? '(removed value)']))
        .join(' > '),
      wrkgrp_id: t.workgroupId,
      wrkgrp_name: r.wgName,
      owner_user_id: t.ownerUserId,
      owner_name: r.ownerName,
      due_at: t.dueAt ? t.dueAt.toISOString() : null,
      status: t.status as TaskRecord['status'],
      completion: t.completion,
      case_id: t.caseId,
      case_number: r.caseNumber,
      case_title: r.caseTitle,
      requires_approval: t.requiresApproval,
      approver_user_id: t.approverUserId,
      approver_name: r.approverName,
      approval_status: t.approvalStatus as TaskRecord['approval_status'],
      approval_comment: t.approvalComment,
      external_reference_number: t.externalReference,
      documents: docsOf.get(t.id) ?? [],
      create_datetime: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    };
  });
}

export const ownedOrInWorkgroups = (userId: number, workgroupIds: number[]): SQL | undefined =>
  workgroupIds.length
    ? or(eq(tasks.ownerUserId, userId), inArray(tasks.workgroupId, workgroupIds))
    : eq(tasks.ownerUserId, userId);
