import { randomBytes } from 'node:crypto';
import { adminQuery } from '../../support/admin-query';
import { dropTestDatabase, testDatabaseName } from '../../support/drop-database';

/**
 * The browser tests on PostgreSQL (opt-in: E2E_DATABASE_URL, a role with CREATEDB). Global setup makes a template
 * database (a server started on it migrates and seeds it); every server of the suite then gets its own database,
 * `CREATE DATABASE … TEMPLATE` of it (a file copy: well under a second), dropped when that server stops. Every
 * database of a run carries the run's prefix, so global teardown drops whatever a failed test left behind.
 */
export const e2eAdminUrl = (): string | undefined => process.env.E2E_DATABASE_URL || undefined;

/** Set by global setup; the workers inherit it. */
const runPrefix = (): string => {
  const prefix = process.env.E2E_DATABASE_PREFIX;
  if (!prefix) throw new Error('E2E_DATABASE_PREFIX is unset: global setup did not run');
  return prefix;
};

export const newRunPrefix = (): string => `sc_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;

export const templateDatabase = (): string => `${runPrefix()}_template`;

export const newDatabaseName = (): string => `${runPrefix()}_${randomBytes(5).toString('hex')}`;

/** The admin URL with another database name: what a server of the suite gets as DATABASE_URL. */
export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const createDatabase = (adminUrl: string, name: string, template?: string): Promise<unknown> =>
  adminQuery(
    adminUrl,
    `CREATE DATABASE ${testDatabaseName(name)}${template ? ` TEMPLATE ${testDatabaseName(template)}` : ''}`,
  );

export const dropDatabase = (adminUrl: string, name: string): Promise<void> =>
  dropTestDatabase(adminUrl, name);

/** Global teardown: every database of this run, the template included. */
export async function dropRunDatabases(adminUrl: string): Promise<void> {
  const prefix = runPrefix();
  const { rows } = await adminQuery(adminUrl, 'SELECT datname FROM pg_database');
  const names = rows
    .map((row: { datname: string }) => row.datname)
    .filter((name) => name.startsWith(`${prefix}_`));
  for (const name of names) await dropDatabase(adminUrl, name);
}
