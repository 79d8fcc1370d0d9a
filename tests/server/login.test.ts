import { describe, expect, it } from 'vitest';
import { sessionDataSchema } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { createTestApp, post } from './helpers';

// Behind a trusted proxy, so that each test can sign in from its own address (x-forwarded-for).
const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
const from = (ip: string, username: string, password: string) =>
  post(t.app, paths.login, { username, password }, undefined, { 'x-forwarded-for': ip });

describe('POST /login', () => {
  it('answers SessionData, first profile current, and sets the refresh cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'Console@2026' },
    });
    const body = response.json();
    expect(body.errCode).toBe(0);
    const data = sessionDataSchema.parse(body.data);
    expect(data.user_details).toMatchObject({ login_name: 'admin', user_name: 'Thandiwe Nkosi' });
    expect(data.profiles.map((p) => p.role_name)).toEqual(['Administrator', 'Supervisor']);
    expect(data.current_profile.role_name).toBe('Administrator');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.wh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.tenant_id).toBeNull();
    const cookie = response.cookies.find((c) => c.name === 'sc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 720 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets a Secure cookie when the request came over https', async () => {
    const secure = await createTestApp({ env: { TRUST_PROXY: '1' }, database: t.database });
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'agent', password: 'Console@2026' },
    });
    expect(response.cookies.find((c) => c.name === 'sc_session')?.secure).toBe(true);
  });

  it('accepts the login name in any case and the e-mail address', async () => {
    expect(
      (await post(t.app, paths.login, { username: ' AGENT ', password: 'Console@2026' })).body.errCode,
    ).toBe(0);
    const byEmail = await post(t.app, paths.login, {
      username: 'naledi.mokoena@ubuntubenefits.co.za',
      password: 'Console@2026',
    });
    expect(byEmail.body.errCode).toBe(0);
  });

  it('answers the same errCode 2 for a wrong password and an unknown user', async () => {
    const wrong = await post(t.app, paths.login, { username: 'supervisor', password: 'nope' });
    const unknown = await post(t.app, paths.login, { username: 'nobody.here', password: 'nope' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ errCode: 2, msg: 'Invalid username or password', data: null });
    }
  });

  it('names the missing or mistyped fields (errCode 1)', async () => {
    const missing = await post(t.app, paths.login, { username: 'admin' });
    expect(missing.body.errCode).toBe(1);
    expect(missing.body.msg).toBe('password: This field is required');
    expect(missing.body.data).toEqual({ issues: [{ path: 'password', message: 'This field is required' }] });
    const wrongType = await post(t.app, paths.login, { username: 42, password: true });
    expect(wrongType.body.errCode).toBe(1);
    expect(wrongType.body.msg).toMatch(/^username: .*expected string.*; password: .*expected string/);
    const empty = await post(t.app, paths.login, { username: '', password: 'x' });
    expect(empty.body.msg).toBe('username: This field is required');
    const noBody = await post(t.app, paths.login);
    expect(noBody.body).toMatchObject({ errCode: 1, msg: 'body: A JSON body is required' });
  });

  it('locks the pair after 5 failures within 15 minutes, even for the right password, from that address only', async () => {
    for (let n = 1; n <= 4; n += 1)
      expect((await from('10.1.0.1', 'sipho.dlamini', `wrong-${n}`)).body.errCode).toBe(2);
    const fifth = await from('10.1.0.1', 'sipho.dlamini', 'wrong-5');
    expect(fifth.body).toMatchObject({
      errCode: 5,
      msg: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    expect((await from('10.1.0.1', 'sipho.dlamini', 'Console@2026')).body.errCode).toBe(5);
    // The owner, from anywhere else, is not locked out by whoever guessed from 10.1.0.1.
    expect((await from('10.1.0.2', 'sipho.dlamini', 'Console@2026')).body.errCode).toBe(0);
    // Other names from that address are not affected; unknown names are throttled just the same.
    expect((await from('10.1.0.1', 'lerato.khumalo', 'Console@2026')).body.errCode).toBe(0);
    for (let n = 1; n <= 5; n += 1) await from('10.1.0.3', 'ghost', 'x');
    expect((await from('10.1.0.3', 'ghost', 'x')).body.errCode).toBe(5);
  });

  it('counts failures per account, whether the name or the e-mail address was typed', async () => {
    for (const username of [
      'thabo.molefe',
      'THABO.MOLEFE',
      'thabo.molefe@ubuntubenefits.co.za',
      'thabo.molefe',
    ]) {
      expect((await from('10.2.0.1', username, 'bad')).body.errCode).toBe(2);
    }
    expect((await from('10.2.0.1', 'thabo.molefe@ubuntubenefits.co.za', 'bad')).body.errCode).toBe(5);
  });

  it('a success of the pair between failures resets its count', async () => {
    for (let i = 0; i < 4; i += 1) await from('10.3.0.1', 'ayesha.patel', 'bad');
    expect((await from('10.3.0.1', 'ayesha.patel', 'Console@2026')).body.errCode).toBe(0);
    for (let i = 0; i < 4; i += 1)
      expect((await from('10.3.0.1', 'ayesha.patel', 'bad')).body.errCode).toBe(2);
  });
});
