import type { DiskGuard } from '../db/disk-guard';
import type { Bus } from '../bus/messages';
import type { Db } from '../db/client';
import type { RoleMap } from '../../src/contracts/auth';
import type { SessionCache } from './session-cache';
import type { TenantTree } from './tenant-tree';
import { TtlCache } from './ttl-cache';

/** Reference data kept briefly in memory; see TtlCache for why and how it stays fresh. */
export type ReadCaches = {
  roleMaps: TtlCache<number, RoleMap>;
  roleNames: TtlCache<number, string | null>;
  tenantTree: TtlCache<'all', TenantTree>;
  /** user id → the tenant ids assigned to that user */
  userTenants: TtlCache<number, number[]>;
};

export function createReadCaches(ttlMs: number): ReadCaches {
  return {
    roleMaps: new TtlCache(ttlMs),
    roleNames: new TtlCache(ttlMs),
    tenantTree: new TtlCache(ttlMs),
    userTenants: new TtlCache(ttlMs),
  };
}

/** What every domain rule may use: storage, the session cache and the few settings rules depend on. */
export type DomainContext = {
  db: Db;
  sessions: SessionCache;
  reads: ReadCaches;
  sessionTtlMs: number;
  /** Base of links written into e-mails. */
  publicUrl: string;
  /** Pushes and cache invalidation, to this instance and every other one on the same database. */
  bus: Bus;
  /** A PGlite data directory's free space (absent on PostgreSQL and in memory). */
  disk?: DiskGuard;
};

/** Sessions never outlive this, however active they are. */
export const absoluteSessionCapMs = 7 * 24 * 60 * 60 * 1000;
