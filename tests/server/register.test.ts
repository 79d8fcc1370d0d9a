import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../src/contracts/field-messages';
import { paths } from '../../src/contracts/paths';
import { users } from '../../server/db/schema';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();

const newcomer = {
  username: 'kagiso.sithole',
  full_name: 'Kagiso Sithole',
  email: 'Kagiso@Example.co.za',
  password: 'Umoya#2026',
};

describe('POST /register', () => {
  it('creates an account with no profile and no tenant until an administrator grants them; it can sign in', async () => {
    const answer = await post(t.app, paths.register, newcomer);
    expect(answer.body).toMatchObject({ errCode: 0, data: { login_name: 'kagiso.sithole' } });
    const session = await signIn(t.app, 'kagiso.sithole', 'Umoya#2026');
    const roleMap = await post(t.app, paths.userRoleMap, undefined, session.token);
    expect(roleMap.body.errCode).toBe(0);
    const details = await post<{ profiles: { role_name: string }[]; token: string }>(
      t.app,
      paths.userDetailsRefresh,
      undefined,
      undefined,
      { cookie: session.cookie },
    );
    expect(details.body.data.profiles).toEqual([]);
    const tenants = await post<{ name: string }[]>(
      t.app,
      paths.tenantList,
      undefined,
      details.body.data.token,
    );
    expect(tenants.body.data).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.loginName, 'kagiso.sithole'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.email).toBe('kagiso@example.co.za');
  });

  it('refuses a taken username or e-mail (errCode 3)', async () => {
    const conflict = { errCode: 3, msg: 'That username or email address is already registered', data: null };
    expect((await post(t.app, paths.register, { ...newcomer, email: 'other@example.co.za' })).body).toEqual(
      conflict,
    );
    expect(
      (
        await post(t.app, paths.register, {
          ...newcomer,
          username: 'someone.else',
          email: 'KAGISO@example.co.za',
        })
      ).body,
    ).toEqual(conflict);
    expect(
      (await post(t.app, paths.register, { ...newcomer, username: 'ADMIN', email: 'x@example.co.za' })).body,
    ).toEqual(conflict);
  });

  it('enforces the §5 password rule and the other field rules', async () => {
    for (const password of ['short1!A', 'alllowercase1!', 'NoDigits!!', 'NoSpecial123', 'Sh0rt!']) {
      const answer = await post(t.app, paths.register, {
        ...newcomer,
        username: 'rule.check',
        email: 'r@example.co.za',
        password,
      });
      if (password === 'short1!A') {
        expect(answer.body.errCode).toBe(0); // 8 characters with all four classes is enough
        continue;
      }
      expect(answer.body).toMatchObject({ errCode: 1, msg: `password: ${fieldMessages.pattern}` });
    }
    const bad = await post(t.app, paths.register, {
      username: 'A b',
      full_name: 'X',
      email: 'nope',
      password: 'Umoya#2026',
    });
    expect(bad.body.errCode).toBe(1);
    const issues = (bad.body.data as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((i) => i.path)).toEqual(['username', 'full_name', 'email']);
    expect(issues[1].message).toBe(fieldMessages.minlength(2));
    expect(issues[2].message).toBe(fieldMessages.email);
  });
});
