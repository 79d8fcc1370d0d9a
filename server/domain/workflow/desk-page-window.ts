import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageQuery } from '../../../src/contracts/workflow/desk-page';
import type { Db } from '../../db/client';
import { cases, workgroups } from '../../db/schema';
import { keptUnderStamp } from './desk-page-counts';
import { deskOrderBy } from './desk-page-order';
import { owners, selectCases, toCaseRecord } from './records';
import { keptRow } from './record-text';
import { listNow, loadTargets, slaClock, type SlaClock } from './sla';

type Sort = DeskPageQuery['sort'];
type Window = { offset: number; limit: number };
type Kept = { records: CaseRecord[]; clock: SlaClock | null };
/** A tab's condition; "all my workgroups" also as its parts, the shared filters and each workgroup. */
export type Condition = { where: SQL | undefined; perGroup?: { shared: SQL | undefined; groups: number[] } };

/**
 * Windows kept (the desk reads 70 rows; at most 200 are kept, a few megabytes with their SLA facts). A larger
 * window is read every time rather than crowd out the others.
 */
const keptWindow = keptUnderStamp(200);
const keptRowsMax = 200;
/** The time mapping along the tenants: the same for every window until the stamp moves. */
const keptTargets = keptUnderStamp(1);

/**
 * The ids of the window, alone. In the default order, with the scope and the desk's filters in the index
 * (migration 0034), this is an index-only walk: a window at row 100 000 skips index entries, where reading the
 * whole rows fetched every skipped row from the table. A sort by a name joins only the table it names.
 */
function idsOf(db: Db, where: SQL | undefined, sort: Sort, window: Window) {
  let query = db.select({ id: cases.id }).from(cases).$dynamic();
  if (sort?.column === 'owner_name') query = query.leftJoin(owners, eq(owners.id, cases.ownerUserId));
  if (sort?.column === 'wrkgrp_name')
    query = query.innerJoin(workgroups, eq(workgroups.id, cases.workgroupId));
  return query
    .where(where)
    .orderBy(...deskOrderBy(sort))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The ids of a window of several workgroups in the default order. One index walk cannot give their union in
 * order (PostgreSQL 15 has no skip scan), so it sorted them all, reading each row from the table: 1.2 s at row
 * 100 000 of 595 000. Each workgroup's first offset + limit entries instead, merged in order (a Merge Append of
 * index-only walks): 96 ms.
 */
function mergedIdsOf(db: Db, shared: SQL | undefined, groups: number[], window: Window): SQL {
  const order = deskOrderBy(undefined);
  const parts = groups.map(
    (g) =>
      sql`(${db
        .select({ id: cases.id, updatedAt: cases.updatedAt })
        .from(cases)
        .where(and(shared, eq(cases.workgroupId, g)))
        .orderBy(...order)
        .limit(window.offset + window.limit)})`,
  );
  return sql`select "id" from (${sql.join(parts, sql` union all `)}) as merged
    order by "updated_at" desc, "id" desc limit ${window.limit} offset ${window.offset}`;
}

/** The window's whole records, in one statement: its ids first (above), then only those rows (a deferred join). */
export function windowStatement(db: Db, condition: Condition, sort: Sort, window: Window) {
  const split = condition.perGroup;
  const ids =
    !sort && split && split.groups.length > 1
      ? sql`${cases.id} in (${mergedIdsOf(db, split.shared, split.groups, window)})`
      : inArray(cases.id, idsOf(db, condition.where, sort, window));
  return selectCases(db)
    .where(ids)
    .orderBy(...deskOrderBy(sort));
}

async function readWindow(
  db: Db,
  stamp: string,
  condition: Condition,
  sort: Sort,
  window: Window,
): Promise<Kept> {
  if (window.limit === 0) return { records: [], clock: null };
  const rows = await windowStatement(db, condition, sort, window);
  const records = rows.map(toCaseRecord);
  const targets = () => keptTargets(db, stamp, 'targets', () => loadTargets(db));
  return { records, clock: records.length ? await slaClock(db, records, targets) : null };
}

/**
 * A window of a desk tab in a SQL order, each row with its SLA as at `now`. `key` names the condition (the
 * caller, the tab and its filters); equal keys must mean equal conditions. Kept under `stamp`, so a window read
 * again (fifty agents opening the same desk, a grid scrolling back) costs no statement.
 */
export async function deskWindow(
  db: Db,
  stamp: string,
  key: string,
  condition: Condition,
  q: { sort?: Sort } & Window,
  now = listNow(),
): Promise<CaseRecord[]> {
  const read = () => readWindow(db, stamp, condition, q.sort, q);
  const { records, clock } =
    q.limit > keptRowsMax
      ? await read()
      : await keptWindow(db, stamp, JSON.stringify([key, q.sort ?? null, q.offset, q.limit]), read);
  return clock ? records.map((r) => keptRow(r, { sla: clock(r, now) })) : records;
}
