import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLockPaths, type LoginLockList } from '../../src/contracts/login-locks';
import { paths } from '../../src/contracts/paths';
import { auditLog, loginAttempts } from '../../server/db/schema';
import { createTestApp, post, signIn } from './helpers';

// Behind a trusted proxy, so that each attempt can come from its own address (x-forwarded-for).
const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
const { db } = t.database;
const from = (ip: string, username: string, password: string) =>
  post(t.app, paths.login, { username, password }, undefined, { 'x-forwarded-for': ip });

/** Failures written straight into the store, the last one `agoMs` ago, each from its own address. */
async function distributedFailures(loginName: string, n: number, agoMs: number): Promise<void> {
  const last = Date.now() - agoMs;
  await db.insert(loginAttempts).values(
    Array.from({ length: n }, (_, i) => ({
      loginName,
      succeeded: false,
      ip: `172.16.${i}.1`,
      at: new Date(last - (n - 1 - i) * 1000),
    })),
  );
}

/** Failures written straight into the store, each at its own made-up name, all from `ip`, the last one now. */
async function sprayedFailures(ip: string, n: number): Promise<void> {
  await db.insert(loginAttempts).values(
    Array.from({ length: n }, (_, i) => ({
      loginName: `made.up${i}`,
      succeeded: false,
      ip,
      at: new Date(Date.now() - (n - 1 - i) * 1000),
    })),
  );
}

const admin = await signIn(t.app, 'admin');
const listLocks = (token = admin.token) => post<LoginLockList>(t.app, loginLockPaths.list, {}, token);

