import pg from 'pg';

const objectInUse = '55006';
const insufficientPrivilege = '42501';
/** Within the 60 s a Vitest hook has; a plain DROP alone waits up to 5 s for sessions to leave. */
const giveUpAfterMs = 40_000;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** A test database's name, checked before it goes into SQL: the suites make names of lower-case letters, digits
 * and underscores, never from input. */
export const testDatabaseName = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a test database name: ${name}`);
  return name;
};

/**
 * Drops a test database (service tests, browser tests and bench on PostgreSQL) once its users have let go.
 *
 * `DROP DATABASE … WITH (FORCE)` alone was refused in 3 of this machine's PostgreSQL service-test runs: "must be a
 * member of the role whose process is being terminated or member of pg_signal_backend". The tests' role has
 * CREATEDB only, and FORCE refuses outright if any session in the database is one it may not end; each time a
 * session had stayed through the 5 s the drop used to wait. A plain DROP first ends autovacuum workers (which
 * this role may not signal itself) and waits up to 5 s for everyone else, cutting nobody; FORCE then ends only
 * the suite's own sessions that outstay it (a pool still saying goodbye, a killed server's backends). A refusal
 * either way is waited out and tried again until the deadline, and the last error names who was still there.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  testDatabaseName(name);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const deadline = Date.now() + giveUpAfterMs;
  try {
    for (;;) {
      let error: unknown;
      for (const statement of [
        `DROP DATABASE IF EXISTS ${name}`,
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
      ])
        try {
          await client.query(statement);
          return;
        } catch (refused) {
          if (codeOf(refused) !== objectInUse && codeOf(refused) !== insufficientPrivilege) throw refused;
          error = refused;
        }
      if (Date.now() > deadline) {
        const { rows } = await client.query(
          'SELECT pid, usesysid, usename, application_name, backend_start FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        throw new Error(`could not drop ${name}: ${String(error)}; still there: ${JSON.stringify(rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
