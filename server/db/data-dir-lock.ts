import { closeSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds a data directory: written to the lock file as JSON. */
export type LockHolder = { pid: number; host: string; started_at: string };

export type DataDirLock = { path: string; holder: LockHolder; release: () => void };

// A takeover guard older than this was left by a starter that died mid-takeover (it holds it for microseconds).
const abandonedGuardMs = 10_000;
// Each retry after a live guard sleeps 20 ms: enough rounds to outwait any guard short of an abandoned one.
const attempts = 600;
// Lock files this process holds: a lock naming our own PID that is not in here is a previous incarnation's.
const held = new Set<string>();

/** The lock file sits beside the directory PGlite owns, so PGlite never sees a stranger's file in it. */
export const lockPathFor = (dir: string): string => `${dir.replace(/\/+$/, '')}.lock`;

/**
 * Takes the exclusive lock on a PGlite data directory, or throws a message naming the directory and the holder.
 * A lock whose process is gone (same host, PID not alive) is stale and taken over. Released on release() and,
 * as a last resort, on process exit; a SIGKILL leaves a stale lock, which the next start takes over.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const path = lockPathFor(dir);
  const holder: LockHolder = { pid: process.pid, host: hostname(), started_at: new Date().toISOString() };
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (tryCreate(path, holder)) return hold(path, holder);
    const current = readHolder(path);
    if (current === 'absent') continue; // released between our attempt and the read: try again
    if (current === 'unreadable')
      throw new Error(
        `The data directory ${dir} is locked by ${path}, whose contents cannot be read. If no service is using ` +
          `the directory, delete that file and start again.`,
      );
    if (isAlive(current, path)) throw inUse(dir, path, current);
    await takeOver(path, current);
  }
  throw new Error(
    `Could not take the lock ${path} on the data directory ${dir}: other starters keep racing for it.`,
  );
}

/** Creates the lock file with its whole content in one step: a reader never sees a half-written lock. */
function tryCreate(path: string, holder: LockHolder): boolean {
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(holder));
  try {
    linkSync(draft, path); // atomic, and fails with EEXIST when the lock exists: the same guarantee as open 'wx'
    return true;
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function hold(path: string, holder: LockHolder): DataDirLock {
  held.add(path);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(path)) return;
    const current = readHolder(path);
    // Never remove a lock that is not ours (someone deleted ours by hand and started another service).
    if (typeof current === 'object' && sameHolder(current, holder)) unlinkSync(path);
  };
  process.on('exit', release);
  return { path, holder, release };
}

function readHolder(path: string): LockHolder | 'absent' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (code(error) === 'ENOENT') return 'absent';
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(value.pid) && typeof value.host === 'string' && typeof value.started_at === 'string')
      return value as LockHolder;
  } catch {
    // not JSON: reported as unreadable below
  }
  return 'unreadable';
}

function isAlive(holder: LockHolder, path: string): boolean {
  if (holder.host !== hostname()) return true; // another machine's PID cannot be probed from here
  if (holder.pid === process.pid) return held.has(path); // our PID, not our lock: a restarted container's
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return code(error) !== 'ESRCH'; // EPERM: the process exists under another user
  }
  return !isZombie(holder.pid);
}

/**
 * A killed service whose parent has not reaped it still answers kill(pid, 0); where PID 1 is no real init
 * (many containers) it stays so for good, and its lock would never be taken over. Linux only: /proc tells.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (macOS) or the process just ended: kill(pid, 0) has already answered
  }
}

/**
 * Removes a stale lock. Two starters may both judge it stale; only the one that creates the guard named after
 * that very lock may unlink it, and it checks under the guard that the file still is that lock. The loser
 * retries from the top and finds the winner's live lock (or none). Without the guard the loser could unlink
 * the lock the winner has just created, and both would serve.
 */
async function takeOver(path: string, stale: LockHolder): Promise<void> {
  const guard = `${path}.takeover-${stale.pid}-${stale.started_at.replace(/[^0-9A-Za-z]/g, '')}`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if (code(error) !== 'EEXIST') throw error;
    if (Date.now() - mtimeMs(guard) > abandonedGuardMs)
      throw new Error(
        `A takeover of the stale lock ${path} was interrupted and left ${guard}. If no service is using the ` +
          `data directory, delete both files and start again.`,
        { cause: error },
      );
    await sleep(20);
    return;
  }
  try {
    const current = readHolder(path);
    if (typeof current === 'object' && sameHolder(current, stale)) unlinkSync(path);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

function inUse(dir: string, path: string, holder: LockHolder): Error {
  const remote = holder.host === hostname() ? '' : ` If that host no longer runs it, delete ${path}.`;
  return new Error(
    `The data directory ${dir} is in use by process ${holder.pid} (started ${holder.started_at} on host ` +
      `${holder.host}). Stop that service first, or point DATA_DIR elsewhere.${remote}`,
  );
}

const sameHolder = (a: LockHolder, b: LockHolder) =>
  a.pid === b.pid && a.host === b.host && a.started_at === b.started_at;

function mtimeMs(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Date.now(); // gone meanwhile: not abandoned
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
