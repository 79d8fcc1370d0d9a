import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { call, killAllServices, startService } from './service-process';

// The process tests always use a PGlite file store: they are about surviving kills and restarts on disk.
const dataDir = mkdtempSync(join(tmpdir(), 'sc-data-'));
afterAll(() => {
  killAllServices();
  rmSync(dataDir, { recursive: true, force: true });
});

const user = {
  username: 'survivor',
  full_name: 'Bongani Survivor',
  email: 'bongani@example.co.za',
  password: 'Still#Here26',
};
const signIn = (url: string, username: string, password: string) =>
  call(url, paths.login, { username, password });

describe('the service process', () => {
  it('recovers after SIGKILL, exits 0 on SIGTERM and restarts cleanly', { timeout: 240_000 }, async () => {
    const first = await startService({ DATA_DIR: dataDir });
    expect((await call(first.url, paths.register, user)).errCode).toBe(0);
    expect((await signIn(first.url, 'survivor', 'Still#Here26')).errCode).toBe(0);
    expect(await first.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startService({ DATA_DIR: dataDir });
    expect((await signIn(second.url, 'survivor', 'Still#Here26')).errCode).toBe(0);
    expect((await signIn(second.url, 'admin', 'Console@2026')).errCode).toBe(0);
    const later = { ...user, username: 'after.kill', email: 'after.kill@example.co.za' };
    expect((await call(second.url, paths.register, later)).errCode).toBe(0);
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('shutting down');

    const third = await startService({ DATA_DIR: dataDir });
    expect(third.output()).toContain('Staff Console service ready at http://127.0.0.1:');
    expect((await signIn(third.url, 'after.kill', 'Still#Here26')).errCode).toBe(0);
    expect((await signIn(third.url, 'survivor', 'Still#Here26')).errCode).toBe(0);
    expect(await third.stop('SIGINT')).toEqual({ code: 0, signal: null });
  });
});
