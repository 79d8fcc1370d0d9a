import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsxCli = join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export type ServiceProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The server's own process (the node process running server/main.ts), while it runs. */
  serverPid: () => number | undefined;
  /**
   * SIGKILL goes to the whole process group (tsx's CLI → node). Other signals go to the server process itself
   * (the node process running server/main.ts), as an orchestrator would deliver them; tsx's CLI then exits with
   * the server's code, so the exit seen here is the server's own. Waits at most 30 s for the exit.
   */
  stop: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// Every group ever started: even after tsx's CLI exits, the server could linger in its group.
const groups = new Set<number>();

/** `tsx server/main.ts` in its own process group, so a SIGKILL reaches the real server too. */
export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const { service, exited } = await spawnService(env);
  const { child, url } = service;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${service.output()}`);
    if (await ready(url)) return service;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await service.stop('SIGKILL');
  await exited;
  throw new Error(`service did not start within 90 s:\n${service.output()}`);
}

export type RefusedStart = { code: number | null; output: string; ms: number; servedRequests: boolean };

/**
 * For a start that must be refused: waits for the process to exit (up to 90 s). A service that becomes ready
 * instead is killed and reported with servedRequests, so a missing refusal fails the test rather than hanging.
 */
export async function runRefusedService(env: Record<string, string>): Promise<RefusedStart> {
  const started = Date.now();
  const { service, exited } = await spawnService(env);
  const deadline = started + 90_000;
  let servedRequests = false;
  while (Date.now() < deadline && service.child.exitCode === null && service.child.signalCode === null) {
    if (await ready(service.url)) {
      servedRequests = true;
      await service.stop('SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!servedRequests && service.child.exitCode === null) await service.stop('SIGKILL');
  const { code } = await exited;
  return { code, output: service.output(), ms: Date.now() - started, servedRequests };
}

async function ready(url: string): Promise<boolean> {
  try {
    // Bounded: a probe that hangs (a connection accepted but not answered on a loaded machine) must not outlast
    // the start-up deadline, or the caller waits for ever with the service still running.
    return (await fetch(`${url}/api/version`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false; // not listening yet, or not answering yet
  }
}

async function spawnService(env: Record<string, string>) {
  const port = await freePort();
  // tsx's CLI by node itself, not through npx: npx's package lookup took 1.3 s of every start (of ~20 per run).
  const child = spawn(process.execPath, [tsxCli, 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      // Telephony tests start their own Kamailio on free ports; only the embedded-SIP test turns this on.
      TELEPHONY_EMBEDDED_SIP: 'off',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child.pid as number);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const service: ServiceProcess = {
    url,
    child,
    output: () => text,
    serverPid: () => serverProcess(child.pid as number),
    stop: async (signal) => {
      const pid = child.pid as number;
      if (child.exitCode === null && child.signalCode === null) {
        // The server itself, not the group's leaves: tsx's esbuild helper can be the server's child, and then
        // the leaves are esbuild alone and the server never hears the signal.
        const server = signal === 'SIGKILL' ? undefined : serverProcess(pid);
        process.kill(server ?? -pid, signal);
      }
      // Bounded: a service that ignores its signal fails the test instead of hanging it.
      const late = new Promise<never>((_, reject) => {
        const timer = setTimeout(() => {
          process.kill(-pid, 'SIGKILL');
          reject(new Error(`the service did not exit within 30 s of ${signal}:\n${text}`));
        }, 30_000);
        void exited.then(() => clearTimeout(timer));
      });
      return Promise.race([exited, late]);
    },
  };
  return { service, exited };
}

/** The node process running server/main.ts itself (tsx's CLI above it names main.ts too; esbuild does not). */
function serverProcess(pgid: number): number | undefined {
  const runsMain = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts');
    } catch {
      return false;
    }
  };
  return leaves(groupMembers(pgid).filter((member) => runsMain(member.pid)))[0];
}

function leaves(members: { pid: number; ppid: number }[]): number[] {
  const parents = new Set(members.map((m) => m.ppid));
  return members.filter((m) => !parents.has(m.pid)).map((m) => m.pid);
}

function groupMembers(pgid: number): { pid: number; ppid: number }[] {
  const members: { pid: number; ppid: number }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the ")" that closes the command name: state, ppid, pgrp, …
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z')
        members.push({ pid: Number(entry), ppid: Number(fields[1]) });
    } catch {
      // the process ended while we looked
    }
  }
  return members;
}

/**
 * For afterAll: whatever a failed test left running is killed, group and all. The groups are then forgotten: the
 * files of a worker share this module (isolate: false), and a later file's afterAll must not signal a group id
 * the system has since given to another process (ids are recycled; pid_max is 32768 here).
 */
export function killAllServices(): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  groups.clear();
}

export async function call(
  url: string,
  path: string,
  body: unknown,
): Promise<{ errCode: number; msg: unknown; data: unknown }> {
  const response = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { errCode: number; msg: unknown; data: unknown };
}
