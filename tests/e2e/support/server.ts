import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
 * Starts the product's server (the built console plus the service) on a free port. Each test that restarts or
 * kills a server starts its own; `dataDir` lets a second start reuse the first one's data.
 */
export const startServer = async (
  options: { dataDir?: string; env?: Record<string, string>; template?: string | null } = {},
): Promise<RunningServer> => {
  const port = await freePort();
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'staff-console-e2e-'));
  // A new, empty data directory starts from the suite's migrated and seeded template (global-setup), so a test
  // that needs its own server skips initdb and the seed: seconds instead of tens of seconds on a busy machine.
  // The server still migrates and seeds on start (both idempotent), so nothing is taken on trust.
  const template = options.template === undefined ? process.env.E2E_TEMPLATE_DIR : options.template;
  if (template && existsSync(template) && existsSync(dataDir) && readdirSync(dataDir).length === 0) {
    cpSync(template, dataDir, { recursive: true });
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Telephony tests start their own Kamailio on free ports; only the embedded-SIP test turns this on.
      TELEPHONY_EMBEDDED_SIP: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(url, child, 120_000);
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return { url, port, dataDir, stop, kill };
};
