import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { dropTestDatabase } from '../support/drop-database';

export type TestDatabase = Database & {
  drop: () => Promise<void>;
  /** PostgreSQL only: the database's own URL, for service processes and buses of their own. */
  url?: string;
};

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default; with DATABASE_URL a
 * new PostgreSQL database (files run in parallel, so they cannot share one and truncate), dropped at the end.
 * The role in DATABASE_URL needs CREATEDB.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await createDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
    // Migrate and seed again on top of the template: both are idempotent, and this keeps them exercised.
    await database.migrate();
    await seedDatabase(database.db);
    return { ...database, drop: database.close };
  }
  const name = `sc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: testUrl.toString() });
  await database.migrate();
  await seedDatabase(database.db);
  return {
    ...database,
    url: testUrl.toString(),
    drop: async () => {
      await database.close();
      // pool.end() resolves before its connections have said goodbye: the drop waits for them.
      await dropTestDatabase(url, name);
    },
  };
}

/**
 * PGlite's initdb costs seconds per file; a dumped data directory loads in under one. The first file to need
 * it builds the template (migrated and seeded) and writes it atomically; the name carries a hash of the
 * migrations and the seed, so a change to either makes a new template.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  // The seed too: it never rewrites rows it finds, so a template from older seed data would hide new data.
  for (const folder of ['migrations', 'seed']) {
    const root = fileURLToPath(new URL(`../../server/db/${folder}`, import.meta.url));
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(root, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  const templatePath = join(tmpdir(), `staff-console-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(templatePath)) return new Blob([readFileSync(templatePath)]);
  const fresh = await createDatabase({ memory: true });
  try {
    await fresh.migrate();
    await seedDatabase(fresh.db);
    const dump = await (fresh.dumpDataDir as () => Promise<Blob>)();
    const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templatePath);
    return dump;
  } finally {
    await fresh.close();
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
