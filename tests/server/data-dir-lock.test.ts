import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, lockPathFor, type LockHolder } from '../../server/db/data-dir-lock';

let root: string;
let dir: string;
let lockFile: string;
const sleepers: ChildProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sc-lock-'));
  dir = join(root, 'pglite');
  lockFile = lockPathFor(dir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
afterAll(() => sleepers.forEach((child) => child.kill('SIGKILL')));

const readLock = () => JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
const writeLock = (holder: LockHolder) => writeFileSync(lockFile, JSON.stringify(holder));
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
/** A live process on this host that is not us: it stands for another running service. */
const livePid = () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  sleepers.push(child);
  return child.pid as number;
};
const started = '2026-11-25T10:00:00.000Z';

describe('the data directory lock', () => {
  it('is a file beside the directory naming this process, removed on release', async () => {
    const lock = await acquireDataDirLock(dir);
    expect(lockFile).toBe(join(root, 'pglite.lock'));
    expect(readLock()).toEqual({ pid: process.pid, host: hostname(), started_at: lock.holder.started_at });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    (await acquireDataDirLock(dir)).release();
  });

  it('refuses while another live process holds it, naming the directory and the holder', async () => {
    const holder = { pid: livePid(), host: hostname(), started_at: started };
    writeLock(holder);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `The data directory ${dir} is in use by process ${holder.pid} (started ${started} on host ${hostname()}). ` +
        'Stop that service first, or point DATA_DIR elsewhere.',
    );
    expect(readLock()).toEqual(holder);
  });

  it('takes over the lock of a dead process, and one naming our own PID that we do not hold', async () => {
    writeLock({ pid: deadPid(), host: hostname(), started_at: started });
    const lock = await acquireDataDirLock(dir);
    expect(readLock()).toEqual(lock.holder);
    lock.release();

    // A restarted container: the previous service had the same PID as this one.
    writeLock({ pid: process.pid, host: hostname(), started_at: started });
    const again = await acquireDataDirLock(dir);
    expect(readLock().started_at).toBe(again.holder.started_at);
    again.release();
  });

  it('takes over the lock of a killed process that nobody has reaped (a zombie)', async () => {
    // sh starts a child, then becomes `sleep 5`, which never reaps it: the child stays a zombie.
    const sh = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    sleepers.push(sh);
    const zombie = Number(
      await new Promise<string>((resolve) => sh.stdout?.once('data', (d: Buffer) => resolve(`${d}`))),
    );
    await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z');
    writeLock({ pid: zombie, host: hostname(), started_at: started });
    const lock = await acquireDataDirLock(dir);
    expect(readLock()).toEqual(lock.holder);
    lock.release();
  });

  it('treats a lock from another host as held, even with a PID that is dead here', async () => {
    writeLock({ pid: deadPid(), host: 'other-host', started_at: started });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`on host other-host). Stop that service first`);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `If that host no longer runs it, delete ${lockFile}.`,
    );
  });

  it('refuses an unreadable lock instead of guessing', async () => {
    writeFileSync(lockFile, '{"pid":');
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`whose contents cannot be read`);
  });

  it('loses a takeover race cleanly: never removes the lock the winner has just taken', async () => {
    const stale = { pid: deadPid(), host: hostname(), started_at: started };
    writeLock(stale);
    // Another starter is mid-takeover of this very stale lock: it holds the guard, then installs its own lock.
    const guard = `${lockFile}.takeover-${stale.pid}-${started.replace(/[^0-9A-Za-z]/g, '')}`;
    writeFileSync(guard, '');
    const winner = { pid: livePid(), host: hostname(), started_at: '2026-11-25T10:00:01.000Z' };
    setTimeout(() => {
      writeLock(winner);
      unlinkSync(guard);
    }, 150);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by process ${winner.pid}`);
    expect(readLock()).toEqual(winner);
  });

  it('does not wait forever on a guard abandoned by a starter that died mid-takeover', async () => {
    const stale = { pid: deadPid(), host: hostname(), started_at: started };
    writeLock(stale);
    const guard = `${lockFile}.takeover-${stale.pid}-${started.replace(/[^0-9A-Za-z]/g, '')}`;
    writeFileSync(guard, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(guard, old, old);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`was interrupted and left ${guard}`);
  });

  it('release leaves alone a lock that is no longer ours', async () => {
    const lock = await acquireDataDirLock(dir);
    const other = { pid: livePid(), host: hostname(), started_at: started };
    writeLock(other); // someone deleted ours by hand and started another service
    lock.release();
    expect(readLock()).toEqual(other);
  });
});
