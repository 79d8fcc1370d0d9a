import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { feedback } from '../../server/db/schema';
import { createTestApp, get, post } from './helpers';
import { createTestDatabase } from './test-database';

const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };
const t = await createTestApp();

describe('GET /version', () => {
  it('answers the package version when no build exists', async () => {
    expect((await get(t.app, paths.version)).body).toEqual({
      errCode: 0,
      msg: '',
      data: { version: pkg.version, upload_blacklist: expect.arrayContaining(['exe', 'sh', 'bat', 'js']) },
    });
  });

  it('answers DIST_DIR/version.json when the build wrote one, re-read on every call', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sc-dist-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(join(dist, 'version.json'), JSON.stringify({ version: '9.9.9' }));
    const built = await createTestApp({ env: { DIST_DIR: dist }, database: t.database });
    expect((await get(built.app, paths.version)).body.data).toMatchObject({ version: '9.9.9' });
    writeFileSync(join(dist, 'version.json'), JSON.stringify({ version: '9.9.10' }));
    expect((await post(built.app, paths.version)).body.data).toMatchObject({ version: '9.9.10' });
  });
});

describe('the upload blacklist from the environment (spec §5)', () => {
  it('is delivered in the start-up answer as UPLOAD_BLOCKED_EXTENSIONS sets it', async () => {
    const own = await createTestApp({
      env: { UPLOAD_BLOCKED_EXTENSIONS: 'exe,sh,iso' },
      database: t.database,
    });
    expect((await get(own.app, paths.version)).body.data).toMatchObject({
      upload_blacklist: ['exe', 'sh', 'iso'],
    });
  });
});

describe('GET /client_ip', () => {
  it("answers the caller's address without a token", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client_ip',
      remoteAddress: '196.25.1.7',
    });
    expect(response.json()).toEqual({ errCode: 0, msg: '', data: { ip: '196.25.1.7' } });
  });
});

describe('POST /feedback', () => {
  it('stores the message and thanks the sender', async () => {
    const answer = await post(t.app, paths.feedback, {
      name: 'Mpho',
      email: 'mpho@example.co.za',
      message: 'The tree search is quick.',
    });
    expect(answer.body).toEqual({ errCode: 0, msg: 'Thank you for your feedback.', data: null });
    const rows = await t.database.db.select().from(feedback);
    expect(rows.at(-1)).toMatchObject({
      name: 'Mpho',
      email: 'mpho@example.co.za',
      message: 'The tree search is quick.',
    });
    const anonymous = await post(t.app, paths.feedback, { email: 'anon@example.co.za', message: 'Hello' });
    expect(anonymous.body.errCode).toBe(0);
  });

  it('validates e-mail and message', async () => {
    const answer = await post(t.app, paths.feedback, { email: 'nope', message: '' });
    expect(answer.body).toMatchObject({
      errCode: 1,
      msg: 'email: Enter a valid email address; message: This field is required',
    });
    const long = await post(t.app, paths.feedback, { email: 'a@b.co', message: 'x'.repeat(2001) });
    expect(long.body.msg).toBe('message: The max allowed number of characters is 2000');
  });
});

describe('transport-level failures still answer the envelope', () => {
  it('unknown /api paths: 404 with errCode 4', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errCode: 4,
        msg: `No such call: ${method} /api/no/such/call`,
        data: null,
      });
    }
    const outside = await t.app.inject({ method: 'GET', url: '/nothing-here' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ errCode: 4 });
  });

  it('malformed JSON: errCode 1', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errCode: 1, msg: 'Malformed JSON body', data: null });
  });

  it('wrong content type: errCode 1', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&message=hi',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        errCode: 1,
        msg: 'Unsupported content type: send the body as application/json',
        data: null,
      });
    }
  });

  it("a body over the call's limit (256 KB for an ordinary call): 413 with errCode 13", async () => {
    const payload = JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(300 * 1024) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errCode: 13,
      msg: 'The request body is too large (the limit for this call is 256 KB)',
      data: null,
    });
  });

  it('an empty JSON body counts as no payload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/version',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toMatchObject({ errCode: 0 });
  });

  it('an unexpected failure: errCode 99, fixed text, logged with detail, no stack in the answer', async () => {
    const gone = await createTestDatabase();
    await gone.drop(); // the store disappears under the app's feet
    const failing = await createTestApp({ database: gone });
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'x' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errCode: 99, msg: 'Some Internal Error Occurred', data: null });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    const errorLines = failing.logs.filter((line) => JSON.parse(line).level === 50);
    // Start-up work (resuming bulk loads) may log its own failure first; the call's failure must be there too.
    expect(errorLines.some((line) => line.includes('unexpected error'))).toBe(true);
  });
});
