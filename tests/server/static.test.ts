import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'sc-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Staff Console</title>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'version.json'), '{"version":"1.2.39"}');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');

const t = await createTestApp({ env: { DIST_DIR: dist } });

const expectedHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self' ws: wss:; media-src 'self' blob:; object-src 'none'; " +
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

describe('the built console', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Staff Console</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, and revalidates version.json and other files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('answers a deep link with the console, but a missing file with 404', async () => {
    const deep = await t.app.inject({
      method: 'GET',
      url: '/dashboard/v1',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Staff Console');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errCode: 4 });
  });
});

describe('security headers', () => {
  it('are on every answer: files, API calls, errors and 404s', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }),
      await t.app.inject({ method: 'GET', url: '/api/version' }),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x' } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      await t.app.inject({ method: 'POST', url: '/api/nowhere' }),
      await t.app.inject({ method: 'GET', url: '/nowhere.txt' }),
    ];
    for (const response of answers) {
      expect(response.headers).toMatchObject(expectedHeaders);
      expect(response.headers['permissions-policy']).toContain('microphone=(self)');
    }
  });

  it('API answers are never cached', async () => {
    for (const url of ['/api/version', '/api/client_ip', '/api/nowhere']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control']).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Console@2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
