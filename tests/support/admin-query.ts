import pg from 'pg';

/** One statement on a connection of its own, closed again: CREATE and DROP DATABASE cannot run in a pool's
 * transaction, and a connection left open to a template would block every copy of it. */
export async function adminQuery(
  url: string,
  statement: string,
  values?: unknown[],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
