import type { CacheName } from '../bus/messages';
import { clearClassifications } from './classification/cache';
import type { DomainContext } from './context';

/**
 * Call after the write committed: drops the entry (or, without a key, the whole cache) in every instance. Role
 * maps and role names are keyed by role id, user tenants by user id, sessions by session id; the tenant tree
 * and classifications are dropped whole.
 */
export function invalidateCache(ctx: DomainContext, cache: CacheName, key?: number): void {
  ctx.bus.publish(key === undefined ? { topic: 'cache', cache } : { topic: 'cache', cache, key });
}

/**
 * Wires the context's caches to the bus, before anything else subscribes: a revocation is applied to the session
 * cache before the push streams hear it, so a stream that re-checks its session reads the database.
 */
export function listenForInvalidations(ctx: DomainContext): void {
  const { bus, sessions, reads } = ctx;
  bus.subscribe('revocation', ({ revocation }) => {
    if ('sessionId' in revocation) sessions.dropSession(revocation.sessionId);
    else sessions.dropUser(revocation.userId, revocation.exceptSessionId);
  });
  bus.subscribe('cache', ({ cache, key }) => {
    if (cache === 'sessions') {
      if (key === undefined) sessions.clear();
      else sessions.dropSession(key);
    } else if (cache === 'classifications') clearClassifications(ctx);
    else if (cache === 'tenantTree') reads.tenantTree.clear();
    else reads[cache].clear(key);
  });
  bus.onResync(() => {
    sessions.clear();
    for (const cache of Object.values(reads)) cache.clear();
    clearClassifications(ctx);
  });
}
