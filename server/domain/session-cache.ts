/** What the auth hook needs to know about a live session; kept in memory between calls. */
export type SessionRecord = {
  sessionId: number;
  userId: number;
  roleId: number | null;
  tenantId: number | null;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
};

type Entry = { record: SessionRecord; cachedAt: number };

/**
 * Access-token hash → session, so an authenticated read costs one sha256 and a Map lookup instead of a query.
 * Every revoke, rotation and role/tenant change drops the entry at once, in this instance and (through the bus)
 * in every other one on the same PostgreSQL; the short TTL is the backstop should a message be lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every drop: a lookup that started before a revoke must not cache what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(accessHash: string, now: number): SessionRecord | undefined {
    const entry = this.entries.get(accessHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs) {
      this.entries.delete(accessHash);
      return undefined;
    }
    return entry.record;
  }

  get epoch(): number {
    return this.generation;
  }

  set(accessHash: string, record: SessionRecord, now: number, readAtEpoch: number): void {
    if (this.ttlMs <= 0 || readAtEpoch !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(accessHash, { record, cachedAt: now });
  }

  dropSession(sessionId: number): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries)
      if (entry.record.sessionId === sessionId) this.entries.delete(hash);
  }

  /** Everything: the bus was down, so a revocation or role change made elsewhere may have been missed. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  dropUser(userId: number, exceptSessionId?: number): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.record.userId === userId && entry.record.sessionId !== exceptSessionId)
        this.entries.delete(hash);
    }
  }
}
