import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../src/contracts/internal-org/entities';
import { internalOrgPaths } from '../../../src/contracts/internal-org/paths';
import { acdPaths } from '../../../src/contracts/telephony/acd';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import {
  serviceLevelPath,
  type QueueServiceLevel,
  type ServiceLevelReport,
} from '../../../src/contracts/telephony/service-level';
import { telephonyQueueCalls, telephonyQueues, users } from '../../../server/db/schema';
import { markQueueCallOutcome } from '../../../server/domain/telephony/queue-calls';
import { localDay } from '../../../src/rules/local-day';
import { createTestApp, post, signIn } from '../helpers';
import { insertConstructedDay } from './service-level-day';

const secret = 'a-test-secret-of-enough-length';
// A wait limit of one second, so the router's overflow can be driven in the test.
const t = await createTestApp({
  env: { TELEPHONY_SHARED_SECRET: secret, TELEPHONY_QUEUE_MAX_WAIT_SECONDS: '1' },
});
const acdKey = createHmac('sha256', secret).update('acd').digest('hex');
const db = t.database.db;
const supervisor = await signIn(t.app, 'supervisor'); // Ubuntu Benefits Gauteng and its offices
const teamLead = await signIn(t.app, 'thabo.molefe');
const agent = await signIn(t.app, 'agent');
const lerato = await signIn(t.app, 'lerato.khumalo'); // Pretoria's queue (5001)
const [leratoRow] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.loginName, 'lerato.khumalo'));
const leratoId = leratoRow?.id;

const queueRows = await db.select().from(telephonyQueues);
const queue = (number: string) => {
  const row = queueRows.find((q) => q.number === number);
  if (!row) throw new Error(`no seeded queue ${number}`);
  return row;
};
const [pretoria, joburg, gauteng, capeTown] = ['5001', '5002', '5003', '5004'].map(queue);

// The constructed day (service-level-day.ts): 20 November 2026, local time UTC+2; rows p1–p8, j1–j4, c1.
await insertConstructedDay(db, { pretoria, joburg, capeTown });
// The voicemail part (another helper's) reports its outcome through the one exported function.
await markQueueCallOutcome({ db }, 'day-j4', 'voicemail');
// The tenant's own target, set where an administrator sets the tenant's configuration.
const admin = await signIn(t.app, 'admin');
const joburgConfig = (
  await post<TenantConfig>(t.app, internalOrgPaths.configGet, { tenant_id: joburg.tenantId }, admin.token)
).body.data;
const saveJoburg = (phone: object) => {
  const { knowledge, notifications, dispatch, email_templates, user_roles } = joburgConfig;
  const body = {
    tenant_id: joburg.tenantId,
    knowledge,
    notifications,
    dispatch,
    email_templates,
    user_roles,
  };
  return post<TenantConfig>(t.app, internalOrgPaths.configSave, { ...body, phone }, admin.token);
};
const refusedTarget = await saveJoburg({ service_level_percent: 0, service_level_seconds: 30 });
const savedTarget = await saveJoburg({ service_level_percent: 90, service_level_seconds: 30 });

const report = async (token: string, body: object = { day: '2026-11-20' }) =>
  post<ServiceLevelReport>(t.app, serviceLevelPath, body, token);
const byNumber = (r: ServiceLevelReport, number: string): QueueServiceLevel | undefined =>
  r.queues.find((q) => q.number === number);

