import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { checkDataDir, damagedDataDir, requireDirectoryPath, shortReason } from './data-dir-check';
import { acquireDataDirLock } from './data-dir-lock';
import { DiskGuard, type DiskRules } from './disk-guard';
import { guardWrites } from './guarded-pglite';
import { repoPath } from '../repo-root';

/** The store-independent database handle the domain code works with (transactions included). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  /** disk: the free space the data directory keeps (DiskGuard); the guard's defaults when absent. */
  | { dataDir: string; disk?: DiskRules }
  | { databaseUrl: string }
  /** loadDataDir: start from a dumped data directory (tests use a migrated, seeded template: no initdb). */
  | { memory: true; loadDataDir?: Blob };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (server/db/migrations); safe to run on every start. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball, uncompressed: the service tests load it once per file, and
   * unpacking the gzipped one (6 MB of 67) cost each load 0.3 s of its 0.8.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** A PGlite data directory only: its free space, which refuses writes before the disk is full. */
  disk?: DiskGuard;
};

const migrationsFolder = repoPath('server', 'db', 'migrations');

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    // A small pool: the service is I/O-light and PostgreSQL connections are not free.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart of PostgreSQL, pg_terminate_backend, DROP DATABASE … WITH
    // (FORCE), a cut network) is an 'error' on the pool, and an 'error' nobody listens to ends the process. The
    // pool has already dropped that connection and opens a new one for the next query, so it is worth a line on
    // stderr, not the service; while the pool is closing, a connection ended under it is expected and not told.
    pool.on('error', (error) => {
      if (!pool.ending) console.warn(`PostgreSQL ended an idle connection: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if ('dataDir' in options) return openDataDir(options.dataDir, options.disk);
  const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return pgliteDatabase(client, () => client.close());
}

/**
 * The lock comes before PGlite touches anything (a second service must not even read the files), and an
 * existing directory is checked and opened so that any failure reads as damage, never as a fresh start.
 */
async function openDataDir(dataDir: string, rules?: DiskRules): Promise<Database> {
  requireDirectoryPath(dataDir);
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    const state = checkDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir).catch((error: unknown) => {
      throw state === 'existing' ? damagedDataDir(dataDir, shortReason(error), error) : error;
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  const disk = new DiskGuard(dataDir, rules);
  // Straight to PGlite: the checkpoint is how space comes back, so the floor must not refuse it.
  disk.checkpoint = () => client.exec('CHECKPOINT');
  const database = pgliteDatabase(
    guardWrites(client, () => disk.assertWritable()),
    async () => {
      disk.stop();
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  );
  return { ...database, disk };
}

function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
