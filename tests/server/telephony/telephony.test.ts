import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallLogEntry, QueueStats } from '../../../src/contracts/telephony/calls';
import type { AgentStatus, TelephonyDetails, TelephonyUser } from '../../../src/contracts/telephony/details';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import { createTestApp, post, signIn } from '../helpers';

const t = await createTestApp({
  env: {
    TELEPHONY_WS_URL: 'wss://pbx.example.co.za:7443/ws',
    TELEPHONY_SIP_DOMAIN: 'pbx.example.co.za',
    TELEPHONY_SHARED_SECRET: 'a-test-secret-of-enough-length',
    TELEPHONY_RETRY_INTERVAL_MS: '2000',
  },
});
const agent = await signIn(t.app, 'agent');
const sipho = await signIn(t.app, 'sipho.dlamini');

const details = async (token: string) =>
  (await post<TelephonyDetails>(t.app, paths.sessionDetails, {}, token)).body;

describe('session details (telephony_details)', () => {
  it('gives the agent their extension, queues, codes, timers and short-lived credentials the PBX can check', async () => {
    const body = await details(agent.token);
    expect(body.errCode).toBe(0);
    const d = body.data;
    expect(d.sip_ext).toBe('1003');
    expect(d.uri).toBe('sip:1003@pbx.example.co.za');
    expect(d.ws_uri).toBe('wss://pbx.example.co.za:7443/ws');
    expect(d.display_name).toBe('Naledi Mokoena');
    const [expiry, ext] = d.authorization_user.split(':');
    expect(ext).toBe('1003');
    expect(Number(expiry) * 1000).toBeGreaterThan(Date.now());
    expect(d.password).toBe(
      createHmac('sha1', 'a-test-secret-of-enough-length').update(d.authorization_user).digest('base64'),
    );
    expect(d.agent_queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(['Member Services – Pretoria', 'Claims Support – Johannesburg']),
    );
    expect(d.pause_codes.map((p) => p.reason)).toContain('Lunch');
    expect(d.dispositions.some((x) => x.system)).toBe(true);
    expect(d.timers.retry_interval_ms).toBe(2000);
    expect(d.timers.retry_limit_ms).toBe(300_000);
    expect(d.timers.queue_stats_delay_ms).toBe(5000);
    expect(d.timers.connectivity_poll_ms).toBe(10_000);
  });

  it('never writes the SIP password to the service log', async () => {
    const d = (await details(sipho.token)).data;
    expect(t.logs.join('\n')).not.toContain(d.password);
  });

  it('refuses without a token', async () => {
    expect((await post(t.app, paths.sessionDetails, {})).body.errCode).toBe(96);
  });
});

describe('agent status', () => {
  it('starts logged out, keeps the current and previous pause reason, and refuses unknown codes', async () => {
    const first = await post<AgentStatus>(t.app, paths.agentStatus, {}, sipho.token);
    expect(first.body.data.state).toBe('logged_out');
    const set = (body: object) => post<AgentStatus>(t.app, paths.setAgentStatus, body, sipho.token);
    expect((await set({ state: 'ready' })).body.data.state).toBe('ready');
    expect((await set({ state: 'not_ready', pause_code: 'LUNCH' })).body.data.pause_reason).toBe('Lunch');
    const training = (await set({ state: 'not_ready', pause_code: 'TRAINING' })).body.data;
    expect(training).toMatchObject({ pause_reason: 'Training', previous_pause_reason: 'Lunch' });
    const ready = (await set({ state: 'ready' })).body.data;
    expect(ready).toMatchObject({ state: 'ready', pause_code: null, previous_pause_code: 'TRAINING' });
    expect((await set({ state: 'not_ready' })).body.errCode).toBe(1);
    expect((await set({ state: 'not_ready', pause_code: 'SIESTA' })).body.errCode).toBe(1);
    expect((await post<AgentStatus>(t.app, paths.agentStatus, {}, sipho.token)).body.data.state).toBe(
      'ready',
    );
  });
});

