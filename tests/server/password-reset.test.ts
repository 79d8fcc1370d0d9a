import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../src/contracts/field-messages';
import { paths } from '../../src/contracts/paths';
import { mailOutbox, passwordResetRequests, passwordResets } from '../../server/db/schema';
import { afterAnswer } from '../../server/domain/after-answer';
import { createTestApp, post, signIn } from './helpers';

// Behind a trusted proxy, so that the limit tests can call from addresses of their own (x-forwarded-for).
const t = await createTestApp({ env: { PUBLIC_URL: 'https://console.example.co.za', TRUST_PROXY: '1' } });

const neutral = { errCode: 0, msg: 'If the address is registered, a reset link has been sent.', data: null };
const fromAddress = (ip: string, email: string) =>
  post(t.app, paths.sendForgotPasswordEmail, { email }, undefined, { 'x-forwarded-for': ip });

/** Asks for a reset link and reads the token out of the mail the service wrote once it has answered. */
async function resetTokenFor(email: string): Promise<string> {
  const answer = await post(t.app, paths.sendForgotPasswordEmail, { email });
  expect(answer.body).toEqual({
    errCode: 0,
    msg: 'If the address is registered, a reset link has been sent.',
    data: null,
  });
  await afterAnswer.settled();
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
    await afterAnswer.settled();
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
      // As if an hour had passed between the requests: this is about the history, not the reset-mail limits.
      await t.database.db.delete(passwordResetRequests);
      const token = await resetTokenFor('marius.pretorius@ubuntubenefits.co.za');
      expect((await post(t.app, paths.forgotPassword, { reset_token: token, password })).body.errCode).toBe(
        0,
      );
    }
    await t.database.db.delete(passwordResetRequests);
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
  it('mails at most 10 accounts per address in 15 minutes; every answer the same, known address or not', async () => {
    const staff = ['thandiwe.nkosi', 'pieter.vandermerwe', 'naledi.mokoena', 'sipho.dlamini', 'johan.botha'];
    const emails = staff.flatMap((name) => [`${name}@ubuntubenefits.co.za`, `${name}@example.com`]);
    const before = await t.database.db.$count(mailOutbox);
    const answers = [];
    for (let round = 0; round < 3; round += 1)
      for (const email of emails) answers.push((await fromAddress('198.51.100.20', email)).body);
    await afterAnswer.settled();
    // The first ten (five of them registered) were within the limit; the twenty after it wrote nothing.
    expect(await t.database.db.$count(mailOutbox)).toBe(before + 5);
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(neutral)]));
    // Another address is not affected.
    await fromAddress('198.51.100.21', 'sipho.dlamini@ubuntubenefits.co.za');
    await afterAnswer.settled();
    expect(await t.database.db.$count(mailOutbox)).toBe(before + 6);
  });

  it('mails one account at most 3 times an hour, however many addresses ask', async () => {
    const email = 'zanele.mthembu@ubuntubenefits.co.za';
    const to = () => t.database.db.$count(mailOutbox, eq(mailOutbox.to, email));
    const before = await to();
    for (let i = 0; i < 8; i += 1)
      expect((await fromAddress(`203.0.113.${i + 1}`, ` Zanele.Mthembu@ubuntubenefits.co.za`)).body).toEqual(
        neutral,
      );
    await afterAnswer.settled();
    expect((await to()) - before).toBe(3);
  });
});
