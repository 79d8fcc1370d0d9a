import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoPath } from '../repo-root';

/** The configuration kept in the repository, beside this file. */
export const kamailioConfigPath = repoPath('server', 'telephony', 'kamailio.cfg');

export type KamailioOptions = {
  /** Port of the WebSocket listener on 127.0.0.1; a free one when absent. */
  port?: number;
  /** Shared secret of the ephemeral credentials; must equal the service's TELEPHONY_SHARED_SECRET. */
  secret: string;
  sipDomain: string;
  /**
   * Queue routing (issue 20): the service's API base (e.g. http://127.0.0.1:5000/api) and the key of its internal
   * routing calls. Without them a queue's number is an unknown user, as with `npm run telephony`.
   */
  acd?: { url: string; key: string };
  /** Write Kamailio's log here instead of discarding it. */
  log?: (line: string) => void;
};

export type RunningKamailio = {
  port: number;
  wsUrl: string;
  /** SIGTERM and wait; removes the run directory. Safe to call twice. */
  stop: () => Promise<void>;
  /** SIGKILL the whole process group (the transport failure a test simulates); the run directory is kept. */
  kill: () => Promise<void>;
};

/** Debian installs modules under the multiarch directory; found at run time, never hard-coded. */
export function kamailioModulesDir(): string {
  const listed = spawnSync('dpkg', ['-L', 'kamailio'], { encoding: 'utf8' });
  const fromDpkg = listed.stdout?.split('\n').find((line) => /\/kamailio\/modules\/tm\.so$/.test(line));
  if (fromDpkg) return dirname(fromDpkg);
  for (const base of ['/usr/lib', '/usr/local/lib', '/usr/lib64']) {
    const candidates = [join(base, 'kamailio/modules')];
    if (existsSync(base))
      for (const entry of readdirSync(base)) candidates.push(join(base, entry, 'kamailio/modules'));
    const found = candidates.find((dir) => existsSync(join(dir, 'tm.so')));
    if (found) return found;
  }
  throw new Error(
    'Kamailio modules not found: apt-get install kamailio kamailio-websocket-modules kamailio-autheph-modules',
  );
}

/** On the PATH, as Debian's package installs it; the modules are checked when it starts. */
export const kamailioInstalled = (path = process.env.PATH ?? ''): boolean =>
  path
    .split(':')
    .filter(Boolean)
    .concat('/usr/sbin')
    .some((dir) => existsSync(join(dir, 'kamailio')));

export const freeTcpPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Whether something already listens on the port on loopback. */
export const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));

/** How long a stop waits for Kamailio to exit on SIGTERM before it kills the process group. */
export const stopGraceMs = 3000;

/** Quotes a value for Kamailio's -A define: a string literal in the configuration. */
const literal = (value: string): string => {
  if (!/^[\w.:@+/=-]+$/.test(value)) throw new Error(`Unsafe value for Kamailio: ${value}`);
  return `"${value}"`;
};

/**
 * Starts Kamailio in the foreground (its own process group, so a kill takes every child with it) and waits until
 * the WebSocket port accepts connections.
 */
export async function startKamailio(options: KamailioOptions): Promise<RunningKamailio> {
  const port = options.port ?? (await freeTcpPort());
  const runDir = mkdtempSync(join(tmpdir(), 'kamailio-'));
  const child = spawn(
    'kamailio',
    [
      '-DD',
      '-E',
      '-f',
      kamailioConfigPath,
      '-L',
      kamailioModulesDir(),
      '-Y',
      runDir,
      '-P',
      join(runDir, 'kamailio.pid'),
      '-m',
      '32',
      '-M',
      '8',
      '-A',
      `WS_PORT=${port}`,
      '-A',
      `SIP_DOMAIN=${literal(options.sipDomain)}`,
      '-A',
      `SHARED_SECRET=${literal(options.secret)}`,
      ...(options.acd
        ? ['-A', `ACD_URL=${literal(options.acd.url)}`, '-A', `ACD_KEY=${literal(options.acd.key)}`]
        : []),
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = options.log;
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log?.(chunk.toString()));

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    }
    await exited(child);
  };
  const stop = async () => {
    // Kamailio can hang in its own shutdown (seen with a browser's WebSocket still connected): a bounded wait,
    // then SIGKILL to the whole group, so it never outlives whoever started it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), stopGraceMs)));
    const outcome = await Promise.race([signal('SIGTERM').then(() => 'done' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') await signal('SIGKILL');
    rmSync(runDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Kamailio did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, wsUrl: `ws://127.0.0.1:${port}`, stop, kill: () => signal('SIGKILL') };
}
