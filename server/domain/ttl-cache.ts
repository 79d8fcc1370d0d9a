/**
 * Read-through cache for reference data that changes rarely (role maps, the tenant tree, tenant assignments):
 * PGlite costs ~0.5 ms a query on one thread, which alone would cap a simple signed-in read far below the
 * 5,000 req/s budget. The promise is cached, so concurrent misses share one query; failures are not cached.
 * Writers publish an invalidation on the bus (domain/cache-invalidation.ts), which clears it in every instance;
 * the TTL bounds staleness should a message be lost.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; at: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (this.ttlMs > 0) {
      this.entries.set(key, { value, at: now });
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  clear(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
