import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acdPaths, type AcdOffer } from '../../../src/contracts/telephony/acd';
import type { TelephonyUser } from '../../../src/contracts/telephony/details';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import { createTestApp, post, signIn } from '../helpers';

// Issue 35: the queue's wait limit (one second here) and hang-up reports for calls the service never saw.
const secret = 'a-test-secret-of-enough-length';
const t = await createTestApp({
  env: { TELEPHONY_SHARED_SECRET: secret, TELEPHONY_QUEUE_MAX_WAIT_SECONDS: '1' },
});
const key = createHmac('sha256', secret).update('acd').digest('hex');
const supervisor = await signIn(t.app, 'supervisor');
const agent = await signIn(t.app, 'agent');
const internal = <T>(path: string, body: unknown) =>
  post<T>(t.app, path, body, undefined, { 'x-acd-key': key });
const offerLine = async (callId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api${acdPaths.offer}`,
      headers: { 'x-acd-key': key, accept: 'text/plain' },
      payload: { queue_number: '5001', call_id: callId },
    })
  ).body;
const waitingIn5001 = async () =>
  (await post<TelephonyUser[]>(t.app, paths.allUsers, {}, supervisor.token)).body.data
    .flatMap((u) => u.telephony_details.live_queues ?? [])
    .find((q) => q.number === '5001')?.waiting;

describe('queue truth at the service', () => {
  it('sends a caller away past the wait limit ("!" first for Kamailio) and takes them out of the queue', async () => {
    const first = await internal<AcdOffer>(acdPaths.offer, { queue_number: '5001', call_id: 'long-1' });
    expect(first.body.data).toMatchObject({ extension: null, wait_position: 1, give_up: false });
    expect(await waitingIn5001()).toBe(1);
    await expect.poll(() => offerLine('long-1'), { timeout: 5000 }).toMatch(/^!;0;/);
    expect(await waitingIn5001()).toBe(0);
  });

  it('takes a hang-up report for a call it never saw as done, with nothing changed', async () => {
    const ended = await internal(acdPaths.ended, { call_id: 'never-queued' });
    expect(ended.body).toEqual({ errCode: 0, msg: expect.any(String), data: null });
    expect(await waitingIn5001()).toBe(0);
  });

  it("follows the agent's own record: logged out of the phone (logged_out) is Offline in the supervisor's view", async () => {
    const naledi = async () =>
      (await post<TelephonyUser[]>(t.app, paths.allUsers, {}, supervisor.token)).body.data.find(
        (u) => u.user_name === 'Naledi Mokoena',
      )?.telephony_details;
    await post(t.app, paths.setAgentStatus, { state: 'ready' }, agent.token);
    expect(await naledi()).toMatchObject({ state: 'ready', live_state: 'ready' });
    await post(t.app, paths.setAgentStatus, { state: 'logged_out' }, agent.token);
    expect(await naledi()).toMatchObject({ state: 'logged_out', live_state: 'offline' });
  });

  it('keeps an agent whose phone the SIP server reported gone Offline until it registers again', async () => {
    const naledi = async () =>
      (await post<TelephonyUser[]>(t.app, paths.allUsers, {}, supervisor.token)).body.data.find(
        (u) => u.user_name === 'Naledi Mokoena',
      )?.telephony_details;
    await post(t.app, paths.setAgentStatus, { state: 'ready' }, agent.token);
    const gone = await internal(acdPaths.registration, { extension: '1003', registered: false });
    expect(gone.body.errCode).toBe(0);
    // The recorded choice stays Ready (restored when the phone is back); the live view tells the truth.
    expect(await naledi()).toMatchObject({ state: 'ready', live_state: 'offline' });
    await internal(acdPaths.registration, { extension: '1003', registered: true });
    await expect.poll(async () => (await naledi())?.live_state).toBe('ready');
    const bad = await internal(acdPaths.registration, { extension: '1003', registered: 'yes' });
    expect(bad.body.errCode).not.toBe(0);
  });
});
