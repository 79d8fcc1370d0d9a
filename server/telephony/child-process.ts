import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

/** How a supervised child ended: a code, or the signal that ended it. */
export type ChildExit = { code: number | null; signal: NodeJS.Signals | null };

export const exitOf = (child: ChildProcess): Promise<ChildExit> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

/** Signals a whole process group (a server's forked workers with it); quiet when it is gone already. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/**
 * Stops a child that leads its own process group: SIGTERM to the group, and SIGKILL to it if the child has not
 * exited within the grace (a server can hang in its own shutdown), so it never outlives whoever stops it. A child
 * already gone is not signalled: its group id may belong to someone else by now.
 */
export async function endGroup(
  child: ChildProcess,
  exited: Promise<unknown>,
  graceMs: number,
): Promise<void> {
  const alive = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  if (alive()) signalGroup(child.pid as number, 'SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), graceMs)));
  const outcome = await Promise.race([exited.then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late' && alive()) signalGroup(child.pid as number, 'SIGKILL');
  await exited;
}

/** Kills a child's whole process group at once (what a test's transport failure is), unless it is gone already. */
export async function killGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
    signalGroup(child.pid, 'SIGKILL');
  await exited;
}

/**
 * Sends a child's output to the service log line by line: chunks split lines anywhere, and a log entry per
 * fragment would be unreadable. A partial last line is written when the stream ends.
 */
export function pipeLines(stream: Readable | null, log: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) log(line.trimEnd());
  });
  stream.on('end', () => {
    if (pending.trim()) log(pending.trimEnd());
    pending = '';
  });
}

export type Watchdog = {
  /** Ends the watchdog without killing anything (a normal stop, after the group has exited). */
  release: () => void;
};

/**
 * Kills a process group when this process dies, however it dies (`kill -9` included, which no handler sees): a
 * shell in a group of its own reads a pipe from this process; the pipe's end (this process's death closes it)
 * lets `cat` return, and the shell kills the group. A parent-death signal would reach only the main pid, and a
 * server's forked workers would be left behind holding its port.
 */
export function watchGroup(pgid: number): Watchdog {
  const dog = spawn('sh', ['-c', 'cat >/dev/null; kill -KILL -"$0" 2>/dev/null', String(pgid)], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // Neither the shell nor its pipe may keep this process alive.
  dog.unref();
  const stdin = dog.stdin as (NonNullable<typeof dog.stdin> & { unref?: () => void }) | null;
  stdin?.unref?.();
  stdin?.on('error', () => {}); // EPIPE if the shell is gone: nothing to do
  let done = false;
  dog.once('exit', () => (done = true));
  return {
    release: () => {
      // Once, and only while it lives: a dead group's id may belong to someone else by now.
      if (done || dog.pid === undefined) return;
      done = true;
      // SIGKILL rather than closing the pipe, which would fire the kill.
      signalGroup(dog.pid, 'SIGKILL');
    },
  };
}
