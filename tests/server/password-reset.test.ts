import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../src/contracts/field-messages';
import { paths } from '../../src/contracts/paths';
import { mailOutbox, passwordResets } from '../../server/db/schema';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp({ env: { PUBLIC_URL: 'https://console.example.co.za' } });

/** Asks for a reset link and reads the token out of the mail the service wrote. */
async function resetTokenFor(email: string): Promise<string> {
  const answer = await post(t.app, paths.sendForgotPasswordEmail, { email });
  expect(answer.body).toEqual({
    errCode: 0,
    msg: 'If the address is registered, a reset link has been sent.',
    data: null,
  });
  const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  const match = /#\/sessions\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
}

describe('password reset', () => {
  it('answers the same for unknown addresses and writes no mail', async () => {
    const before = await t.database.db.$count(mailOutbox);
    const answer = await post(t.app, paths.sendForgotPasswordEmail, { email: 'nobody@example.co.za' });
    expect(answer.body).toEqual({
      errCode: 0,
      msg: 'If the address is registered, a reset link has been sent.',
      data: null,
    });
    expect(await t.database.db.$count(mailOutbox)).toBe(before);
    expect((await post(t.app, paths.sendForgotPasswordEmail, { email: 'not-an-email' })).body.errCode).toBe(
      1,
    );
  });

  it('mails a link, resets once, signs the user out everywhere and refuses the token again', async () => {
    const session = await signIn(t.app, 'lerato.khumalo');
    const token = await resetTokenFor('lerato.khumalo@ubuntubenefits.co.za');
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.to).toBe('lerato.khumalo@ubuntubenefits.co.za');
    expect(mail.body).toContain(`https://console.example.co.za/#/sessions/reset-password?token=${token}`);
    const [stored] = await t.database.db
      .select()
      .from(passwordResets)
      .orderBy(desc(passwordResets.id))
      .limit(1);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(3_600_000, -4);

    const used = await post(t.app, paths.checkPasswordAlreadyUsed, {
      reset_token: token,
      password: 'Console@2026',
    });
    expect(used.body).toEqual({
      errCode: 0,
      msg: 'This password was used before. Choose a new one.',
      data: { used: true },
    });
    const fresh = await post(t.app, paths.checkPasswordAlreadyUsed, {
      reset_token: token,
      password: 'Fresh#Start9',
    });
    expect(fresh.body.data).toEqual({ used: false });

    const reuse = await post(t.app, paths.forgotPassword, { reset_token: token, password: 'Console@2026' });
    expect(reuse.body).toEqual({
      errCode: 3,
      msg: 'This password was used before. Choose a new one.',
      data: null,
    });
    const weak = await post(t.app, paths.forgotPassword, { reset_token: token, password: 'weak' });
    expect(weak.body).toMatchObject({ errCode: 1, msg: `password: ${fieldMessages.pattern}` });

    const done = await post(t.app, paths.forgotPassword, { reset_token: token, password: 'Fresh#Start9' });
    expect(done.body).toEqual({
      errCode: 0,
      msg: 'Your password has been reset. Please sign in.',
      data: null,
    });
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(96);
    expect(
      (await post(t.app, paths.login, { username: 'lerato.khumalo', password: 'Console@2026' })).body.errCode,
    ).toBe(2);
    await signIn(t.app, 'lerato.khumalo', 'Fresh#Start9');

    const again = await post(t.app, paths.forgotPassword, { reset_token: token, password: 'Another#Go77' });
    const invalid = { errCode: 4, msg: 'This reset link is invalid or has expired.', data: null };
    expect(again.body).toEqual(invalid);
    expect(
      (await post(t.app, paths.checkPasswordAlreadyUsed, { reset_token: token, password: 'x' })).body,
    ).toEqual(invalid);
  });

  it('refuses expired and made-up tokens', async () => {
    const token = await resetTokenFor('ayesha.patel@ubuntubenefits.co.za');
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(t.app, paths.forgotPassword, { reset_token: token, password: 'Fresh#Start9' });
    expect(expired.body.errCode).toBe(4);
    const madeUp = await post(t.app, paths.forgotPassword, {
      reset_token: 'x'.repeat(43),
      password: 'Fresh#Start9',
    });
    expect(madeUp.body.errCode).toBe(4);
    expect(
      (await post(t.app, paths.forgotPassword, { reset_token: 'short', password: 'Fresh#Start9' })).body
        .errCode,
    ).toBe(1);
  });

  it('refuses each of the last five passwords', async () => {
    const passwords = ['First#Pass1', 'Second#Pass2', 'Third#Pass3', 'Fourth#Pass4', 'Fifth#Pass5'];
    for (const password of passwords) {
      const token = await resetTokenFor('marius.pretorius@ubuntubenefits.co.za');
      expect((await post(t.app, paths.forgotPassword, { reset_token: token, password })).body.errCode).toBe(
        0,
      );
    }
    const token = await resetTokenFor('marius.pretorius@ubuntubenefits.co.za');
    for (const password of passwords) {
      expect((await post(t.app, paths.forgotPassword, { reset_token: token, password })).body.errCode).toBe(
        3,
      );
    }
    // The seed password is now six changes back: allowed again.
    expect(
      (await post(t.app, paths.forgotPassword, { reset_token: token, password: 'Console@2026' })).body
        .errCode,
    ).toBe(0);
  });
});
