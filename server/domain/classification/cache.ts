import type { ClassificationItem, WorkflowType } from '../../../src/contracts/classification';
import type { DomainContext } from '../context';
import { listClassifications } from './scope';
import { invalidateCache } from '../invalidate-cache';

type Entry = { version: number; items: ClassificationItem[] };

// The classification cache of spec §7: built once per visible tenant set and type, dropped by every mutation
// (the list in §7) and rebuilt on a GET carrying the purge header. Per domain context, so each app has its own.
const stores = new WeakMap<DomainContext, { version: number; entries: Map<string, Entry> }>();
const storeOf = (ctx: DomainContext) => {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = { version: 1, entries: new Map() }));
  return store;
};

/** Called after each committed classification mutation: clears the cache of every instance, through the bus. */
export function invalidateClassifications(ctx: DomainContext): void {
  invalidateCache(ctx, 'classifications');
}

/** This instance's part of it (domain/cache-invalidation.ts calls it on the bus message). */
export function clearClassifications(ctx: DomainContext): void {
  const store = storeOf(ctx);
  store.version += 1;
  store.entries.clear();
}

export async function cachedClassifications(
  ctx: DomainContext,
  visible: readonly number[],
  type: WorkflowType,
  purge: boolean,
): Promise<Entry & { cached: boolean }> {
  const store = storeOf(ctx);
  const key = `${type}:${[...visible].sort((a, b) => a - b).join(',')}`;
  if (purge) store.entries.delete(key);
  const hit = store.entries.get(key);
  if (hit) return { ...hit, cached: true };
  const entry = { version: store.version, items: await listClassifications(ctx.db, visible, type) };
  store.entries.set(key, entry);
  return { ...entry, cached: false };
}