describe('sign-in throttling', () => {
  it('slows spraying many names from one address well before the 30th, without recording refusals', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1)
      answers.push((await from('10.9.9.9', `sprayed${i}`, 'Summer2026!')).body.errCode);
    const firstRefused = answers.indexOf(5);
    expect(firstRefused).toBeGreaterThanOrEqual(0);
    expect(firstRefused).toBeLessThan(10);
    const [{ n }] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.9.9.9'));
    expect(n).toBeLessThan(15); // refusals are not failures: the delays (1, 2, 4 s…) hold the count down
    // Another address is untouched.
    expect((await from('10.9.9.10', 'sprayed1', 'Summer2026!')).body.errCode).toBe(2);
  });

  it('a stranger spraying made-up names at a shared address locks its own attempts, not the accounts that sign in there', async () => {
    const office = '203.0.113.40';
    for (const name of ['admin', 'ayesha.patel'])
      expect((await from(office, name, 'Console@2026')).body.errCode).toBe(0);
    // 20 failures: the address's wait is then 15 minutes, so nothing below depends on how fast the test runs.
    await sprayedFailures(office, 20);
    // The stranger's own attempts stay slowed, and so do guesses at accounts that never signed in there.
    expect((await from(office, 'made.up99', 'Summer2026!')).body.errCode).toBe(5);
    expect((await from(office, 'sipho.dlamini', 'Console@2026')).body.errCode).toBe(5);
    // The remembered account+address pairs stay open.
    for (const name of ['admin', 'ayesha.patel'])
      expect((await from(office, name, 'Console@2026')).body).toMatchObject({ errCode: 0, msg: 'Signed in' });
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    // The proxy appends the address it saw (10.77.0.1) to whatever the client sent: a fresh one on every guess.
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const spoofed = `198.18.${i}.1, 10.77.0.1`;
      answers.push((await from(spoofed, `spoofer${i}`, 'Summer2026!')).body.errCode);
    }
    expect(answers).toContain(5);
    const [{ n }] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.77.0.1'));
    expect(n).toBeGreaterThanOrEqual(10);
  });

  it('the account key slows a distributed guesser by at most a minute and never locks the owner out', async () => {
    await distributedFailures('marius.pretorius', 40, 0);
    const slowed = await from('192.168.7.7', 'marius.pretorius', 'Console@2026');
    expect(slowed.body.errCode).toBe(5);
    expect(slowed.body.msg).toMatch(/^Too many failed sign-ins\. Try again in (\d+ seconds?|1 minute)\.$/);
    await distributedFailures('johan.botha', 40, 61_000);
    expect((await from('192.168.7.7', 'johan.botha', 'Console@2026')).body.errCode).toBe(0);
  });

  it('a stranger pacing failures under the account key cannot keep the owner out of an address it signed in from', async () => {
    expect((await from('192.0.2.10', 'thabo.molefe', 'Console@2026')).body.errCode).toBe(0);
    await distributedFailures('thabo.molefe', 40, 0); // the account key now refuses new addresses
    expect((await from('198.51.100.7', 'thabo.molefe', 'Console@2026')).body.errCode).toBe(5);
    expect((await from('192.0.2.10', 'thabo.molefe', 'Console@2026')).body.errCode).toBe(0);
  });

  it('writes a login.throttled audit entry when a key starts refusing', async () => {
    for (let n = 0; n < 5; n += 1) await from('10.4.0.1', 'zanele.mthembu', 'bad');
    const rows = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'login.throttled'));
    const pair = rows.map((r) => r.detail).find((d) => d?.login_name === 'zanele.mthembu');
    expect(pair).toMatchObject({ ip: '10.4.0.1', login_name: 'zanele.mthembu', key: 'pair', failures: 5 });
    expect(Date.parse(String(pair?.until)) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('an administrator lists a lock and lifts it; the pair may try again', async () => {
    for (let n = 0; n < 5; n += 1) await from('10.5.0.1', 'lerato.khumalo', 'bad');
    const before = await listLocks();
    expect(before.body.errCode).toBe(0);
    const lock = before.body.data.locks.find((l) => l.login_name === 'lerato.khumalo' && l.ip === '10.5.0.1');
    expect(lock).toMatchObject({ key: 'pair', failures: 5 });
    const lifted = await post(
      t.app,
      loginLockPaths.lift,
      { key: 'pair', login_name: 'lerato.khumalo', ip: '10.5.0.1' },
      admin.token,
    );
    expect(lifted.body).toMatchObject({ errCode: 0, msg: 'Sign-in lock lifted' });
    const after = await listLocks();
    expect(after.body.data.locks.some((l) => l.login_name === 'lerato.khumalo' && l.ip === '10.5.0.1')).toBe(
      false,
    );
    expect((await from('10.5.0.1', 'lerato.khumalo', 'Console@2026')).body.errCode).toBe(0);
    const [audit] = await db
      .select({ userId: auditLog.userId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.lock_lifted')));
    expect(audit.detail).toMatchObject({ key: 'pair', login_name: 'lerato.khumalo', ip: '10.5.0.1' });
    expect(audit.userId).not.toBeNull();
  });

  it('refuses a lift that names no current lock, or a key with the wrong fields', async () => {
    const none = await post(
      t.app,
      loginLockPaths.lift,
      { key: 'address', login_name: null, ip: '10.99.0.1' },
      admin.token,
    );
    expect(none.body.errCode).toBe(4);
    const wrong = await post(
      t.app,
      loginLockPaths.lift,
      { key: 'pair', login_name: null, ip: '10.5.0.1' },
      admin.token,
    );
    expect(wrong.body).toMatchObject({ errCode: 1, msg: 'login_name: This field is required' });
  });

  it('refuses agents and supervisors the administrators\u2019 calls (errCode 7)', async () => {
    for (const username of ['agent', 'supervisor']) {
      const { token } = await signIn(t.app, username);
      expect((await listLocks(token)).body.errCode).toBe(7);
      const lift = await post(
        t.app,
        loginLockPaths.lift,
        { key: 'address', login_name: null, ip: '10.9.9.9' },
        token,
      );
      expect(lift.body.errCode).toBe(7);
    }
  });
});
