import type { Db } from '../../db/client';
import { stampOf } from './case-list-cache';

/**
 * A desk tab's total and the four tabs' counts, kept under the case stamp (case-list-cache.ts): counting a large
 * workgroup's open records reads every one of them (105 000 in 60 ms on PGlite), and every window the grid reads
 * asks again. Exact: an entry answers only under the stamp it was counted at, and every write to the cases, their
 * history and notes moves the stamp in its own transaction (migration 0022).
 */
const maxEntries = 500;
type Entry = { stamp: string; value: Promise<unknown> };
const caches = new WeakMap<Db, Map<string, Entry>>();

export async function keptCount<T>(db: Db, key: string, count: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const stamp = await stampOf(db);
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) {
    // Most recently used last: the first entry is the one to drop.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = count();
  cache.delete(key);
  cache.set(key, { stamp, value });
  // A failed count is not kept: the next call counts again.
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  return value;
}
