import { and, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  deskPageInput,
  type DeskCounts,
  type DeskPageAnswer,
  type DeskPageQuery,
} from '../../../src/contracts/workflow/desk-page';
import { bulkJobMaxIds } from '../../../src/contracts/workflow/bulk';
import { wrkgrpTypeOf } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { cases, users, workgroups } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, scoped } from '../caller';
import { stampOf } from './case-list-cache';
import { keptCount, keptUnderStamp } from './desk-page-counts';
import { deskOrderBy } from './desk-page-order';
import { slaWindow, slaCount } from './desk-page-sla';
import { deskWindow } from './desk-page-window';
import { userWorkgroups } from './lists';
import { owners } from './records';
import { parseInput } from './validate';

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (m) => `\\${m}`);
type Kind = DeskPageQuery['list'];
const filterOf = (q: DeskPageQuery) => [q.owner ?? '', q.status ?? '', q.cls ?? 0, q.q ?? ''];
const never = sql`false`;
/** The user's workgroups of a type: one small answer per user, scope and type. */
const keptGroups = keptUnderStamp(500);

/** The filters the tab's rows and all four counts share: scope, type, open, and the desk's own filters. */
function sharedCondition(db: Db, caller: Caller, q: DeskPageQuery): SQL | undefined {
  const like = q.q ? `%${escapeLike(q.q)}%` : null;
  return and(
    scoped(caller, cases.tenantId),
    eq(cases.recordType, q.record_type),
    ne(cases.status, 'Closed'),
    q.owner === 'unassigned' ? isNull(cases.ownerUserId) : undefined,
    typeof q.owner === 'number' ? eq(cases.ownerUserId, q.owner) : undefined,
    q.status ? eq(cases.status, q.status) : undefined,
    q.cls
      ? or(
          eq(cases.classificationL1, q.cls),
          eq(cases.classificationL2, q.cls),
          eq(cases.classificationL3, q.cls),
          eq(cases.classificationL4, q.cls),
        )
      : undefined,
    like
      ? or(
          ilike(cases.number, like),
          ilike(cases.title, like),
          ilike(cases.partyName, like),
          ilike(cases.status, like),
          // Names as the desk shows them: a search for an owner or a workgroup finds their records.
          inArray(
            cases.ownerUserId,
            db.select({ id: users.id }).from(users).where(ilike(users.fullName, like)),
          ),
          inArray(
            cases.workgroupId,
            db.select({ id: workgroups.id }).from(workgroups).where(ilike(workgroups.name, like)),
          ),
        )
      : undefined,
  );
}

/** Each tab as a condition on top of the shared one (spec §4's four lists, as workflowLists splits them). */
function tabConditions(caller: Caller, selected: number | null, groups: number[]): Record<Kind, SQL> {
  const mine = eq(cases.ownerUserId, caller.userId);
  const inSelected = selected === null ? never : eq(cases.workgroupId, selected);
  return {
    my: and(mine, inSelected) as SQL,
    my_all: mine,
    wg: inSelected,
    wg_all: groups.length ? inArray(cases.workgroupId, groups) : never,
  };
}

/** The four counts in one pass over the open records the user can see in any tab. */
async function sqlCounts(db: Db, shared: SQL | undefined, tabs: Record<Kind, SQL>): Promise<DeskCounts> {
  const [row] = await db
    .select({
      my: sql<number>`count(*) filter (where ${tabs.my})`.mapWith(Number),
      my_all: sql<number>`count(*) filter (where ${tabs.my_all})`.mapWith(Number),
      wg: sql<number>`count(*) filter (where ${tabs.wg})`.mapWith(Number),
      wg_all: sql<number>`count(*) filter (where ${tabs.wg_all})`.mapWith(Number),
    })
    .from(cases)
    .where(and(shared, or(tabs.my_all, tabs.wg_all)));
  return row;
}

/**
 * /workflow/lists/page: a window of one desk tab, filtered, searched and sorted on the service, with the SLA
 * of each row as at this call; the four tabs' counts when asked. SLA filters and the SLA order need every
 * matching record's SLA, so they go through the kept SLA-ordered lists (case-list-cache.ts); every other order
 * is SQL's.
 */
