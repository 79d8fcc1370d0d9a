import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputMessage, sqlState } from '../../../server/http/database-errors';
import { safeError } from '../../../server/http/logging';
import { createTestDatabase, type TestDatabase } from '../test-database';

// What a failed query leaves in the log: the statement, never its parameters (issue 16 point 4).
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('a database error as the service logs it', () => {
  it('keeps the code and statement and drops the parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$not-for-the-log';
    const error = await failure(() =>
      database.db.execute(sql`select ${secret}::text, ${'12x'}::int as broken`),
    );
    expect(String((error as Error).message)).toContain(secret); // the driver's own text carries it…
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(secret); // …the log line does not
    expect(logged).not.toContain('12x');
    expect(logged).toContain('select');
    expect(sqlState(error)).toBe('22P02');
  });

  it.each([
    ['22003', sql`select ${2147483648}::int`],
    ['22021', sql`select ${'a\u0000b'}::text`],
  ])('maps SQLSTATE %s from the database to a field message', async (state, query) => {
    const error = await failure(() => database.db.execute(query));
    expect(sqlState(error)).toBe(state);
    expect(databaseInputMessage(error)).toMatch(/range|character/);
  });

  it('leaves other database errors to the internal-error path', async () => {
    const error = await failure(() => database.db.execute(sql`select * from no_such_table`));
    expect(databaseInputMessage(error)).toBeUndefined();
  });
});
