import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import {
  createDatabase,
  dropRunDatabases,
  e2eAdminUrl,
  newRunPrefix,
  templateDatabase,
} from './e2e-database';
import type { Engine } from './engines';
import { startServer } from './server';

/**
 * One shared server per engine for the suite; tests that restart or kill a server start their own. First a
 * template is made (a server started on it migrates and seeds it, then stops cleanly), and every server of the
 * suite, the shared ones included, starts from a copy of it: a copied data directory on PGlite, or with
 * E2E_DATABASE_URL a database created from a template database on PostgreSQL (for the "postgres" project's specs,
 * tests/e2e/support/engines.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A spec run from inside a browser test (an exported trace, tests/e2e/model/trace-export.spec.ts) uses the
  // running suite's servers rather than starting its own.
  if (process.env.E2E_REUSE_SERVER === '1' && process.env.E2E_BASE_URL) return async () => undefined;
  // `npx playwright test` alone works too: the console and the compiled service are rebuilt when stale.
  buildIfStale();
  const adminUrl = e2eAdminUrl();
  const template = mkdtempSync(join(tmpdir(), 'staff-console-e2e-template-'));
  const pgTemplate = mkdtempSync(join(tmpdir(), 'staff-console-e2e-template-pg-'));
  const stops: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    rmSync(template, { recursive: true, force: true });
    rmSync(pgTemplate, { recursive: true, force: true });
    if (adminUrl) await dropRunDatabases(adminUrl);
  };
  const shared = async (engine: Engine, dataDir: string): Promise<string> => {
    const preparing = await startServer({ dataDir, template: null, engine });
    await preparing.stop();
    if (engine === 'pglite') process.env.E2E_TEMPLATE_DIR = dataDir;
    const server = await startServer({ engine });
    stops.push(server.stop);
    return server.url;
  };
  const postgres = async (url: string): Promise<string> => {
    await createDatabase(url, templateDatabase());
    writeFileSync(join(pgTemplate, 'e2e-database'), templateDatabase());
    return shared('postgres', pgTemplate);
  };
  try {
    if (adminUrl) process.env.E2E_DATABASE_PREFIX = newRunPrefix();
    // The two engines' templates side by side: each seed keeps one process busy (PGlite's in the server, the
    // other's split between the server and PostgreSQL), and neither needs the other. Both are waited for before
    // anything is thrown, so the clean-up below never races a server still starting.
    const [pglite, onPostgres] = await Promise.allSettled([
      shared('pglite', template),
      adminUrl ? postgres(adminUrl) : Promise.resolve(undefined),
    ]);
    if (pglite.status === 'rejected') throw pglite.reason;
    if (onPostgres.status === 'rejected') throw onPostgres.reason;
    process.env.E2E_BASE_URL = pglite.value;
    if (onPostgres.value) process.env.E2E_POSTGRES_BASE_URL = onPostgres.value;
    return cleanUp;
  } catch (error) {
    // No teardown runs after a failed setup: the template (and its database) would be left behind.
    await cleanUp();
    throw error;
  }
}
