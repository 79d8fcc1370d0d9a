import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { sessions } from '../../server/db/schema';
import { sha256 } from '../../server/domain/crypto';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp({ env: { PUBLIC_URL: 'https://console.example.co.za' } });
const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });

async function refresh(cookie: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${paths.userDetailsRefresh}`,
    headers: { cookie, host: 'console.local:5000', ...headers },
  });
  return { body: response.json<{ errCode: number }>(), cookies: response.cookies };
}

const accessHashOf = async (refreshSecret: string) => {
  const [row] = await t.database.db
    .select({ accessHash: sessions.accessHash })
    .from(sessions)
    .where(eq(sessions.refreshHash, sha256(refreshSecret)));
  return row.accessHash;
};

describe('the cookie refresh refuses cross-site callers', () => {
  it.each([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site sibling', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    [
      'a foreign Origin claiming same-origin',
      { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['an opaque Origin', { origin: 'null' }],
  ])('%s: errCode 7, no cookie set, session not rotated', async (_name, headers) => {
    const session = await signIn(t.app, 'agent');
    const before = await accessHashOf(session.refresh);
    const answer = await refresh(session.cookie, headers);
    expect(answer.body.errCode).toBe(7);
    expect(answer.cookies.find((c) => c.name === 'sc_session')).toBeUndefined();
    expect(await accessHashOf(session.refresh)).toBe(before);
    // The access token still works: nothing was rotated or revoked.
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(0);
  });

  it.each([
    ['the same origin as the Host', { origin: 'http://console.local:5000', 'sec-fetch-site': 'same-origin' }],
    ['the PUBLIC_URL origin', { origin: 'https://console.example.co.za' }],
    ['a typed address (Sec-Fetch-Site none)', { 'sec-fetch-site': 'none' }],
    ['a client that sends neither header', {}],
  ])('%s: allowed and rotated', async (_name, headers) => {
    const session = await signIn(t.app, 'agent');
    const before = await accessHashOf(session.refresh);
    const answer = await refresh(session.cookie, headers);
    expect(answer.body.errCode).toBe(0);
    expect(await accessHashOf(session.refresh)).not.toBe(before);
  });

  it('behind a trusted proxy, compares with the forwarded host and protocol', async () => {
    const session = await signIn(proxied.app, 'agent');
    const call = (origin: string) =>
      proxied.app.inject({
        method: 'POST',
        url: `/api${paths.userDetailsRefresh}`,
        headers: {
          cookie: session.cookie,
          host: '127.0.0.1:5000',
          'x-forwarded-host': 'staff.example.co.za',
          'x-forwarded-proto': 'https',
          origin,
        },
      });
    expect((await call('http://127.0.0.1:5000')).json()).toMatchObject({ errCode: 7 });
    expect((await call('https://staff.example.co.za')).json()).toMatchObject({ errCode: 0 });
  });
});

describe('HSTS', () => {
  it('is sent when the request came over TLS through a trusted proxy', async () => {
    const response = await proxied.app.inject({
      method: 'POST',
      url: `/api${paths.userDetailsRefresh}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http, nor for a forwarded https the service does not trust', async () => {
    const plain = await proxied.app.inject({ method: 'POST', url: `/api${paths.userDetailsRefresh}` });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({
      method: 'POST',
      url: `/api${paths.userDetailsRefresh}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
