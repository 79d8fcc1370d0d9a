import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { classifications, taskGroups, taskHistory, tasks, workgroupMembers, workgroups } from '../schema';
import { systemScope } from '../../domain/system-scope';

const tasksPerGroup = 25;

const groupPlans = [
  {
    name: 'Annual scheme renewals',
    description:
      'Renewal reviews for employer medical scheme and gap-cover options before the January change',
    checklist: ['Confirm employer contribution split', 'Send renewal pack', 'Capture option changes'],
    titles: [
      'Review scheme options with HR',
      'Send renewal pack to employer',
      'Capture option changes for employees',
      'Confirm gap-cover renewals',
      'Update payroll deduction schedule',
    ],
  },
  {
    name: 'New employer onboarding',
    description: 'Everything a new employer group needs before its first deduction',
    checklist: ['Collect ID copies', 'Capture dependants', 'Load stop orders'],
    titles: [
      'Collect certified ID copies',
      'Capture dependants on the member file',
      'Load stop orders with payroll',
      'Book member education session',
      'Verify banking details',
    ],
  },
] as const;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Two task groups per case workgroup with 25 tasks each (300 in all), spread over the members with every
 * completion band, status and approval state. Idempotent: a group found by (tenant, name, workgroup) keeps its
 * tasks as they are.
 */
export async function seedTasks(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const paths = await taskClassificationPaths(tx);
    const wgs = await tx.select().from(workgroups).where(eq(workgroups.wrkgrpType, 'Case'));
    for (const [wgIndex, wg] of wgs.entries()) {
      const members = (
        await tx
          .select({ userId: workgroupMembers.userId })
          .from(workgroupMembers)
          .where(eq(workgroupMembers.workgroupId, wg.id))
      ).map((m) => m.userId);
      if (members.length === 0) continue;
      for (const [planIndex, plan] of groupPlans.entries()) {
        const name = `${plan.name} (${wg.name})`;
        const [found] = await tx
          .select({ id: taskGroups.id })
          .from(taskGroups)
          .where(
            and(systemScope('seed').tenant(wg.tenantId, taskGroups.tenantId), eq(taskGroups.name, name)),
          );
        if (found) continue;
        const [group] = await tx
          .insert(taskGroups)
          .values({
            tenantId: wg.tenantId,
            name,
            description: plan.description,
            workgroupId: wg.id,
            checklist: [...plan.checklist],
          })
          .returning({ id: taskGroups.id });
        const r = random(wgIndex * 10 + planIndex + 5);
        const now = Date.now();
        const rows = Array.from({ length: tasksPerGroup }, (_, i) => {
          const completion = i % 6 === 0 ? 100 : Math.floor(r() * 20) * 5;
          const needsApproval = i % 4 === 0;
          const approver = members[members.length - 1];
          const approvalStatus = !needsApproval ? 'Not Required' : i % 8 === 0 ? 'Approved' : 'Pending';
          const status =
            completion === 100 && (!needsApproval || approvalStatus === 'Approved')
              ? 'Completed'
              : completion === 0
                ? 'Open'
                : i % 9 === 0
                  ? 'On Hold'
                  : 'In Progress';
          const levels = paths.length ? paths[Math.floor(r() * paths.length)] : [];
          const createdAt = new Date(now - Math.floor(r() * 40 * 24) * 3_600_000);
          return {
            tenantId: wg.tenantId,
            groupId: group.id,
            title: plan.titles[i % plan.titles.length],
            description: `${plan.titles[i % plan.titles.length]} for ${wg.name}.`,
            classificationL1: levels[0] ?? null,
            classificationL2: levels[1] ?? null,
            classificationL3: levels[2] ?? null,
            workgroupId: wg.id,
            ownerUserId: i % 7 === 3 ? null : members[Math.floor(r() * members.length)],
            dueAt: new Date(createdAt.getTime() + (3 + Math.floor(r() * 30)) * 86_400_000),
            status,
            completion,
            requiresApproval: needsApproval,
            approverUserId: needsApproval ? approver : null,
            approvalStatus,
            externalReference: i % 5 === 0 ? `EXT-${wg.id}${planIndex}${String(i).padStart(3, '0')}` : '',
            createdAt,
            updatedAt: createdAt,
          };
        });
        const inserted = await tx.insert(tasks).values(rows).returning({ id: tasks.id, at: tasks.createdAt });
        await tx.insert(taskHistory).values(
          inserted.map((t) => ({
            taskId: t.id,
            tenantId: wg.tenantId,
            userId: null,
            action: 'create',
            changes: {},
            note: 'Task created',
            at: t.at,
          })),
        );
      }
    }
  });
}

/** Root-to-leaf id paths of the task classification (the NA branch included). */
async function taskClassificationPaths(db: Db): Promise<number[][]> {
  const rows = await db.select().from(classifications).where(eq(classifications.workflowType, 'task'));
  const parents = new Set(rows.map((r) => r.parentId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows
    .filter((r) => !parents.has(r.id))
    .map((leaf) => {
      const path: number[] = [];
      for (
        let n: typeof leaf | undefined = leaf;
        n;
        n = n.parentId === null ? undefined : byId.get(n.parentId)
      )
        path.unshift(n.id);
      return path;
    });
}
