import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  mkdirSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { call, killAllServices, runRefusedService, startService } from './service-process';
import { pgliteTemplate } from './test-database';
import { subscribePush } from './push-stream';
import { demoPassword } from '../../server/db/seed/demo-accounts';

const root = mkdtempSync(join(tmpdir(), 'sc-datadir-'));
afterAll(() => {
  killAllServices();
  rmSync(root, { recursive: true, force: true });
});

/**
 * A DATA_DIR of its own for each test, holding the migrated, seeded template the server tests share: initdb and the
 * seed would cost minutes on a loaded 2-core machine, and no test may depend on another having run first.
 */
async function seededDataDir(name: string): Promise<string> {
  const dir = join(root, name);
  mkdirSync(dir);
  const database = await PGlite.create(join(dir, 'pglite'), { loadDataDir: await pgliteTemplate() });
  await database.close();
  return dir;
}

const user = {
  username: 'first.writer',
  full_name: 'Thandi First',
  email: 'thandi@example.co.za',
  password: 'Only#One26',
};
const readLock = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'pglite.lock'), 'utf8')) as {
    pid: number;
    host: string;
    started_at: string;
  };

/** Every file under dir with its size, except PGlite's own run marker (written on every open, even a failed one). */
function snapshot(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.endsWith('postmaster.pid'))
    .map((file) => `${relative(dir, file)}:${statSync(file).size}`)
    .sort();
}