export async function deskPage(db: Db, caller: Caller, input: unknown): Promise<DeskPageAnswer> {
  const q = parseInput(deskPageInput, input ?? {});
  // One stamp for the whole answer: its workgroups, counts and rows are of one moment, each kept under it.
  const stamp = await stampOf(db);
  const groups = await keptGroups(
    db,
    stamp,
    JSON.stringify([caller.userId, caller.scope, q.record_type]),
    () => userWorkgroups(db, caller, { wrkgrp_type: wrkgrpTypeOf[q.record_type] }),
  );
  const groupIds = groups.map((g) => g.wrkgrp_id);
  if (q.wrkgrp_id !== undefined && !groupIds.includes(q.wrkgrp_id))
    throw new AppError('forbidden', 'You are not a member of that workgroup');
  const selected = q.wrkgrp_id ?? groupIds[0] ?? null;
  const viewer = { owner_user_id: caller.userId, wrkgrp_id: selected, wrkgrp_id_list: groupIds };
  const shared = sharedCondition(db, caller, q);
  const tabs = tabConditions(caller, selected, groupIds);
  const answer = { viewer, workgroups: groups, offset: q.offset, counts: null, ids: null };
  // A kept list is named by everything its condition depends on (the user's groups included).
  const keyOf = (kind: Kind | 'all') =>
    JSON.stringify([
      'desk',
      caller.scope,
      caller.userId,
      kind,
      selected,
      groupIds,
      q.record_type,
      filterOf(q),
    ]);
  // The four counts under the desk's filters (never an SLA filter: those are counted from the kept SLA lists).
  const countsKey = `counts|${keyOf('all')}`;
  const bySla = q.sla !== undefined || q.sort?.column === 'sla_rank';
  const window = q.ids_only ? { offset: 0, limit: bulkJobMaxIds } : q;

  if (bySla) {
    const spec = (kind: Kind) => ({ key: keyOf(kind), condition: and(shared, tabs[kind]) });
    const page = await slaWindow(db, spec(q.list), q, window);
    const counts =
      !q.counts || q.ids_only
        ? null
        : q.sla
          ? await slaCounts(db, spec, q)
          : await keptCount(db, stamp, countsKey, () => sqlCounts(db, shared, tabs));
    if (q.ids_only)
      return {
        ...answer,
        total: page.total,
        rows: [],
        ids: page.rows.slice(0, bulkJobMaxIds).map((r) => r.id),
      };
    return { ...answer, total: page.total, rows: page.rows, counts };
  }
  const where = and(shared, tabs[q.list]);
  // A window further down the tab asks for no counts: the four the tab's first window counted still hold.
  const counted = keptCount.peek<DeskCounts>(db, stamp, countsKey);
  const total = async () =>
    counted
      ? (await counted)[q.list]
      : keptCount(db, stamp, `total|${keyOf(q.list)}`, async () => {
          const [row] = await db.select({ n: count() }).from(cases).where(where);
          return row.n;
        });
  if (q.ids_only) {
    // Only the ids, with the joins an order by owner or workgroup name needs: not 5,000 whole records.
    const rows = await db
      .select({ id: cases.id })
      .from(cases)
      .innerJoin(workgroups, eq(workgroups.id, cases.workgroupId))
      .leftJoin(owners, eq(owners.id, cases.ownerUserId))
      .where(where)
      .orderBy(...deskOrderBy(q.sort))
      .limit(bulkJobMaxIds);
    return { ...answer, total: await total(), rows: [], ids: rows.map((r) => r.id) };
  }
  const [rows, counts] = await Promise.all([
    deskWindow(
      db,
      stamp,
      keyOf(q.list),
      { where, perGroup: q.list === 'wg_all' ? { shared, groups: groupIds } : undefined },
      q,
    ),
    q.counts ? keptCount(db, stamp, countsKey, () => sqlCounts(db, shared, tabs)) : null,
  ]);
  return { ...answer, total: counts ? counts[q.list] : await total(), rows, counts };
}

async function slaCounts(
  db: Db,
  spec: (kind: Kind) => { key: string; condition: SQL | undefined },
  q: DeskPageQuery,
): Promise<DeskCounts> {
  const [my, my_all, wg, wg_all] = await Promise.all(
    (['my', 'my_all', 'wg', 'wg_all'] as const).map((kind) => slaCount(db, spec(kind), q.sla)),
  );
  return { my, my_all, wg, wg_all };
}
