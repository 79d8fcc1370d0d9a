import { eq, inArray, type SQL } from 'drizzle-orm';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { DeskPageQuery } from '../../../src/contracts/workflow/desk-page';
import type { Db } from '../../db/client';
import { cases, workgroups } from '../../db/schema';
import { keptUnderStamp } from './desk-page-counts';
import { deskOrderBy } from './desk-page-order';
import { owners, selectCases, toCaseRecord } from './records';
import { slaClock, type SlaClock } from './sla';

type Sort = DeskPageQuery['sort'];
type Window = { offset: number; limit: number };
type Kept = { records: CaseRecord[]; clock: SlaClock | null };

/**
 * Windows kept (the desk reads 70 rows; at most 200 are kept, a few megabytes with their SLA facts). A larger
 * window is read every time rather than crowd out the others.
 */
const keptWindow = keptUnderStamp(200);
const keptRowsMax = 200;

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

/** The window's whole records, in one statement: its ids first (above), then only those rows (a deferred join). */
export const windowStatement = (db: Db, where: SQL | undefined, sort: Sort, window: Window) =>
  selectCases(db)
    .where(inArray(cases.id, idsOf(db, where, sort, window)))
    .orderBy(...deskOrderBy(sort));

async function readWindow(db: Db, where: SQL | undefined, sort: Sort, window: Window): Promise<Kept> {
  if (window.limit === 0) return { records: [], clock: null };
  const rows = await windowStatement(db, where, sort, window);
  const records = rows.map(toCaseRecord);
  return { records, clock: records.length ? await slaClock(db, records) : null };
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
  where: SQL | undefined,
  q: { sort?: Sort } & Window,
  now = new Date(),
): Promise<CaseRecord[]> {
  const read = () => readWindow(db, where, q.sort, q);
  const { records, clock } =
    q.limit > keptRowsMax
      ? await read()
      : await keptWindow(db, stamp, JSON.stringify([key, q.sort ?? null, q.offset, q.limit]), read);
  return clock ? records.map((r) => ({ ...r, sla: clock(r, now) })) : records;
}
