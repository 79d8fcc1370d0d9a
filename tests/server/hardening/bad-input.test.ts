import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseInputMessage, sqlState } from '../../../server/http/database-errors';
import { safeError } from '../../../server/http/logging';
import { createTestApp, post, signIn, toAnswer, type TestApp } from '../helpers';

// Issue 16 points 3–6: hostile input answers errCode 1 with a field message, never HTTP 500, never a stack or
// the SQL parameters in the log, never the input echoed back at length.

// At the top level, not in beforeAll: createTestApp registers its own afterAll, which a hook cannot do.
const t: TestApp = await createTestApp();
const admin = (await signIn(t.app, 'admin')).token;

// Built as text: serialising a 5,000-deep object recurses in the test's own tooling before it reaches the service.
const rule = '{"operator":"equal","type":"str","data_type":"STRING","op1":"city","op2":"Pretoria"}';
const nestedQuery = (depth: number) => '{"and":['.repeat(depth) + rule + ']}'.repeat(depth);

async function postText(path: string, text: string, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: text,
  });
  return toAnswer(response);
}

describe('ids beyond the integer column range', () => {
  it.each([
    ['/workflow/case/get', { id: 2147483648 }, 'id'],
    ['/workflow/case/get', { id: -2147483649 }, 'id'],
    ['/workflow/case/get', { id: 9007199254740991 }, 'id'],
  ])('%s %j answers errCode 1 naming the field', async (path, body, field) => {
    const answer = await post(t.app, path, body, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toContain(`${field}:`);
  });

  it('an id inside the range still reads as not found, not as invalid', async () => {
    const answer = await post(t.app, '/workflow/case/get', { id: 2147483647 }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).not.toBe(1);
    expect(answer.body.errCode).not.toBe(99);
  });
});

describe('NUL characters', () => {
  it.each([
    ['/login', { username: 'adm\u0000in', password: 'Console@2026' }, 'username'],
    ['/feedback', { email: 'a@example.com', message: 'hello\u0000world' }, 'message'],
    [
      '/register',
      {
        username: 'nul.user',
        full_name: 'Nul\u0000 User',
        email: 'nul@example.com',
        password: 'Console@2026x',
      },
      'full_name',
    ],
  ])('%s refuses a NUL without a token, naming the field', async (path, body, field) => {
    const before = t.logs.length;
    const answer = await post(t.app, path, body);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toContain(`${field}:`);
    const written = t.logs.slice(before).join('\n');
    expect(written).not.toContain('$argon2');
    expect(written).not.toContain('params');
    expect(written).not.toMatch(/"stack"/);
  });

  it('refuses a NUL in a key of a signed-in call', async () => {
    const answer = await post(t.app, '/workflow/case/list', { ['filter\u0000']: 1 }, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).toBe(1);
  });
});

describe('deep nesting', () => {
  it.each(['/meta/query/run', '/meta/query/create'])('%s refuses a query nested 5,000 deep', async (path) => {
    const body = `{"index_id":1,"name":"deep","description":"","query":${nestedQuery(5000)}}`;
    const answer = await postText(path, body, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toMatch(/nest/i);
  });

  it('the limit is 8 group levels, a rule with a list value included', async () => {
    const listRule =
      '{"operator":"in","type":"str","data_type":"STRING","op1":"city","op2":["Pretoria","Durban"]}';
    const nested = (depth: number) => '{"and":['.repeat(depth) + listRule + ']}'.repeat(depth);
    const within = await postText('/meta/query/run', `{"index_id":1,"query":${nested(8)}}`, admin);
    expect(within.body.msg).not.toMatch(/nest/i);
    const beyond = await postText('/meta/query/run', `{"index_id":1,"query":${nested(9)}}`, admin);
    expect(beyond.body).toMatchObject({ errCode: 1, msg: 'query: Groups nest at most 8 levels' });
  });

  it('refuses a body nested deeper than any contract allows before validating it', async () => {
    const deep = '['.repeat(5000) + '"x"' + ']'.repeat(5000);
    const answer = await postText('/workflow/case/list', `{"anything":${deep}}`, admin);
    expect(answer.status).toBe(200);
    expect(answer.body.errCode).toBe(1);
    expect(answer.body.msg).toMatch(/nest/i);
  });
});

describe('validation messages never echo input at length', () => {
  it('a 200 KB datatype comes back as a short excerpt', async () => {
    const huge = 'A'.repeat(200_000); // the largest that fits an ordinary call's 256 KB
    const answer = await post(
      t.app,
      '/meta/message_type/create',
      { name: 'echo_test', description: '', attributes: [{ name: 'a', datatype: huge }] },
      admin,
    );
    expect(answer.body.errCode).toBe(1);
    expect(JSON.stringify(answer.body).length).toBeLessThan(2_000);
  });
});

// What a failed query leaves in the log: the statement, never its parameters (issue 16 point 4). The queries
// run on this file's database: they fail and change nothing.
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('a database error as the service logs it', () => {
  it('keeps the code and statement and drops the parameters', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$not-for-the-log';
    const error = await failure(() =>
      t.database.db.execute(sql`select ${secret}::text, ${'12x'}::int as broken`),
    );
    expect(String((error as Error).message)).toContain(secret); // the driver's own text carries it…
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain(secret); // …the log line does not
    expect(logged).not.toContain('12x');
    expect(logged).toContain('select');
    expect(sqlState(error)).toBe('22P02');
  });

  it.each([
    ['22003', sql`select ${2147483648}::int`],
    ['22021', sql`select ${'a\u0000b'}::text`],
  ])('maps SQLSTATE %s from the database to a field message', async (state, query) => {
    const error = await failure(() => t.database.db.execute(query));
    expect(sqlState(error)).toBe(state);
    expect(databaseInputMessage(error)).toMatch(/range|character/);
  });

  it('leaves other database errors to the internal-error path', async () => {
    const error = await failure(() => t.database.db.execute(sql`select * from no_such_table`));
    expect(databaseInputMessage(error)).toBeUndefined();
  });
});
