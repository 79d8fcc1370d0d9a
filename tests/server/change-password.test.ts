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

describe('POST /check_password_already_used for the signed-in caller (change-password form)', () => {
  it('answers from the caller’s own history with the text the form shows, without a reset token', async () => {
    const me = await signIn(t.app, 'sipho.dlamini');
    const used = await post(t.app, paths.checkPasswordAlreadyUsed, { password: 'Console@2026' }, me.token);
    expect(used.body).toEqual({
      errCode: 0,
      msg: 'This password was used before. Choose a new one.',
      data: { used: true },
    });
    const fresh = await post(t.app, paths.checkPasswordAlreadyUsed, { password: 'Karoo#Sunrise4' }, me.token);
    expect(fresh.body).toEqual({ errCode: 0, msg: '', data: { used: false } });
  });

  it('each caller asks about their own passwords only: another user’s new password is not theirs', async () => {
    const other = await signIn(t.app, 'thabo.molefe');
    const changed = await post(
      t.app,
      paths.changePassword,
      { current_password: 'Console@2026', new_password: 'Thabo#Only55' },
      other.token,
    );
    expect(changed.body.errCode).toBe(0);
    const me = await signIn(t.app, 'sipho.dlamini');
    const asked = await post(t.app, paths.checkPasswordAlreadyUsed, { password: 'Thabo#Only55' }, me.token);
    expect(asked.body.data).toEqual({ used: false });
    const his = await post(t.app, paths.checkPasswordAlreadyUsed, { password: 'Thabo#Only55' }, other.token);
    expect(his.body.data).toEqual({ used: true });
  });

  it('refuses without a session or a reset token (96), and an empty password (1)', async () => {
    const none = await post(t.app, paths.checkPasswordAlreadyUsed, { password: 'Console@2026' });
    expect(none.body.errCode).toBe(96);
    const me = await signIn(t.app, 'sipho.dlamini');
    const empty = await post(t.app, paths.checkPasswordAlreadyUsed, { password: '' }, me.token);
    expect(empty.body.errCode).toBe(1);
  });
});
