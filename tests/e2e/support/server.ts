import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  e2eAdminUrl,
  newDatabaseName,
  templateDatabase,
} from './e2e-database';
import { currentEngine, type Engine } from './engines';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** The compiled service, as `npm start` runs it (scripts/e2e.mjs and global setup build it when stale). */
const serverEntry = join(repoRoot, 'dist-server', 'main.js');

/**
 * On PostgreSQL a data directory stands for a database: this file in it names the database, so a test that
 * restarts a server on the same directory gets the same data back, as on PGlite.
 */
const databaseMarker = (dataDir: string): string => join(dataDir, 'e2e-database');

/** The database of a data directory on PostgreSQL: the one it names, or a new copy of the template. */
async function databaseFor(adminUrl: string, dataDir: string, template: string | null | undefined) {
  const marker = databaseMarker(dataDir);
  if (existsSync(marker)) return readFileSync(marker, 'utf8').trim();
  const name = newDatabaseName();
  await createDatabase(adminUrl, name, template === null ? undefined : templateDatabase());
  writeFileSync(marker, name);
  return name;
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
  kill: () => Promise<void>;
};

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const waitForReady = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      // Bounded, so a probe that is accepted but not answered cannot outlast the start-up deadline.
      const answer = await fetch(`${url}/api/version`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet, or not answering yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server at ${url} was not ready within ${timeoutMs} ms`);
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));

/**
 * Starts the product's server (the built console plus the compiled service, with plain node as `npm start` runs
 * it) on a free port. Each test that restarts or kills a server starts its own; `dataDir` lets a second start
 * reuse the first one's data. On the PostgreSQL engine (a test of the "postgres" project, which needs
 * E2E_DATABASE_URL) the data is a PostgreSQL database instead of PGlite files; outside a test, PGlite.
 */
export const startServer = async (
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    template?: string | null;
    /** By default the engine of the test's project (tests/e2e/support/engines.ts). */
    engine?: Engine;
  } = {},
): Promise<RunningServer> => {
  const port = await freePort();
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'staff-console-e2e-'));
  // A new, empty data directory starts from the suite's migrated and seeded template (global-setup), so a test
  // that needs its own server skips initdb and the seed: seconds instead of tens of seconds on a busy machine.
  // The server still migrates and seeds on start (both idempotent), so nothing is taken on trust.
  const template = options.template === undefined ? process.env.E2E_TEMPLATE_DIR : options.template;
  const onPostgres = (options.engine ?? currentEngine()) === 'postgres';
  const adminUrl = onPostgres ? e2eAdminUrl() : undefined;
  if (onPostgres && !adminUrl) throw new Error('a PostgreSQL server needs E2E_DATABASE_URL');
  const database = adminUrl ? await databaseFor(adminUrl, dataDir, options.template) : undefined;
  if (
    !adminUrl &&
    template &&
    existsSync(template) &&
    existsSync(dataDir) &&
    readdirSync(dataDir).length === 0
  ) {
    cpSync(template, dataDir, { recursive: true });
  }
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build`);
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // PGlite in DATA_DIR unless the suite runs on PostgreSQL; never a DATABASE_URL inherited from the shell.
      DATABASE_URL: adminUrl && database ? databaseUrl(adminUrl, database) : '',
      LOG_LEVEL: 'warn',
      // Telephony tests start their own Kamailio on free ports; only the embedded-SIP test turns this on.
      TELEPHONY_EMBEDDED_SIP: 'off',
      // A reminder a test sets a second ahead falls due within one more (issue 34's lifecycle test).
      REMINDER_SWEEP_MS: '500',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const forget = async () => {
    if (!ownDir) return; // the caller's directory (and its database) outlives this server
    if (adminUrl && database) await dropDatabase(adminUrl, database);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    await forget();
    throw error;
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await forget();
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return { url, port, dataDir, stop, kill };
};