describe('the queues’ service level (issue 39)', () => {
  it('equals the hand-worked table of the constructed day, each queue against its tenant’s target', async () => {
    const answer = await report(supervisor.token);
    expect(answer.body.errCode).toBe(0);
    const data = answer.body.data;
    expect(data.day).toBe('2026-11-20');
    // Hand-worked (see the rows above): Pretoria offered p1 p2 p3 p4 p5 p8; p6 waits, p7 is the day before.
    expect(byNumber(data, '5001')).toMatchObject({
      target: { percent: 80, seconds: 20 },
      day: {
        offered: 6,
        answered: 3,
        answered_within_target: 2, // p1 (10 s), p4 (20 s, on the target)
        abandoned: 2,
        overflowed: 1,
        other: 0,
        service_level: 33.3, // 2 ÷ 6
        abandon_rate: 33.3, // 2 ÷ 6
        average_speed_of_answer_seconds: 25, // (10 + 45 + 20) ÷ 3
        average_handle_time_seconds: 380, // (300 + 240 + 600) ÷ 3
        average_after_call_work_seconds: 45, // (30 + 60) ÷ 2; p4's wrap-up has not ended
      },
    });
    expect(byNumber(data, '5002')).toMatchObject({
      target: { percent: 90, seconds: 30 },
      day: {
        offered: 4,
        answered: 2,
        answered_within_target: 2, // j1 at 25 s is within this tenant's 30 s
        abandoned: 1,
        overflowed: 0,
        other: 1, // j4, voicemail
        service_level: 50, // 2 ÷ 4
        abandon_rate: 25, // 1 ÷ 4
        average_speed_of_answer_seconds: 15, // (25 + 5) ÷ 2
        average_handle_time_seconds: 120, // (180 + 60) ÷ 2
        average_after_call_work_seconds: 30, // (15 + 45) ÷ 2
      },
    });
    // A queue with no call that day shows dashes, not zero per cent.
    expect(byNumber(data, '5003')?.day).toMatchObject({
      offered: 0,
      service_level: null,
      abandon_rate: null,
      average_speed_of_answer_seconds: null,
    });
    expect(byNumber(data, '5004')).toBeUndefined(); // another tenant's queue
    expect(joburgConfig.phone).toEqual({
      service_level_percent: 80,
      service_level_seconds: 20,
      monitor_notice: true,
    });
    expect(refusedTarget.body.errCode).toBe(1);
    expect(savedTarget.body.data.phone).toMatchObject({
      service_level_percent: 90,
      service_level_seconds: 30,
    });
    expect(gauteng.tenantId).not.toBe(capeTown.tenantId);
  });

  it('counts the day hour by hour for the charts, every queue of the scope together', async () => {
    const { hours } = (await report(supervisor.token)).body.data;
    expect(hours).toHaveLength(24);
    const shown = hours.filter((h) => h.offered > 0);
    expect(shown).toEqual([
      // 09: p1 p2 p3 j1 j2 — within: p1, j1 (30 s target), j2
      { hour: 9, offered: 5, answered: 4, answered_within_target: 3, abandoned: 1, service_level: 60 },
      { hour: 10, offered: 2, answered: 1, answered_within_target: 1, abandoned: 0, service_level: 50 },
      { hour: 14, offered: 1, answered: 0, answered_within_target: 0, abandoned: 1, service_level: 0 },
      { hour: 15, offered: 1, answered: 0, answered_within_target: 0, abandoned: 0, service_level: 0 },
      { hour: 23, offered: 1, answered: 0, answered_within_target: 0, abandoned: 1, service_level: 0 },
    ]);
    expect(hours[11]).toMatchObject({ offered: 0, service_level: null }); // p6 is still waiting
  });

  it('is the team lead’s too, refused to an agent, and refuses a day that is not one', async () => {
    expect(byNumber((await report(teamLead.token)).body.data, '5001')?.day.offered).toBe(6);
    const refused = await report(agent.token);
    expect(refused.body).toMatchObject({ errCode: 7, data: null });
    const bad = await report(supervisor.token, { day: '2026-13-45' });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errCode).toBe(1);
  });
});