describe('call log', () => {
  it('records an inbound call from ringing to Completed with its disposition', async () => {
    const start = await post<CallLogEntry>(
      t.app,
      paths.callStart,
      { direction: 'inbound', number: '0821234567', sip_call_id: 'abc@test' },
      agent.token,
    );
    expect(start.body.errCode).toBe(0);
    const id = start.body.data.call_log_table_id;
    expect(start.body.data.status).toBe('ringing');
    const event = (e: string) =>
      post<CallLogEntry>(t.app, paths.callEvent, { call_log_table_id: id, event: e }, agent.token);
    expect((await event('answered')).body.data.status).toBe('answered');
    expect((await event('hold')).body.data.hold_count).toBe(1);
    const resumed = await event('unhold');
    expect(resumed.body.errCode).toBe(0);
    expect(resumed.body.data.hold_count).toBe(1);
    const ended = (await event('ended')).body.data;
    expect(ended.status).toBe('ended');
    expect(ended.ended_at).not.toBeNull();
    expect((await event('hold')).body.errCode).toBe(3);

    const dispose = (code: string) =>
      post<CallLogEntry>(
        t.app,
        paths.callDisposition,
        { call_log_table_id: id, disposition_code: code, note: 'Asked about gap cover waiting periods' },
        agent.token,
      );
    expect((await dispose('NOT_A_CODE')).body.errCode).toBe(1);
    const done = (await dispose('RESOLVED')).body.data;
    expect(done).toMatchObject({ status: 'Completed', disposition_label: 'Query resolved on the call' });
    expect((await dispose('RESOLVED')).body.errCode).toBe(3);

    const log = await post<CallLogEntry[]>(t.app, paths.callLog, {}, agent.token);
    expect(log.body.data[0]).toMatchObject({
      call_log_table_id: id,
      number: '0821234567',
      status: 'Completed',
    });
  });

  it('keeps each agent to their own calls', async () => {
    const start = await post<CallLogEntry>(
      t.app,
      paths.callStart,
      { direction: 'outbound', number: '+27115550100', sip_call_id: 'x@test' },
      agent.token,
    );
    const foreign = await post(
      t.app,
      paths.callEvent,
      { call_log_table_id: start.body.data.call_log_table_id, event: 'answered' },
      sipho.token,
    );
    expect(foreign.body.errCode).toBe(4);
    const log = await post<CallLogEntry[]>(t.app, paths.callLog, {}, sipho.token);
    expect(log.body.data.some((c) => c.number === '+27115550100')).toBe(false);
  });

  it('validates numbers and events', async () => {
    const bad = await post(
      t.app,
      paths.callStart,
      { direction: 'inbound', number: '08x', sip_call_id: 'y' },
      agent.token,
    );
    expect(bad.body.errCode).toBe(1);
    expect(
      (await post(t.app, paths.callEvent, { call_log_table_id: 1, event: 'teleport' }, agent.token)).body
        .errCode,
    ).toBe(1);
  });

  it('counts a refused call as missed in the queue statistics', async () => {
    const start = await post<CallLogEntry>(
      t.app,
      paths.callStart,
      { direction: 'inbound', number: '0123456789', sip_call_id: 'r@test' },
      agent.token,
    );
    await post(
      t.app,
      paths.callEvent,
      { call_log_table_id: start.body.data.call_log_table_id, event: 'refused', detail: 'Not ready (Lunch)' },
      agent.token,
    );
    const stats = (await post<QueueStats>(t.app, paths.queueStats, {}, agent.token)).body.data;
    const claims = stats.queues.find((q) => q.name === 'Claims Support – Johannesburg');
    expect(claims).toBeDefined();
    expect(claims?.missed_today).toBeGreaterThanOrEqual(1);
    expect(claims?.answered_today).toBeGreaterThanOrEqual(1);
    expect(claims?.agents_ready).toBeGreaterThanOrEqual(1); // sipho is ready from the status test
  });
});

describe('/telephony/details/all_user', () => {
  it('lists staff with their extensions, queues and state, without credentials', async () => {
    const admin = await signIn(t.app, 'admin');
    const answer = await post<TelephonyUser[]>(t.app, paths.allUsers, {}, admin.token);
    expect(answer.body.errCode).toBe(0);
    const exts = answer.body.data.map((u) => u.telephony_details.sip_ext);
    expect(exts).toContain('1001');
    expect(exts).toContain('1010');
    const sipUser = answer.body.data.find((u) => u.user_name === 'Sipho Dlamini');
    expect(sipUser?.telephony_details.state).toBe('ready');
    expect(JSON.stringify(answer.body.data)).not.toMatch(/password|authorization_user/);
  });
});

describe('is the SIP server there (asked before each connection attempt)', () => {
  it('cannot tell for an outside PBX, so the browser tries; signed-in callers only', async () => {
    const answer = await post<{ reachable: boolean | null }>(t.app, paths.sipReachable, {}, agent.token);
    expect(answer.body).toMatchObject({ errCode: 0, data: { reachable: null } });
    expect((await post(t.app, paths.sipReachable, {})).body.errCode).not.toBe(0);
  });
});
