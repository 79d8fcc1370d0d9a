import type { Db } from '../db/client';
import type { SessionCache } from './session-cache';

/** What every domain rule may use: storage, the session cache and the few settings rules depend on. */
export type DomainContext = {
  db: Db;
  sessions: SessionCache;
  sessionTtlMs: number;
  /** Base of links written into e-mails. */
  publicUrl: string;
};

/** Sessions never outlive this, however active they are. */
export const absoluteSessionCapMs = 7 * 24 * 60 * 60 * 1000;
