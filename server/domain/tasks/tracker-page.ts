import { and, count, desc, eq, gte, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  trackerPageInput,
  type TrackerBand,
  type TrackerPage,
  type TrackerSortColumn,
} from '../../../src/contracts/tasks';
import { localDayEnd } from '../../../src/rules/local-day';
import type { Db } from '../../db/client';
import { classifications, taskGroups, tasks, workgroups } from '../../db/schema';
import { parseInput } from '../workflow/validate';
import { type Caller, scoped } from '../caller';
import { myWorkgroupIds, requireTaskView } from './lookups';
import { ownedOrInWorkgroups, selectTasks, taskNames } from './records';

/** The §4 bands as ranges of the stored completion (a whole number, 0–100): the same edges as task-band.ts. */
const bandRange: Record<TrackerBand, SQL> = {
  dark: sql`${tasks.completion} <= 50`,
  orange: sql`${tasks.completion} between 51 and 80`,
  red: sql`${tasks.completion} > 80`,
};

/** A finished task is never overdue nor due today (work-filters.ts taskDue). */
const finished = ['Completed', 'Cancelled'];

const sortKey: Record<TrackerSortColumn, SQL | typeof tasks.number> = {
  number: tasks.number,
  title: sql`lower(${tasks.title})`,
  completion: sql`${tasks.completion}`,
  status: sql`${tasks.status}`,
  approval_status: sql`${tasks.approvalStatus}`,
  wrkgrp_name: sql`lower(${taskNames.workgroup})`,
  owner_name: sql`lower(${taskNames.owner.fullName})`,
  group_name: sql`lower(${taskNames.group})`,
  due_at: sql`${tasks.dueAt}`,
  updated_at: sql`${tasks.updatedAt}`,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search box's text anywhere in the columns the tracker searched in the browser before (task-columns.ts). */
function matching(text: string): SQL | undefined {
  if (text === '') return undefined;
  const like = `%${escapeLike(text.toLowerCase())}%`;
  const has = (column: SQL | typeof tasks.number) => sql`lower(${column}) like ${like}`;
  const levels = [
    tasks.classificationL1,
    tasks.classificationL2,
    tasks.classificationL3,
    tasks.classificationL4,
    tasks.classificationL5,
  ];
  return or(
    has(tasks.number),
    has(sql`${tasks.title}`),
    has(sql`${tasks.status}`),
    has(sql`${tasks.approvalStatus}`),
    has(sql`coalesce(${taskNames.owner.fullName}, 'Unassigned')`),
    has(sql`${taskNames.workgroup}`),
    has(sql`coalesce(${taskNames.group}, '')`),
    sql`exists (select 1 from ${classifications} where ${classifications.id} in (${sql.join(
      levels,
      sql`, `,
    )}) and lower(${classifications.name}) like ${like})`,
  );
}

/**
 * One page of the task tracker (issue 38): the caller's tasks (scope mine) or theirs and their workgroups' (all),
 * within the caller's tenants, filtered by due, status, band and search text and sorted by the service, with the
 * total and the per-band counts of everything that matches. Ties in the sort fall back to the newest change, then
 * the id, so pages never overlap.
 */
export async function trackerPage(
  db: Db,
  caller: Caller,
  input: unknown,
  now = new Date(),
): Promise<TrackerPage> {
  requireTaskView(caller);
  const q = parseInput(trackerPageInput, input ?? {});
  const who =
    q.scope === 'mine'
      ? eq(tasks.ownerUserId, caller.userId)
      : ownedOrInWorkgroups(caller.userId, await myWorkgroupIds(db, caller));
  const due =
    q.due === undefined
      ? undefined
      : and(
          isNotNull(tasks.dueAt),
          notInArray(tasks.status, finished),
          q.due === 'overdue'
            ? lt(tasks.dueAt, now)
            : and(gte(tasks.dueAt, now), lt(tasks.dueAt, localDayEnd(now))),
        );
  const where = and(
    scoped(caller, tasks.tenantId),
    who,
    due,
    q.status ? eq(tasks.status, q.status) : undefined,
    q.band ? bandRange[q.band] : undefined,
    matching(q.q),
  );
  // Empty values (no owner, no due time) come last either way, as the browser's sort put them.
  const by = q.sort ? [sql`${sortKey[q.sort.column]} ${sql.raw(q.sort.direction)} nulls last`] : [];
  const [rows, [totals]] = await Promise.all([
    selectTasks(db, where, {
      limit: q.limit,
      offset: q.offset,
      orderBy: [...by, desc(tasks.updatedAt), desc(tasks.id)],
    }),
    db
      .select({
        total: count(),
        dark: count(sql`case when ${bandRange.dark} then 1 end`),
        orange: count(sql`case when ${bandRange.orange} then 1 end`),
        red: count(sql`case when ${bandRange.red} then 1 end`),
      })
      .from(tasks)
      .innerJoin(workgroups, eq(workgroups.id, tasks.workgroupId))
      .leftJoin(taskNames.owner, eq(taskNames.owner.id, tasks.ownerUserId))
      .leftJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
      .where(where),
  ]);
  return { rows, total: totals.total, bands: { dark: totals.dark, orange: totals.orange, red: totals.red } };
}
