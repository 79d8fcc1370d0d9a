import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acdPaths, type AcdOffer } from '../../../src/contracts/telephony/acd';
import type { AgentStatus, TelephonyUser } from '../../../src/contracts/telephony/details';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import type { TestCallerDetails } from '../../../src/contracts/telephony/test-caller';
import { createTestApp, post, signIn } from '../helpers';

const secret = 'a-test-secret-of-enough-length';
const t = await createTestApp({ env: { TELEPHONY_SHARED_SECRET: secret } });
const key = createHmac('sha256', secret).update('acd').digest('hex');
const agent = await signIn(t.app, 'agent'); // extension 1003, Member Services – Pretoria (5001)
const lerato = await signIn(t.app, 'lerato.khumalo'); // the queue's other member
const supervisor = await signIn(t.app, 'supervisor');

const internal = <T>(path: string, body: unknown, presented = key) =>
  post<T>(t.app, path, body, undefined, { 'x-acd-key': presented });
const ready = (token: string) => post(t.app, paths.setAgentStatus, { state: 'ready' }, token);
const extOf = async (token: string) =>
  (await post<{ sip_ext: string }>(t.app, paths.sessionDetails, {}, token)).body.data.sip_ext;

describe('the SIP server routing calls', () => {
  it('refuses a missing or wrong key with 403 and the envelope, before reading the body', async () => {
    for (const presented of ['', 'x'.repeat(64), createHmac('sha256', 'other').update('acd').digest('hex')]) {
      const answer = await internal(acdPaths.offer, { queue_number: '5001', call_id: 'c0' }, presented);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ errCode: 7, msg: expect.any(String), data: null });
    }
    // A user's session is not the key.
    const withToken = await post(t.app, acdPaths.offer, { queue_number: '5001', call_id: 'c0' }, agent.token);
    expect(withToken.status).toBe(403);
  });

  it('validates payloads and answers 404 for a number no queue has', async () => {
    const bad = await internal(acdPaths.offer, { queue_number: '50a', call_id: '' });
    // The house rule (errCode 1 with HTTP 200): Kamailio checks the line's fields, not only the status.
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errCode).toBe(1);
    const unknown = await internal(acdPaths.offer, { queue_number: '9999', call_id: 'c0' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errCode).toBe(4);
  });

  it('offers the longest-idle Ready agent, moves a missed call on and records the agent Not ready "Missed"', async () => {
    const [agentExt, leratoExt] = [await extOf(agent.token), await extOf(lerato.token)];
    const waiting = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-1' });
    expect(waiting.body.data).toMatchObject({ extension: null, wait_position: 1, ring_timeout_seconds: 20 });
    expect(waiting.body.data.queue_name).toBe('Member Services – Pretoria');

    await ready(agent.token);
    await ready(lerato.token);
    const first = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-1' });
    expect(first.body.data).toMatchObject({ extension: agentExt, wait_position: 0, wrap_up_seconds: 0 });
    // Asked again (the PBX's retry), the same offer: never a second agent for one call.
    const again = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-1' });
    expect(again.body.data.extension).toBe(agentExt);

    // A stale report (another extension) changes nothing.
    expect((await internal(acdPaths.missed, { call_id: 'call-1', extension: leratoExt })).body.data).toEqual({
      counted: false,
    });
    expect((await internal(acdPaths.missed, { call_id: 'call-1', extension: agentExt })).body.data).toEqual({
      counted: true,
    });
    const status = await post<AgentStatus>(t.app, paths.agentStatus, {}, agent.token);
    expect(status.body.data).toMatchObject({ state: 'not_ready', pause_reason: 'Missed' });

    const next = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-1' });
    expect(next.body.data.extension).toBe(leratoExt);
    await internal(acdPaths.answered, { call_id: 'call-1' });

    const all = await post<TelephonyUser[]>(t.app, paths.allUsers, {}, agent.token);
    const live = (ext: string) =>
      all.body.data.find((u) => u.telephony_details.sip_ext === ext)?.telephony_details;
    expect(live(agentExt)).toMatchObject({ live_state: 'not_ready', missed: 1, state: 'not_ready' });
    expect(live(leratoExt)).toMatchObject({ live_state: 'on_call', missed: 0 });
    expect(live(leratoExt)?.live_since).toEqual(expect.any(String));
    expect(live(leratoExt)?.live_queues).toContainEqual(
      expect.objectContaining({ number: '5001', waiting: 0, longest_wait_seconds: 0 }),
    );

    await internal(acdPaths.ended, { call_id: 'call-1' });
    await expect
      .poll(
        async () =>
          (await post<TelephonyUser[]>(t.app, paths.allUsers, {}, agent.token)).body.data.find(
            (u) => u.telephony_details.sip_ext === leratoExt,
          )?.telephony_details.live_state,
      )
      .toBe('ready');
  });

  it('counts a rejected offer and keeps the caller waiting in order', async () => {
    const leratoExt = await extOf(lerato.token);
    const offer = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-2' });
    expect(offer.body.data.extension).toBe(leratoExt);
    const behind = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-3' });
    expect(behind.body.data).toMatchObject({ extension: null, wait_position: 1 });
    expect(
      (await internal(acdPaths.rejected, { call_id: 'call-2', extension: leratoExt })).body.data,
    ).toEqual({
      counted: true,
    });
    // The rejected call goes back to the head of the queue, ahead of the later caller.
    const head = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-3' });
    expect(head.body.data.wait_position).toBe(1);
    await internal(acdPaths.ended, { call_id: 'call-2' });
    await internal(acdPaths.ended, { call_id: 'call-3' });
    const all = await post<TelephonyUser[]>(t.app, paths.allUsers, {}, agent.token);
    const me = all.body.data.find((u) => u.telephony_details.sip_ext === leratoExt)?.telephony_details;
    expect(me?.rejected).toBe(1);
  });

  it('offers nothing to an agent busy on a call the router did not make, until it ends', async () => {
    const leratoExt = await extOf(lerato.token);
    const started = await post<{ call_log_table_id: number }>(
      t.app,
      paths.callStart,
      { direction: 'outbound', number: '0821234567', sip_call_id: 'direct-1' },
      lerato.token,
    );
    const busy = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-5' });
    expect(busy.body.data).toMatchObject({ extension: null, wait_position: 1 });
    await post(
      t.app,
      paths.callEvent,
      { call_log_table_id: started.body.data.call_log_table_id, event: 'ended' },
      lerato.token,
    );
    await expect
      .poll(async () => {
        const offer = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'call-5' });
        return offer.body.data.extension;
      })
      .toBe(leratoExt);
    await internal(acdPaths.ended, { call_id: 'call-5' });
  });

  it('answers Kamailio a flat line it can split, when asked for text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${acdPaths.offer}`,
      headers: { 'x-acd-key': key, accept: 'text/plain' },
      payload: { queue_number: '5002', call_id: 'call-4' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^(\d+|-);\d+;20;\d+;30;Claims Support – Johannesburg$/);
    await internal(acdPaths.ended, { call_id: 'call-4' });
  });

  it('gives no time in state for an agent the service has no record of, rather than its own uptime', async () => {
    const all = await post<TelephonyUser[]>(t.app, paths.allUsers, {}, supervisor.token);
    const thabo = all.body.data.find((u) => u.user_name === 'Thabo Molefe')?.telephony_details;
    expect(thabo).toMatchObject({ live_state: 'offline', live_since: null });
  });

  it('never logs the key', () => {
    expect(t.logs.join('\n')).not.toContain(key);
  });
});

describe('the test caller', () => {
  it("lists the caller's queues with their numbers first, then agents", async () => {
    const answer = await post<TestCallerDetails>(t.app, paths.testCaller, {}, supervisor.token);
    const labels = answer.body.data.targets.map((x) => x.label);
    expect(labels[0]).toMatch(/\(5\d{3}\)$/);
    const firstAgent = labels.findIndex((l) => /\(1\d{3}\)$/.test(l));
    expect(labels.slice(0, firstAgent).every((l) => /\(5\d{3}\)$/.test(l))).toBe(true);
  });
});
