import { mkdtempSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTelephonyConfig } from '../../../server/domain/telephony/config';
import { acdKey } from '../../../server/domain/telephony/credentials';
import { loadTelephonySecrets, secretsFileName } from '../../../server/domain/telephony/secrets';
import { backoffMs, healthyRunMs } from '../../../server/telephony/supervise';

const oldDefault = 'staff-console-dev-telephony-secret';
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return join(dir, 'data'); // not there yet, as on a first start
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the telephony secrets', () => {
  it('are generated on the first start into the data directory, readable by this user only', () => {
    const dir = dataDir();
    const secrets = loadTelephonySecrets({}, dir);
    expect(secrets.source).toBe('generated');
    expect(secrets.sharedSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.acdKey).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.acdKey).not.toBe(secrets.sharedSecret);
    const path = join(dir, secretsFileName);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      sharedSecret: secrets.sharedSecret,
      acdKey: secrets.acdKey,
    });
  });

  it('are read back on later starts, unchanged; a loosened file is made 0600 again', () => {
    const dir = dataDir();
    const first = loadTelephonySecrets({}, dir);
    chmodSync(join(dir, secretsFileName), 0o644);
    const again = loadTelephonySecrets({}, dir);
    expect(again).toEqual({ ...first, source: 'data directory' });
    expect(statSync(join(dir, secretsFileName)).mode & 0o777).toBe(0o600);
  });

  it('from the environment win: no file is written; the ACD key is derived unless it has a variable', () => {
    const dir = dataDir();
    const secret = 'an-operator-secret-of-length';
    expect(loadTelephonySecrets({ TELEPHONY_SHARED_SECRET: secret }, dir)).toEqual({
      sharedSecret: secret,
      acdKey: acdKey(secret),
      source: 'environment',
    });
    expect(() => statSync(join(dir, secretsFileName))).toThrow(/ENOENT/);
    const key = 'an-operator-acd-key-of-length';
    expect(
      loadTelephonySecrets({ TELEPHONY_SHARED_SECRET: secret, TELEPHONY_ACD_KEY: key }, dir).acdKey,
    ).toBe(key);
    // The key's variable alone keeps the generated secret.
    const stored = loadTelephonySecrets({}, dir);
    expect(loadTelephonySecrets({ TELEPHONY_ACD_KEY: key }, dir)).toEqual({
      sharedSecret: stored.sharedSecret,
      acdKey: key,
      source: 'data directory',
    });
  });

  it('refuse a short value and a damaged file, and never fall back to the old public default', () => {
    expect(() => loadTelephonySecrets({ TELEPHONY_SHARED_SECRET: 'short' }, dataDir())).toThrow(
      'at least 16 characters',
    );
    const dir = dataDir();
    loadTelephonySecrets({}, dir);
    writeFileSync(join(dir, secretsFileName), '{"sharedSecret": 1}', { mode: 0o600 });
    expect(() => loadTelephonySecrets({}, dir)).toThrow(/damaged/);
    // Without secrets (unit tests, tools) the configuration holds random ones of this process only.
    const a = loadTelephonyConfig({});
    const b = loadTelephonyConfig({});
    expect(a.sharedSecret).not.toBe(oldDefault);
    expect(a.sharedSecret).not.toBe(b.sharedSecret);
    expect(a.secretsSource).toBe('this process only');
  });
});

describe('the restart schedule of a supervised server', () => {
  it('doubles from 0.5 s and stops at 30 s; a minute of health starts it over', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(healthyRunMs).toBe(60_000);
  });
});
