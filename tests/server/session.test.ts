import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/contracts/paths';
import { sessions, users } from '../../server/db/schema';
import { absoluteSessionCapMs } from '../../server/domain/context';
import { sessionExpiry } from '../../server/domain/sessions';
import { sha256 } from '../../server/domain/crypto';
import { createTestApp, get, post, signIn } from './helpers';

const sessionGone = { errCode: 96, msg: 'Session expired. Please sign in again.', data: null };
// Session expiry reads the service's clock (Date), so the tests move that clock instead of waiting for it.
const pass = (ms: number) => vi.setSystemTime(Date.now() + ms);
const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
afterEach(() => {
  vi.useRealTimers();
});

// No session cache here: these tests change sessions behind the app's back, as another instance would.
const t = await createTestApp({ authCacheMs: 0 });

describe('the Bearer token', () => {
  it('is required on every call outside the no-token list', async () => {
    expect((await post(t.app, paths.userRoleMap)).body).toEqual(sessionGone);
    expect((await get(t.app, paths.tenantList)).body).toEqual(sessionGone);
    expect((await post(t.app, paths.dashboardSummary)).body).toEqual(sessionGone);
    // Refused before the body is even read: a bad payload still gets 96, not a validation error.
    expect((await post(t.app, paths.tenantSelect, { tenant_id: 'x' })).body).toEqual(sessionGone);
  });

  it('garbage, a wrong scheme and an overlong value all answer 96', async () => {
    const { token } = await signIn(t.app, 'agent');
    for (const authorization of [
      'Bearer garbage',
      `Basic ${token}`,
      `Bearer ${'a'.repeat(5000)}`,
      'Bearer',
      token,
    ]) {
      const answer = await post(t.app, paths.userRoleMap, undefined, undefined, { authorization });
      expect(answer.body).toEqual(sessionGone);
    }
    expect((await post(t.app, paths.userRoleMap, undefined, token)).body.errCode).toBe(0);
  });

  it('stops working once the session is revoked elsewhere or the user is disabled', async () => {
    const revoked = await signIn(t.app, 'agent');
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.accessHash, sha256(revoked.token)));
    expect((await post(t.app, paths.userRoleMap, undefined, revoked.token)).body).toEqual(sessionGone);

    const disabled = await signIn(t.app, 'johan.botha');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.loginName, 'johan.botha'));
    expect((await post(t.app, paths.userRoleMap, undefined, disabled.token)).body).toEqual(sessionGone);
    expect(
      (await post(t.app, paths.login, { username: 'johan.botha', password: 'Console@2026' })).body.errCode,
    ).toBe(2);
  });

  it('stops working after its expiry, for calls and for the refresh cookie', async () => {
    const session = await signIn(t.app, 'supervisor');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.accessHash, sha256(session.token)));
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body).toEqual(sessionGone);
    const refresh = await post(t.app, paths.userDetailsRefresh, undefined, undefined, {
      cookie: session.cookie,
    });
    expect(refresh.body).toEqual(sessionGone);
  });

  it('never outlives 7 days from sign-in, however active', async () => {
    fakeClock();
    const session = await signIn(t.app, 'thabo.molefe');
    const almostAWeek = new Date(Date.now() - absoluteSessionCapMs + 1000);
    await t.database.db
      .update(sessions)
      .set({ createdAt: almostAWeek, lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.accessHash, sha256(session.token)));
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.accessHash, sha256(session.token)));
    expect(row.expiresAt.getTime()).toBe(almostAWeek.getTime() + absoluteSessionCapMs);
    pass(1200);
    expect((await post(t.app, paths.userRoleMap, undefined, session.token)).body).toEqual(sessionGone);
  });
});

describe('sliding expiry', () => {
  it('keeps an active session alive past its idle TTL and ends an idle one', async () => {
    // TTL 1.2 s: calls every 400 ms keep it alive for 2.4 s; then 1.6 s of silence ends it.
    const short = await createTestApp({ env: { SESSION_TTL_MINUTES: '0.02' }, database: t.database });
    fakeClock();
    const session = await signIn(short.app, 'agent');
    for (let i = 0; i < 6; i += 1) {
      pass(400);
      expect((await post(short.app, paths.userRoleMap, undefined, session.token)).body.errCode).toBe(0);
    }
    pass(1600);
    expect((await post(short.app, paths.userRoleMap, undefined, session.token)).body).toEqual(sessionGone);
  });

  it('computes expiry as the earlier of idle TTL and the 7-day cap', () => {
    const hour = 3_600_000;
    expect(sessionExpiry(0, 10 * hour, 12 * hour)).toBe(22 * hour);
    expect(sessionExpiry(0, 7 * 24 * hour - hour, 12 * hour)).toBe(absoluteSessionCapMs);
  });
});
