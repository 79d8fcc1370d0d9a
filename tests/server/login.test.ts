import { describe, expect, it } from 'vitest';
import { sessionDataSchema } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();

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

  it('locks a login name after 5 failures within 15 minutes, even for the right password', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await post(t.app, paths.login, {
        username: 'sipho.dlamini',
        password: `wrong-${attempt}`,
      });
      expect(answer.body.errCode).toBe(2);
    }
    const fifth = await post(t.app, paths.login, { username: 'sipho.dlamini', password: 'wrong-5' });
    expect(fifth.body).toMatchObject({
      errCode: 5,
      msg: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    const right = await post(t.app, paths.login, { username: 'sipho.dlamini', password: 'Console@2026' });
    expect(right.body.errCode).toBe(5);
    // Other names are not affected; unknown names are throttled just the same.
    expect(
      (await post(t.app, paths.login, { username: 'lerato.khumalo', password: 'Console@2026' })).body.errCode,
    ).toBe(0);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await post(t.app, paths.login, { username: 'ghost', password: 'x' });
    expect((await post(t.app, paths.login, { username: 'ghost', password: 'x' })).body.errCode).toBe(5);
  });

  it('counts failures per account, whether the name or the e-mail address was typed', async () => {
    for (const username of [
      'thabo.molefe',
      'THABO.MOLEFE',
      'thabo.molefe@ubuntubenefits.co.za',
      'thabo.molefe',
    ]) {
      expect((await post(t.app, paths.login, { username, password: 'bad' })).body.errCode).toBe(2);
    }
    const fifth = await post(t.app, paths.login, {
      username: 'thabo.molefe@ubuntubenefits.co.za',
      password: 'bad',
    });
    expect(fifth.body.errCode).toBe(5);
  });

  it('a success between failures resets the count', async () => {
    for (let i = 0; i < 4; i += 1)
      await post(t.app, paths.login, { username: 'ayesha.patel', password: 'bad' });
    await signIn(t.app, 'ayesha.patel');
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post(t.app, paths.login, { username: 'ayesha.patel', password: 'bad' })).body.errCode,
      ).toBe(2);
    }
  });
});