describe('the data directory lock', () => {
  it('takes over a stale lock left by a dead process', { timeout: 240_000 }, async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    // The directory and a lock naming a process that no longer exists, as after a SIGKILL.
    const dataDir = await seededDataDir('stale');
    writeFileSync(
      join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: dead, host: hostname(), started_at: '2026-01-01T00:00:00.000Z' }),
    );

    const first = await startService({ DATA_DIR: dataDir });
    expect(readLock(dataDir)).toMatchObject({ pid: first.serverPid(), host: hostname() });
    expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });

  it(
    'refuses a second service at once, naming the directory and the holder; the first keeps its writes',
    { timeout: 240_000 },
    async () => {
      const dataDir = await seededDataDir('two');
      const first = await startService({ DATA_DIR: dataDir });
      const holder = readLock(dataDir);
      expect(holder.pid).toBe(first.serverPid());

      const second = await runRefusedService({ DATA_DIR: dataDir });
      console.info(`second service refused after ${second.ms} ms (tsx + node start included)`);
      expect(second.servedRequests).toBe(false);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(
        `The data directory ${join(dataDir, 'pglite')} is in use by process ${holder.pid}`,
      );
      expect(second.output).toContain(`on host ${hostname()}`);
      expect(second.output).not.toContain('service ready');

      expect((await call(first.url, paths.register, user)).errCode).toBe(0);
      expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(() => readLock(dataDir)).toThrow(); // released on a clean stop

      const again = await startService({ DATA_DIR: dataDir });
      expect(
        (await call(again.url, paths.login, { username: user.username, password: user.password })).errCode,
      ).toBe(0);
      expect(await again.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    },
  );

  it(
    'stops on SIGTERM with push streams open: the streams are told and closed first, the lock released last',
    { timeout: 240_000 },
    async () => {
      const dataDir = await seededDataDir('open-stream');
      const first = await startService({ DATA_DIR: dataDir });
      // Three browsers: two of one user and one of another.
      const streams: Awaited<ReturnType<typeof subscribePush>>[] = [];
      for (const username of ['agent', 'agent', 'admin']) {
        const signedIn = await call(first.url, paths.login, { username, password: demoPassword });
        const stream = await subscribePush(first.url, (signedIn.data as { token: string }).token);
        expect(await stream.waitFor((e) => e.event === 'ready')).toBeDefined();
        streams.push(stream);
      }

      const asked = Date.now();
      // 0, not the exit timer's 1: the close finished instead of being cut short with the streams still open.
      expect(await first.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      console.info(`stopped ${Date.now() - asked} ms after SIGTERM with three push streams open`);
      for (const stream of streams) {
        expect(await stream.ended(1000)).toBe(true);
        expect(stream.events.at(-1)?.event).toBe('service-stopping');
      }
      const order = ['push streams closed', 'data directory released'].map((line) =>
        first.output().indexOf(line),
      );
      expect(order[0]).toBeGreaterThan(-1);
      expect(order[1]).toBeGreaterThan(order[0]);
      expect(() => readLock(dataDir)).toThrow();

      const again = await startService({ DATA_DIR: dataDir });
      expect(
        (await call(again.url, paths.login, { username: 'agent', password: demoPassword })).errCode,
      ).toBe(0);
      expect(await again.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    },
  );
});

describe('a damaged data directory', () => {
  const damaged = async (name: string, damage: (pglite: string) => void) => {
    const copy = await seededDataDir(name);
    damage(join(copy, 'pglite'));
    return copy;
  };

  const expectRefused = async (copy: string, reason: string) => {
    const before = snapshot(join(copy, 'pglite'));
    const start = await runRefusedService({ DATA_DIR: copy });
    expect(start.servedRequests).toBe(false);
    expect(start.code).not.toBe(0);
    expect(start.output).toContain(`The database files in ${join(copy, 'pglite')} are damaged (${reason}`);
    expect(start.output).toContain('Restore the directory from a backup');
    expect(snapshot(join(copy, 'pglite'))).toEqual(before); // nothing initialised, nothing rewritten
    return start;
  };

  it(
    'refuses a directory whose PG_VERSION is missing and leaves it as it was',
    { timeout: 120_000 },
    async () => {
      const copy = await damaged('no-version', (pglite) => unlinkSync(join(pglite, 'PG_VERSION')));
      await expectRefused(copy, 'PG_VERSION is missing');
      expect(readdirSync(join(copy, 'pglite'))).not.toContain('PG_VERSION');
    },
  );

  it('refuses a truncated pg_control with the same clear message', { timeout: 120_000 }, async () => {
    const copy = await damaged('short-control', (pglite) =>
      truncateSync(join(pglite, 'global', 'pg_control'), 100),
    );
    await expectRefused(copy, 'global/pg_control is 100 bytes');
  });

  it('refuses a damaged WAL segment with the same clear message', { timeout: 120_000 }, async () => {
    const copy = await damaged('bad-wal', (pglite) => {
      const wal = join(pglite, 'pg_wal');
      const segment = join(wal, readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name)) as string);
      const bytes = readFileSync(segment);
      bytes.fill(0x55, 0, 65_536);
      writeFileSync(segment, bytes);
    });
    const start = await expectRefused(copy, 'the database engine could not open them');
    const aborted = start.output.split('\n').filter((line) => line.includes('Aborted()'));
    expect(aborted.every((line) => line.includes('are damaged'))).toBe(true); // never a bare "Aborted()"
  });

  it(
    'refuses a table file truncated mid-page with the same clear message',
    { timeout: 120_000 },
    async () => {
      // The users table's file cut half a page short, as a full disk or an interrupted copy leaves it; the catalogs
      // are whole, so the engine opens and only the first read of that table meets the torn page.
      const copy = await seededDataDir('torn-page');
      const engine = await PGlite.create(join(copy, 'pglite'));
      const { rows } = await engine.query<{ path: string }>("select pg_relation_filepath('users') as path");
      await engine.close();
      const table = join(copy, 'pglite', rows[0].path);
      truncateSync(table, statSync(table).size - 4096);
      const start = await expectRefused(copy, `${rows[0].path} is`);
      expect(start.output).not.toContain('Failed query');
    },
  );

  it(
    'refuses a data directory that is a file with the same clear message',
    { timeout: 120_000 },
    async () => {
      const file = join(root, 'not-a-directory');
      writeFileSync(file, 'backup notes\n');
      const start = await runRefusedService({ DATA_DIR: file });
      expect(start.servedRequests).toBe(false);
      expect(start.code).not.toBe(0);
      expect(start.output).toContain(
        `The database files in ${join(file, 'pglite')} are damaged (${file} is a file`,
      );
      expect(start.output).toContain('Restore the directory from a backup');
      expect(start.output).not.toContain('EEXIST');
      expect(readFileSync(file, 'utf8')).toBe('backup notes\n');
    },
  );
});