describe('the queue router’s record of its callers', () => {
  const writesLanded = { timeout: 10_000 };
  const internal = (path: string, body: object) =>
    post(t.app, path, body, undefined, { 'x-acd-key': acdKey });
  const written = (ids: string[]) =>
    db
      .select()
      .from(telephonyQueueCalls)
      .where(inArray(telephonyQueueCalls.sipCallId, ids))
      .orderBy(telephonyQueueCalls.sipCallId);

  it('writes a row for a caller who hung up waiting (abandoned), one sent away (overflowed) and one answered', async () => {
    const started = Date.now();
    // Nobody Ready: the first caller waits, then hangs up; the second waits past the limit.
    await internal(acdPaths.offer, { queue_number: '5001', call_id: 'live-1', caller: '0821234567' });
    await internal(acdPaths.ended, { call_id: 'live-1' });
    await internal(acdPaths.offer, { queue_number: '5001', call_id: 'live-3' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const sentAway = await internal(acdPaths.offer, { queue_number: '5001', call_id: 'live-3' });
    expect(sentAway.body.data).toMatchObject({ give_up: true });
    await post(t.app, paths.setAgentStatus, { state: 'ready' }, lerato.token);
    const offer = await internal(acdPaths.offer, { queue_number: '5001', call_id: 'live-2', caller: '' });
    expect(offer.body.data).toMatchObject({ extension: expect.any(String) });
    await internal(acdPaths.answered, { call_id: 'live-2' });
    await internal(acdPaths.ended, { call_id: 'live-2' });

    // Written behind the router's answers, so the test waits for the rows rather than for a fixed time: each
    // row's outcome and its end, which the answered call's row gets in a later write than its outcome.
    // (The load of a shared CI machine, not a speed goal, sets the patience.)
    await expect
      .poll(
        async () =>
          (await written(['live-1', 'live-2', 'live-3'])).map(
            (r) => `${r.outcome} ${r.endedAt ? 'ended' : ''}`,
          ),
        writesLanded,
      )
      .toEqual(['abandoned ended', 'answered ended', 'overflowed ended']);
    const [abandoned, answered] = await written(['live-1', 'live-2']);
    expect(abandoned).toMatchObject({
      queueId: pretoria.id,
      tenantId: pretoria.tenantId,
      callerNumber: '0821234567',
    });
    expect(abandoned?.answeredAt).toBeNull();
    expect(abandoned?.endedAt?.getTime()).toBeGreaterThanOrEqual(started);
    expect(answered).toMatchObject({ agentUserId: leratoId, callerNumber: null });
    expect(answered?.answeredAt).not.toBeNull();
    expect(answered?.endedAt).not.toBeNull();
    // The queue's wrap-up is 0 s: the after-call work ends as soon as its timer runs.
    await expect.poll(async () => (await written(['live-2']))[0]?.wrapUpEndedAt, writesLanded).not.toBeNull();

    // No day asked is today in the tenant's time zone (+2 h); the rows' own day is asked for the counts, so a run
    // across local midnight counts them on the day they arrived.
    const before = localDay(new Date());
    const today = byNumber((await report(supervisor.token, {})).body.data, '5001');
    const answeredDay = (await report(supervisor.token, {})).body.data.day;
    expect([before, localDay(new Date())]).toContain(answeredDay);
    const days = [
      ...new Set((await written(['live-1', 'live-2', 'live-3'])).map((r) => localDay(r.arrivedAt))),
    ];
    const counted = { offered: 0, answered: 0, abandoned: 0, overflowed: 0, answered_within_target: 0 };
    for (const day of days) {
      const figures = byNumber((await report(supervisor.token, { day })).body.data, '5001')?.day;
      for (const key of Object.keys(counted) as (keyof typeof counted)[]) counted[key] += figures?.[key] ?? 0;
    }
    expect(counted).toEqual({
      offered: 3,
      answered: 1,
      abandoned: 1,
      overflowed: 1,
      answered_within_target: 1,
    });
    expect(today?.live).toMatchObject({ waiting: 0, longest_wait_seconds: 0 });
    expect(today?.live.agents.ready).toBe(1);
  });
});
