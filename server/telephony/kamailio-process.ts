import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoPath } from '../repo-root';
import {
  endGroup,
  killGroup,
  exitOf,
  pipeLines,
  signalGroup,
  watchGroup,
  type ChildExit,
} from './child-process';

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
  /**
   * More `#!define`s for the configuration (e.g. RTPENGINE_SOCK), by name; a value is written as a string literal,
   * and only names and values Kamailio can read unquoted are accepted.
   */
  defines?: Record<string, string>;
  /** host:port of the UDP+TCP listener for phones and trunks (TELEPHONY_SIP_LISTEN); none when absent. */
  sipListen?: string;
  /** Kamailio's output, line by line; discarded without it. */
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

/** What startKamailio returns beyond the type tests build by hand: what a supervisor needs. */
export type KamailioRun = RunningKamailio & {
  /** The main process, leader of the group its workers share. */
  pid: number;
  /** The run directory: the wrapper configuration (mode 0600, it holds the secrets) and the pid file. */
  runDir: string;
  exited: Promise<ChildExit>;
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

/** How long a stop waits for Kamailio to exit on SIGTERM before it kills the process group. */
export const stopGraceMs = 3000;

/** Quotes a value for a `#!define`: a string literal in the configuration. */
const literal = (value: string): string => {
  if (!/^[\w.:@+/=,-]+$/.test(value)) throw new Error('Unsafe value for Kamailio (a secret or a define)');
  return `"${value}"`;
};

const hostPort = (value: string): string => {
  if (!/^[\w.-]+:\d{1,5}$/.test(value)) throw new Error(`Not a host:port for Kamailio: ${value}`);
  return value;
};

/**
 * The configuration Kamailio is started with: the run's values as `#!define`s, then the repository's file by
 * absolute path. The secrets live here, in a file only this user reads, never on the command line (`ps`).
 */
export function wrapperConfig(options: KamailioOptions, port: number): string {
  // Ours are always string literals (a secret of digits alone is still a string); another helper's extra ones
  // may be a bare flag ('') or a number.
  const extra = Object.entries(options.defines ?? {}).map(
    ([name, value]) => [name, value === '' || /^\d+$/.test(value) ? value : literal(value)] as const,
  );
  const ours = {
    SIP_DOMAIN: options.sipDomain,
    SHARED_SECRET: options.secret,
    ...(options.acd ? { ACD_URL: options.acd.url, ACD_KEY: options.acd.key } : {}),
  };
  const lines = [`#!define WS_PORT ${port}`];
  // A listen address is no string literal in kamailio.cfg (`listen=udp:SIP_LISTEN`): checked, written bare.
  if (options.sipListen) lines.push(`#!define SIP_LISTEN ${hostPort(options.sipListen)}`);
  for (const [name, value] of [...extra, ...Object.entries(ours).map(([n, v]) => [n, literal(v)] as const)]) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new Error(`Unsafe define name for Kamailio: ${name}`);
    lines.push(`#!define ${name} ${value}`.trimEnd());
  }
  return `#!KAMAILIO\n${lines.join('\n')}\ninclude_file "${kamailioConfigPath}"\n`;
}

/**
 * Starts Kamailio in the foreground (its own process group, so a kill takes every child with it, and a watchdog
 * that kills the group if this process dies) and waits until the WebSocket port accepts connections.
 */
export async function startKamailio(options: KamailioOptions): Promise<KamailioRun> {
  const port = options.port ?? (await freeTcpPort());
  const runDir = mkdtempSync(join(tmpdir(), 'kamailio-'));
  const configPath = join(runDir, 'kamailio.cfg');
  writeFileSync(configPath, wrapperConfig(options, port), { mode: 0o600 });
  const child = spawn(
    'kamailio',
    [
      '-DD',
      '-E',
      '-f',
      configPath,
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
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('Kamailio could not be started');
  const watchdog = watchGroup(pid);
  const log = options.log ?? (() => {});
  pipeLines(child.stdout, log);
  pipeLines(child.stderr, log);
  const exited = exitOf(child);
  // The main process gone (a crash, a kill of its pid alone), its workers would keep the port: take them too.
  // Then the watchdog has nothing left to guard, and must not outlive the group whose id it holds.
  void exited.then(() => {
    signalGroup(pid, 'SIGKILL');
    watchdog.release();
  });

  const stop = async () => {
    // Kamailio can hang in its own shutdown (seen with a browser's WebSocket still connected): bounded.
    await endGroup(child, exited, stopGraceMs);
    watchdog.release();
    rmSync(runDir, { recursive: true, force: true });
  };
  const kill = () => killGroup(child, exited);

  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Kamailio did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, wsUrl: `ws://127.0.0.1:${port}`, pid, runDir, exited, stop, kill };
}
