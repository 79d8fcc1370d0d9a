import { count, desc, type SQL } from 'drizzle-orm';
import type { CaseRecord } from '../../../src/contracts/workflow/cases';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema';
import { stampOf } from './case-list-cache';
import { selectCases, toCaseRecord } from './records';
import { slaClock, type SlaClock } from './sla';

/**
 * The newest-first pages of the case lists, kept per filter until the cases change (issue 38). Each call used to
 * send six statements (the page, its count, then the time mapping, the tenants, the history and the notes of
 * its fifty cases for their SLA): at 200,000 cases fifty callers got 110 answers a second, the database's
 * round trips being the whole cost. Kept under the stamp of case-list-cache.ts, a call reads the stamp and
 * works out each record's SLA at its own `now`, as the SLA-sorted list does.
 *
 * Exact: an entry answers only under the stamp it was read at, and every write to the cases, their history and
 * notes, the time mapping or the tenants moves the stamp in its own transaction (migration 0022).
 */
export type NewestPage = { total: number; records: CaseRecord[]; clock: SlaClock };

type Entry = { stamp: string; total: Promise<number>; pages: Map<string, Promise<NewestPage['records']>> };
type Kept = { entries: Map<string, Entry>; clocks: WeakMap<CaseRecord[], Promise<SlaClock>> };

/** Filters kept (each with up to `maxPages` pages of at most 1,000 cases): a few megabytes at most. */
const maxFilters = 200;
const maxPages = 20;

const kept = new WeakMap<Db, Kept>();
const keptOf = (db: Db): Kept => {
  let k = kept.get(db);
  if (!k) kept.set(db, (k = { entries: new Map(), clocks: new WeakMap() }));
  return k;
};

/** Most recently used last; a failed read is not kept. */
function touch<V>(
  map: Map<string, V>,
  key: string,
  make: () => V,
  max: number,
  failed: (v: V) => Promise<unknown>,
): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    const made = value;
    failed(made).catch(() => {
      if (map.get(key) === made) map.delete(key);
    });
  }
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
  return value;
}

/**
 * A page of the cases matching `condition`, newest first, with the count of all of them and an SLA clock for its
 * records. `key` names the condition (filters and the caller's scope); equal keys must mean equal conditions.
 */
export async function newestPage(
  db: Db,
  key: string,
  condition: SQL | undefined,
  q: { page_number: number; size: number },
): Promise<NewestPage> {
  const k = keptOf(db);
  const stamp = await stampOf(db);
  let entry = k.entries.get(key);
  if (entry && entry.stamp !== stamp) {
    k.entries.delete(key);
    entry = undefined;
  }
  // Reads run one after the other, as withSla explains (`db` may be a transaction on one connection).
  const fresh = (): Entry => ({
    stamp,
    total: db
      .select({ n: count() })
      .from(cases)
      .where(condition)
      .then(([row]) => row.n),
    pages: new Map(),
  });
  const e = touch(
    k.entries,
    key,
    () => entry ?? fresh(),
    maxFilters,
    (v) => v.total,
  );
  const total = await e.total;
  const records = await touch(
    e.pages,
    `${q.page_number}|${q.size}`,
    () =>
      selectCases(db)
        .where(condition)
        .orderBy(desc(cases.createdAt), desc(cases.id))
        .limit(q.size)
        .offset(q.page_number * q.size)
        .then((rows) => rows.map(toCaseRecord)),
    maxPages,
    (v) => v,
  );
  let clock = k.clocks.get(records);
  if (!clock) {
    clock = slaClock(db, records);
    k.clocks.set(records, clock);
    clock.catch(() => k.clocks.delete(records));
  }
  return { total, records, clock: await clock };
}
