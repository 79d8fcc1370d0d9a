import type { CacheName } from '../bus/messages';
import type { DomainContext } from './context';

// Apart from cache-invalidation.ts (which clears the caches on the message and so imports their modules): the
// writers of sessions and classifications call this, and importing that wiring would make a cycle.
/**
 * Call after the write committed: drops the entry (or, without a key, the whole cache) in every instance. Role
 * maps and role names are keyed by role id, user tenants by user id, sessions by session id; the tenant tree
 * and classifications are dropped whole.
 */
export function invalidateCache(ctx: DomainContext, cache: CacheName, key?: number): void {
  ctx.bus.publish(key === undefined ? { topic: 'cache', cache } : { topic: 'cache', cache, key });
}
