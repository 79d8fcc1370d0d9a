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
import { startServer } from './server';

/**
 * One shared server for the suite; tests that restart or kill a server start their own. First a template is made
 * (a server started on it migrates and seeds it, then stops cleanly), and every server of the suite, the shared
 * one included, starts from a copy of it: a copied data directory on PGlite, or with E2E_DATABASE_URL a database
 * created from a template database on PostgreSQL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // `npx playwright test` alone works too: the console and the compiled service are rebuilt when stale.
  buildIfStale();
  const adminUrl = e2eAdminUrl();
  const template = mkdtempSync(join(tmpdir(), 'staff-console-e2e-template-'));
  if (adminUrl) {
    process.env.E2E_DATABASE_PREFIX = newRunPrefix();
    await createDatabase(adminUrl, templateDatabase());
    writeFileSync(join(template, 'e2e-database'), templateDatabase());
  }
  const cleanUp = async () => {
    rmSync(template, { recursive: true, force: true });
    if (adminUrl) await dropRunDatabases(adminUrl);
  };
  try {
    const preparing = await startServer({ dataDir: template, template: null });
    await preparing.stop();
    process.env.E2E_TEMPLATE_DIR = template;
    const server = await startServer();
    process.env.E2E_BASE_URL = server.url;
    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    // No teardown runs after a failed setup: the template (and its database) would be left behind.
    await cleanUp();
    throw error;
  }
}
