// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get, httpOutcomes, post, postEnvelope } from '../../../src/services/http';
import type { HttpOutcome } from '../../../src/services/http-result';
import { failureText } from '../../../src/services/http-result';
import { serviceConfig } from '../../../src/services/service-config';
import { clearSessionTokens, setSessionTokens } from '../../../src/services/token-store';

/** A real HTTP peer: each path answers as a service (or a broken proxy) would. */
let server: Server;
let seen: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/api/ok': (res) => res.end(JSON.stringify({ errCode: 0, msg: 'done', data: { n: 1 } })),
  '/api/refused': (res) => res.end(JSON.stringify({ errCode: 3, msg: 'That name is taken', data: null })),
  '/api/expired': (res) => res.end(JSON.stringify({ errCode: 96, msg: 'Session expired', data: null })),
  '/api/html': (res) => {
    res.statusCode = 502;
    res.end('<html>Bad gateway</html>');
  },
  '/api/array': (res) => res.end(JSON.stringify([{ id: 'a' }])),
  '/api/slow': (res) => setTimeout(() => res.end(JSON.stringify({ errCode: 0, msg: '', data: null })), 500),
  '/api/login': (res) => res.end(JSON.stringify({ errCode: 0, msg: '', data: null })),
  '/api/drop': (res) => res.socket?.destroy(),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', req.url === '/api/html' ? 'text/html' : 'application/json');
      (routes[req.url ?? ''] ?? ((r) => r.end(JSON.stringify({ errCode: 4, msg: 'Not found', data: null }))))(
        res,
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  serviceConfig.serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  setSessionTokens('access-1', 'wh-1');
});

const collect = () => {
  const outcomes: HttpOutcome[] = [];
  const sub = httpOutcomes().subscribe((o) => outcomes.push(o));
  return { outcomes, stop: () => sub.unsubscribe() };
};

describe('http client (spec §7 client rules, §8 catalogue)', () => {
  it('sends the Bearer token, credentials and the info header, and returns data on errCode 0', async () => {
    const result = await post<{ n: number }>('/ok', { a: 1 });
    expect(result).toEqual({ kind: 'ok', data: { n: 1 }, msg: 'done' });
    expect(seen[0]!.headers.authorization).toBe('Bearer access-1');
    const info = JSON.parse(decodeURIComponent(String(seen[0]!.headers.info))) as Record<string, string>;
    expect(info).toEqual({ url: expect.any(String), ip: expect.any(String), device: 'desktop' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
  });

  it('maps errCode ≠ 0 to appError with msg and reports it for a toast', async () => {
    const c = collect();
    expect(await post('/refused', {})).toEqual({ kind: 'appError', errCode: 3, msg: 'That name is taken' });
    expect(c.outcomes.map((o) => failureText(o.failure))).toEqual(['That name is taken']);
    c.stop();
  });

  it('maps errCode 96 to sessionInvalid', async () => {
    const c = collect();
    expect(await post('/expired', {})).toEqual({ kind: 'sessionInvalid' });
    expect(c.outcomes[0]!.failure.kind).toBe('sessionInvalid');
    c.stop();
  });

  it("maps an HTTP failure with no envelope, and a refused connection, to 'Some Internal Error Occurred'", async () => {
    const c = collect();
    const html = await post('/html', {});
    expect(html.kind).toBe('network');
    const saved = serviceConfig.serviceUrl;
    serviceConfig.serviceUrl = 'http://127.0.0.1:9/api';
    const refused = await get('/anything');
    serviceConfig.serviceUrl = saved;
    expect(refused.kind).toBe('network');
    expect(c.outcomes.map((o) => failureText(o.failure))).toEqual([
      'Some Internal Error Occurred',
      'Some Internal Error Occurred',
    ]);
    c.stop();
  });

  it('refuses a POST without a token to a call off the no-token list, without sending it', async () => {
    clearSessionTokens();
    const c = collect();
    expect(await post('/ok', {})).toEqual({ kind: 'notSignedIn' });
    expect(seen).toHaveLength(0);
    expect(failureText(c.outcomes[0]!.failure)).toBe('You are not signed in');
    expect(await post('/login', { username: 'x', password: 'y' })).toMatchObject({ kind: 'ok' });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    c.stop();
  });

  it('keeps quiet calls out of the catalogue and ignores aborts the caller asked for', async () => {
    const c = collect();
    expect((await post('/refused', {}, { quiet: true })).kind).toBe('appError');
    const controller = new AbortController();
    const pending = post('/slow', {}, { signal: controller.signal });
    controller.abort();
    expect((await pending).kind).toBe('network');
    expect(c.outcomes).toHaveLength(0);
    c.stop();
  });

  it('lets a quiet call keep its refusals but never an invalid session, and toasts its network failure', async () => {
    const c = collect();
    expect((await post('/refused', {}, { quiet: true })).kind).toBe('appError');
    expect((await post('/expired', {}, { quiet: true })).kind).toBe('sessionInvalid');
    expect((await postEnvelope('/drop', { id: 1 }, { quiet: true })).kind).toBe('network');
    expect(c.outcomes.map((o) => [o.path, o.failure.kind])).toEqual([
      ['/expired', 'sessionInvalid'],
      ['/drop', 'network'],
    ]);
    expect(failureText(c.outcomes[1]!.failure)).toBe('Some Internal Error Occurred');
    c.stop();
  });

  it("keeps every failure of a call whose screen explains it, except the session (quiet: 'failures')", async () => {
    const c = collect();
    expect((await post('/refused', {}, { quiet: 'failures' })).kind).toBe('appError');
    expect((await post('/drop', {}, { quiet: 'failures' })).kind).toBe('network');
    expect((await post('/expired', {}, { quiet: 'failures' })).kind).toBe('sessionInvalid');
    expect(c.outcomes.map((o) => o.failure.kind)).toEqual(['sessionInvalid']);
    c.stop();
  });

  it('sends a GET whose connection drops once (no retry behind the machine) and lets a call add its own header', async () => {
    expect((await get('/drop', { quiet: 'failures', headers: { 'x-purge': '1' } })).kind).toBe('network');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['x-purge']).toBe('1');
    expect(seen[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('accepts a bare array answer (tree loads) as success', async () => {
    const result = await postEnvelope('/array', { id: 1 });
    expect(result).toEqual({ kind: 'ok', envelope: { errCode: 0, msg: '', data: [{ id: 'a' }] } });
  });
});
