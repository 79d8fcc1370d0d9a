import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

/**
 * One shared server for the suite; tests that restart or kill a server start their own. First a template data
 * directory is made (a server started on it migrates and seeds it, then stops cleanly), and every server of the
 * suite, the shared one included, starts from a copy of it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = mkdtempSync(join(tmpdir(), 'staff-console-e2e-template-'));
  const preparing = await startServer({ dataDir: template, template: null });
  await preparing.stop();
  process.env.E2E_TEMPLATE_DIR = template;
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
