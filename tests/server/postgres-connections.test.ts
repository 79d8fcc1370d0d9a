import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';

// PostgreSQL only (PGlite has no other connections to end): vitest.config.ts leaves this file out without
// DATABASE_URL, and CI runs it in its PostgreSQL pass.
const url = process.env.DATABASE_URL as string;

describe('connections on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  afterAll(() => database?.drop());

  it('a connection the server ends while idle costs the next query nothing and does not end the process', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // Two connections idle in the pool.
    const read = () =>
      db
        .select({ name: sql<string>`current_database()`, pause: sql`pg_sleep(0.05)` })
        .from(users)
        .limit(1);
    const [[{ name }]] = await Promise.all([read(), read()]);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // What a restart of PostgreSQL or an administrator does to the service's idle connections. Only the
      // service's own: an autovacuum worker may be visiting the freshly seeded database, and this role may not end
      // it ("must be a superuser to terminate superuser process").
      const ended = await admin.query(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
        [name],
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      // Until every ended connection has told its client, so the error events have been delivered.
      for (let left = Infinity; left > 0;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and usename = current_user',
          [name],
        );
        left = rows.rows[0].n as number;
      }
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await read())[0].name).toBe(name);
  });
});
