import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Db } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';
import { insertDeskCases, type DeskOwner } from './desk-data';

export type ServiceData = { cases: number; documents: number };

/**
 * `count` documents in the seeded member search index (the one the metadata row queries), copied from its
 * seeded documents with their own guid, member number and premium, in one INSERT … SELECT: receiving and
 * bulk-loading 100 000 messages would take minutes and is measured by the metadata rows, not here.
 */
export async function insertBenchDocuments(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with target as (select id from meta_indexes where name = 'member_search' order by id limit 1),
    src as (
      select doc, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
      from meta_documents where index_id = (select id from target)
    )
    insert into meta_documents (index_id, guid, doc)
    select (select id from target), 'bench-' || g,
      s.doc || jsonb_build_object('member_no', 'B' || g, 'premium', 1450 + (g * 137) % 5200)
    from generate_series(0, ${count - 1}) g join src s on s.k = g % s.n
  `);
  // Fresh statistics, as autovacuum would give a table this size soon after a load like this.
  await db.execute(sql`analyze meta_documents`);
  await db.execute(sql`analyze cases`);
}

/** Both data sets into a migrated, seeded database; answers whose list the case list row reads. */
export async function seedServiceData(db: Db, data: ServiceData): Promise<DeskOwner> {
  const owner = await insertDeskCases(db, data.cases);
  await insertBenchDocuments(db, data.documents);
  return owner;
}

/** A fresh PGlite data directory as `npm start` makes it, plus the bench's cases and documents. */
export async function serviceDataDir(data: ServiceData): Promise<{ dataDir: string; owner: DeskOwner }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'staff-console-bench-service-'));
  const database = await createDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    return { dataDir, owner: await seedServiceData(database.db, data) };
  } finally {
    await database.close();
  }
}

export type BenchPostgres = { url: string; drop: () => Promise<void> };

/**
 * A database of its own (`bench_<random>`) on the PostgreSQL of BENCH_DATABASE_URL (default: the local cluster
 * the tests use), dropped by `drop`. Null with the reason when the server cannot be reached, so the rows can say
 * so instead of failing the run.
 */
export async function benchPostgres(): Promise<BenchPostgres | { reason: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://staff:staff@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { reason: `PostgreSQL unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), drop };
}
