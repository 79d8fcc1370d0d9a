import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createTestApp } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'sc-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'assets'));
const preloads = Array.from({ length: 30 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js">`);
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Staff Console</title>${preloads.join('\n')}`);
const code = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = () => ${name}${i - 1}?.() ?? ${i};`).join(
    '\n',
  );
writeFileSync(join(dist, 'assets', 'index-abc123.js'), code('entry'));
writeFileSync(join(dist, 'assets', 'gone-br-def456.js'), code('other'));
writeFileSync(join(dist, 'version.json'), '{"version":"1.2.39"}');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
// The build's own step writes the siblings, so the service is tested against what a build produces.
await precompressDir(dist);
// A build from before precompression, or a file compression did not help: only some siblings exist.
rmSync(join(dist, 'assets', 'gone-br-def456.js.br'));

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
  it('serves index.html at / and /index.html revalidated on every use, never stale', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Staff Console</title>');
      // Not no-store, which keeps the page out of the back/forward cache; no-cache still asks every time.
      expect(response.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
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
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errCode: 4 });
  });
});

const original = (file: string) => readFileSync(join(dist, file));
const get = (url: string, encoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(encoding === undefined ? {} : { 'accept-encoding': encoding }), ...extra },
  });
const chrome = 'gzip, deflate, br, zstd';

describe('precompressed files', () => {
  it('sends the brotli sibling when br is accepted, with the original type and the compressed length', async () => {
    const identity = await get('/assets/index-abc123.js');
    const response = await get('/assets/index-abc123.js', chrome);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe(identity.headers['content-type']);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(original('assets/index-abc123.js').length / 2);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(original('assets/index-abc123.js'));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip sibling when only gzip is accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload)).toEqual(original('assets/index-abc123.js'));
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the identity bytes without Accept-Encoding, or when br and gzip are refused', async () => {
    for (const encoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-abc123.js', encoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload).toEqual(original('assets/index-abc123.js'));
      expect(Number(response.headers['content-length'])).toBe(original('assets/index-abc123.js').length);
      // A shared cache must not hand these bytes to a browser that takes br, nor the reverse.
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses index.html at /, at /index.html and for a deep link, always revalidated', async () => {
    // Only the deep link says it takes HTML: / must not be answered by the deep-link fallback.
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/index.html', '*/*'],
      ['/customers/42', 'text/html'],
    ]) {
      const response = await get(url, chrome, { accept });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload)).toEqual(original('index.html'));
    }
    const gzipped = await get('/customers/42', 'gzip', { accept: 'text/html' });
    expect(gunzipSync(gzipped.rawPayload)).toEqual(original('index.html'));
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': chrome } });
    const got = await get('/', chrome);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.rawPayload.length).toBe(0);
  });

  it('falls back to gzip, then to the file itself, when the brotli sibling is missing', async () => {
    const url = '/assets/gone-br-def456.js';
    const gzipped = await get(url, chrome);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload)).toEqual(original('assets/gone-br-def456.js'));
    const identity = await get(url, 'br');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload).toEqual(original('assets/gone-br-def456.js'));
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends small files compression does not help as they are, revalidated', async () => {
    for (const url of ['/version.json', '/favicon.svg']) {
      const response = await get(url, chrome);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves API answers alone', async () => {
    const response = await get('/api/version', chrome);
    expect(response.json()).toMatchObject({ errCode: 0 });
    expect(response.headers['cache-control']).toBe('no-store');
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
