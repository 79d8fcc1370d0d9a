import { desc, sql, type SQL } from 'drizzle-orm';
import type { CasePage, CaseRecord } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { cases, users, workgroups } from '../../db/schema';
import { TtlCache } from '../ttl-cache';
import { orderCases, type OrderedCases } from './case-order';
import { selectCases, toCaseRecord } from './records';
import { slaClock } from './sla';

/**
 * The SLA-sorted case lists, kept per database and filter (issue 21): ranking a desk of 10 000 cases by SLA
 * needs every case's history and notes, ~100 ms of work that the old code repeated at every call.
 *
 * Freshness: every call first reads one small "stamp", a counter that triggers on cases, their history and notes
 * and the time mapping bump in the writing transaction (migration 0022), so it moves in commit order on every
 * instance and no writer has to remember to invalidate anything; an entry built under another stamp is rebuilt
 * before it answers. The tenants are counted too, since a case's targets follow its tenant's ancestors. Workgroup
 * and owner names are put in at each call (withCurrentNames below).
 */
/** Bounded by cases held (~1.5 KB each with their SLA facts), so many filters (search keystrokes) cannot grow the
 * process without limit. One list bigger than this is still kept, beside the small ones (issue 38: a large
 * tenant's workgroup list of 525,000 cases takes half a minute to build, and each agent's own list evicted it). */
const maxCases = 50_000;

type Entry = { stamp: string; value: Promise<OrderedCases>; size: number };
type Cache = { entries: Map<string, Entry>; cases: number };

const caches = new WeakMap<Db, Cache>();
const cacheOf = (db: Db): Cache => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), cases: 0 }));
  return cache;
};

async function readStamp(db: Db): Promise<string> {
  const result = (await db.execute(sql`select case_list_stamp() as stamp`)) as unknown as {
    rows: { stamp: string }[];
  };
  return result.rows[0]?.stamp ?? '';
}

type StampReads = { running?: Promise<string>; waiting?: Promise<string> };
const stampReads = new WeakMap<Db, StampReads>();

function startRead(reads: StampReads, db: Db): Promise<string> {
  const read = readStamp(db);
  reads.running = read;
  const done = () => {
    if (reads.running === read) reads.running = undefined;
  };
  read.then(done, done);
  return read;
}

/**
 * The counter of migration 0022: one row by primary key. Other kept answers of the case lists share it.
 *
 * Calls that arrive while a read is on its way share the next read, which starts when that one is back (issue
 * 38: fifty callers at once each sent their own and queued for the pool's ten connections). Still exact: a
 * call is answered only by a read that began after it arrived, so it sees every change committed before it.
 */
export function stampOf(db: Db): Promise<string> {
  let reads = stampReads.get(db);
  if (!reads) stampReads.set(db, (reads = {}));
  const r = reads;
  if (!r.running) return startRead(r, db);
  if (!r.waiting) {
    const settled = () => undefined;
    r.waiting = r.running.then(settled, settled).then(() => {
      r.waiting = undefined;
      return startRead(r, db);
    });
  }
  return r.waiting;
}

async function build(db: Db, condition: SQL | undefined): Promise<OrderedCases> {
  const rows = await selectCases(db).where(condition).orderBy(desc(cases.createdAt), desc(cases.id));
  const records: CaseRecord[] = rows.map(toCaseRecord);
  return orderCases(records, await slaClock(db, records));
}

function store(cache: Cache, key: string, entry: Entry): void {
  const old = cache.entries.get(key);
  if (old && old.size <= maxCases) cache.cases -= old.size;
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  void entry.value.then(
    (o) => {
      if (cache.entries.get(key) !== entry) return;
      entry.size = o.records.length;
      const large = entry.size > maxCases;
      if (!large) cache.cases += entry.size;
      // Oldest first: a large list replaces the large one kept; a small one the oldest small ones.
      for (const [oldKey, e] of cache.entries) {
        if (oldKey === key) continue;
        const evict = large ? e.size > maxCases : cache.cases > maxCases && e.size <= maxCases;
        if (!evict) continue;
        cache.entries.delete(oldKey);
        if (e.size <= maxCases) cache.cases -= e.size;
      }
    },
    () => {
      if (cache.entries.get(key) === entry) cache.entries.delete(key);
    },
  );
}

/**
 * The cases matching `condition` in SLA order. `key` names the condition (filters and the caller's scope);
 * equal keys must mean equal conditions.
 */
export async function orderedCases(db: Db, key: string, condition: SQL | undefined): Promise<OrderedCases> {
  const cache = cacheOf(db);
  const stamp = await stampOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.stamp === stamp) return hit.value;
  const value = build(db, condition);
  store(cache, key, { stamp, value, size: 0 });
  return value;
}

type Names = { workgroups: Map<number, string>; users: Map<number, string> };
const names = new WeakMap<Db, TtlCache<'all', Names>>();

/**
 * Workgroup and owner names as they are now, not as when a list was kept: renames are as fresh as the other
 * reference data (5 s, two small reads), without rebuilding every list they appear in.
 */
export async function currentNames(
  db: Db,
): Promise<(r: CaseRecord) => Pick<CaseRecord, 'wrkgrp_name' | 'owner_name'>> {
  let cache = names.get(db);
  if (!cache) names.set(db, (cache = new TtlCache(5000)));
  const now = await cache.get('all', async () => {
    const groups = await db.select({ id: workgroups.id, name: workgroups.name }).from(workgroups);
    const people = await db.select({ id: users.id, name: users.fullName }).from(users);
    return {
      workgroups: new Map(groups.map((g) => [g.id, g.name])),
      users: new Map(people.map((u) => [u.id, u.name])),
    };
  });
  return (r) => ({
    wrkgrp_name: now.workgroups.get(r.wrkgrp_id) ?? r.wrkgrp_name,
    owner_name: r.owner_user_id === null ? null : (now.users.get(r.owner_user_id) ?? r.owner_name),
  });
}

export async function withCurrentNames(db: Db, page: CasePage): Promise<CasePage> {
  const named = await currentNames(db);
  return { ...page, rows: page.rows.map((r) => ({ ...r, ...named(r) })) };
}
