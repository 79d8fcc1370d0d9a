import { clearClassifications } from './classification/cache';
import type { DomainContext } from './context';
import { clearPrompts } from './telephony/prompt-cache';

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
    else if (cache === 'prompts') clearPrompts(ctx, key);
    else if (cache === 'tenantTree') reads.tenantTree.clear();
    else reads[cache].clear(key);
  });
  bus.onResync(() => {
    sessions.clear();
    for (const cache of Object.values(reads)) cache.clear();
    clearClassifications(ctx);
    clearPrompts(ctx);
  });
}
