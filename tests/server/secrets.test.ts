import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '../../src/contracts/auth';
import { paths } from '../../src/contracts/paths';
import { auditLog, mailOutbox, sessions, tenants } from '../../server/db/schema';
import { afterAnswer } from '../../server/domain/after-answer';
import { createTestApp, post, signIn, type Answer } from './helpers';

// Logs at trace: whatever the service could write, none of it may carry a secret.
const t = await createTestApp({ env: { LOG_LEVEL: 'trace' } });

describe('secrets stay secret', () => {
  it('no log line, stored row or later answer carries a token or password; every mutation is audited', async () => {
    const passwords = [
      'Console@2026',
      'Wrong#Guess1',
      'Lindiwe#2026',
      'Reset#Again7',
      'Change#Mine8',
      'weakpass',
    ];
    const answers: Answer[] = [];
    const call = async <T>(
      path: string,
      body?: unknown,
      token?: string,
      headers?: Record<string, string>,
    ) => {
      const answer = await post<T>(t.app, path, body, token, headers);
      answers.push(answer);
      return answer;
    };

    await call(paths.login, { username: 'admin', password: 'Wrong#Guess1' });
    const admin = await signIn(t.app, 'admin');
    const refreshed = await call<SessionData>(paths.userDetailsRefresh, undefined, undefined, {
      cookie: admin.cookie,
    });
    const token = refreshed.body.data.token;
    const [supervisorRole] = refreshed.body.data.profiles.filter((p) => p.role_name === 'Supervisor');
    const switched = await call<SessionData>(paths.roleSwitch, { role_id: supervisorRole.role_id }, token);
    const [root] = await t.database.db.select().from(tenants).limit(1);
    await call(paths.tenantSelect, { tenant_id: root.id }, token);
    await call(paths.dashboardSummary, undefined, token);
    const user = { username: 'lindiwe.zulu', full_name: 'Lindiwe Zulu', email: 'lindiwe@example.co.za' };
    await call(paths.register, { ...user, password: 'weakpass' });
    await call(paths.register, { ...user, password: 'Lindiwe#2026' });
    await call(paths.sendForgotPasswordEmail, { email: user.email });
    await afterAnswer.settled(); // the mail is written after the answer
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const resetToken = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    await call(paths.checkPasswordAlreadyUsed, { reset_token: resetToken, password: 'Lindiwe#2026' });
    await call(paths.forgotPassword, { reset_token: resetToken, password: 'Reset#Again7' });
    const lindiwe = await signIn(t.app, user.username, 'Reset#Again7');
    await call(
      paths.changePassword,
      { current_password: 'Reset#Again7', new_password: 'Change#Mine8' },
      lindiwe.token,
    );
    await call(paths.feedback, { email: user.email, message: 'All good' });
    await call(paths.logout, undefined, token, { cookie: admin.cookie });

    const tokens = [
      admin.token,
      admin.whToken,
      admin.refresh,
      token,
      refreshed.body.data.wh_token,
      switched.body.data.wh_token,
    ];
    const secrets = [...passwords, ...tokens, resetToken, lindiwe.token, lindiwe.refresh];
    expect(resetToken).toHaveLength(43);

    const logText = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(logText).not.toContain(secret);

    // Answers: passwords never; tokens only in the SessionData answers that issue them.
    const issuing = new Set<Answer>([refreshed, switched]);
    for (const answer of answers) {
      const text = JSON.stringify(answer.body) + JSON.stringify(answer.headers);
      for (const password of passwords) expect(text).not.toContain(password);
      if (!issuing.has(answer))
        for (const secret of [...tokens, resetToken]) expect(text).not.toContain(secret);
    }

    const stored = JSON.stringify([
      await t.database.db.select().from(sessions),
      await t.database.db.select().from(auditLog),
    ]);
    for (const secret of secrets) expect(stored).not.toContain(secret);

    const actions = new Set((await t.database.db.select().from(auditLog)).map((row) => row.action));
    for (const action of [
      'login',
      'login.failed',
      'role.switch',
      'tenant.select',
      'register',
      'password.reset_requested',
      'password.reset',
      'password.change',
      'feedback',
      'logout',
    ]) {
      expect(actions).toContain(action);
    }
  });
});
