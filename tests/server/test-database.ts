import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../../server/db/client';
import { adminQuery } from '../support/admin-query';
import { dropTestDatabase, testDatabaseName } from '../support/drop-database';
import { freshDatabase } from './template-database';

export type TestDatabase = Database & {
  drop: () => Promise<void>;
  /** PostgreSQL only: the database's own URL, for service processes and buses of their own. */
  url?: string;
};

/**
 * A fresh, migrated and seeded database for one test file, copied from the run's template (made once by
 * tests/server/global-setup.ts): in-memory PGlite loaded from the template's dump by default; with DATABASE_URL a
 * `CREATE DATABASE … TEMPLATE` copy on PostgreSQL (files run in parallel, so they cannot share one and truncate),
 * dropped at the end. The role in DATABASE_URL needs CREATEDB.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await createDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
    return { ...database, drop: database.close };
  }
  return postgresDatabase(url, inject('postgresTemplate'));
}

/**
 * An empty database on the suite's engine, migrated and seeded from nothing: what a first `npm start` does. One
 * test per engine uses it (seed.test.ts), so the migrations keep running from empty on both.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await freshDatabase();
    return { ...database, drop: database.close };
  }
  return postgresDatabase(url, null);
}

/** A new database of its own: a copy of the template, or (template null) migrated and seeded from empty. */
async function postgresDatabase(url: string, template: string | null): Promise<TestDatabase> {
  const name = testDatabaseName(`sc_test_${process.pid}_${randomBytes(4).toString('hex')}`);
  await adminQuery(
    url,
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${testDatabaseName(template)}` : ''}`,
  );
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = template
    ? await createDatabase({ databaseUrl: testUrl.toString() })
    : await freshDatabase(testUrl.toString());
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

let template: Blob | undefined;

/** The run's migrated and seeded PGlite data directory, as a gzipped dump (read once per worker). */
export async function pgliteTemplate(): Promise<Blob> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
}
