import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../src/contracts/field-messages';
import { paths } from '../../src/contracts/paths';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();

describe('POST /user/change_password', () => {
  it('checks the current password, refuses reuse and ends the other sessions only', async () => {
    const here = await signIn(t.app, 'zanele.mthembu');
    const elsewhere = await signIn(t.app, 'zanele.mthembu');
    const wrong = await post(
      t.app,
      paths.changePassword,
      { current_password: 'nope', new_password: 'Brand#New22' },
      here.token,
    );
    expect(wrong.body).toMatchObject({ errCode: 2 });
    const reuse = await post(
      t.app,
      paths.changePassword,
      { current_password: 'Console@2026', new_password: 'Console@2026' },
      here.token,
    );
    expect(reuse.body.errCode).toBe(3);
    const weak = await post(
      t.app,
      paths.changePassword,
      { current_password: 'Console@2026', new_password: 'weakweak' },
      here.token,
    );
    expect(weak.body).toMatchObject({ errCode: 1, msg: `new_password: ${fieldMessages.pattern}` });
    const missing = await post(t.app, paths.changePassword, { new_password: 'Brand#New22' }, here.token);
    expect(missing.body.msg).toBe('current_password: This field is required');

    const done = await post(
      t.app,
      paths.changePassword,
      { current_password: 'Console@2026', new_password: 'Brand#New22' },
      here.token,
    );
    expect(done.body.errCode).toBe(0);
    expect((await post(t.app, paths.userRoleMap, undefined, here.token)).body.errCode).toBe(0);
    expect((await post(t.app, paths.userRoleMap, undefined, elsewhere.token)).body.errCode).toBe(96);
    await signIn(t.app, 'zanele.mthembu', 'Brand#New22');
    expect(
      (await post(t.app, paths.changePassword, { current_password: 'x', new_password: 'Brand#New22' })).body
        .errCode,
    ).toBe(96);
  });
});
