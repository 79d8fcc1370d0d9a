import type { Db } from '../../db/client';

/**
 * Answers of the desk kept under the case stamp (case-list-cache.ts): a tab's total and the four tabs' counts
 * (counting a large workgroup's open records reads every one of them, 105 000 in 60 ms on PGlite), the user's
 * workgroups and the windows themselves (issue 38: each call made ~7 round trips). The caller reads the stamp
 * once per call and passes it, so every piece of one answer is of the same moment.
 *
 * Exact: an entry answers only under the stamp it was made at, and every write to the cases, their history and
 * notes, the time mapping, the tenants, the workgroups and their members and users' names moves the stamp in its
 * own transaction (migrations 0022 and 0035).
 */
export type Kept = (<T>(db: Db, stamp: string, key: string, make: () => Promise<T>) => Promise<T>) & {
  /** The answer kept under `stamp`, if there is one; nothing is made. */
  peek: <T>(db: Db, stamp: string, key: string) => Promise<T> | undefined;
};

type Entry = { stamp: string; value: Promise<unknown> };

/** A store of at most `maxEntries` answers per database, the least recently used dropped first. */
export function keptUnderStamp(maxEntries: number): Kept {
  const caches = new WeakMap<Db, Map<string, Entry>>();
  const peek = <T>(db: Db, stamp: string, key: string) => {
    const hit = caches.get(db)?.get(key);
    return hit && hit.stamp === stamp ? (hit.value as Promise<T>) : undefined;
  };
  const kept = <T>(db: Db, stamp: string, key: string, make: () => Promise<T>): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const hit = cache.get(key);
    if (hit && hit.stamp === stamp) {
      // Most recently used last: the first entry is the one to drop.
      cache.delete(key);
      cache.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = make();
    const entries = cache;
    entries.delete(key);
    entries.set(key, { stamp, value });
    // A failed answer is not kept: the next call asks again.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
  return Object.assign(kept, { peek });
}

/** Totals and counts: a few numbers each. */
export const keptCount = keptUnderStamp(500);
