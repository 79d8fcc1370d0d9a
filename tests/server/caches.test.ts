import { describe, expect, it, vi } from 'vitest';
import { SessionCache, type SessionRecord } from '../../server/domain/session-cache';
import { TtlCache } from '../../server/domain/ttl-cache';

const record = (sessionId: number, userId: number): SessionRecord => ({
  sessionId,
  userId,
  roleId: 1,
  tenantId: null,
  createdAt: 0,
  lastSeenAt: 0,
  expiresAt: 1e15,
});

describe('SessionCache', () => {
  it('forgets entries after its TTL and on drop by session or user', () => {
    const cache = new SessionCache(1000);
    cache.set('a', record(1, 10), 0, cache.epoch);
    cache.set('b', record(2, 10), 0, cache.epoch);
    cache.set('c', record(3, 20), 0, cache.epoch);
    expect(cache.get('a', 999)?.sessionId).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.dropUser(10, 2);
    expect(cache.get('b', 1)?.sessionId).toBe(2);
    cache.dropSession(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.sessionId).toBe(3);
  });

  it('does not cache a lookup that raced with a revoke', () => {
    const cache = new SessionCache(1000);
    const readAt = cache.epoch;
    cache.dropSession(7); // a sign-out committed while the lookup was in flight
    cache.set('x', record(7, 1), 0, readAt);
    expect(cache.get('x', 1)).toBeUndefined();
  });

  it('stays within its size bound, dropping the oldest entry', () => {
    const cache = new SessionCache(1000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(key, record(key.charCodeAt(0), 1), 0, cache.epoch);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
  });
});

describe('TtlCache', () => {
  it('shares one load among concurrent misses and reloads after the TTL or a clear', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<string, number>(1000);
      const load = vi.fn(async () => 42);
      await Promise.all([cache.get('k', load), cache.get('k', load)]);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      await cache.get('k', load);
      expect(load).toHaveBeenCalledTimes(2);
      cache.clear('k');
      await cache.get('k', load);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
