import { describe, expect, it } from 'vitest';
import type { CallLogEntry } from '../../../src/contracts/telephony/calls';
import type { AgentStatus, TelephonyUser } from '../../../src/contracts/telephony/details';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import { consoleGoneDetail } from '../../../server/domain/telephony/console-liveness';
import { createTestApp, post, signIn } from '../helpers';
import { subscribePush } from '../push-stream';

// Short timers so the sweep judges within seconds: a console not seen for 2 s is gone, checked every 300 ms
// (the liveness beat is a third of the timeout). The first 2 s after start are the consoles' grace.
const t = await createTestApp({
  env: {
    TELEPHONY_SHARED_SECRET: 'a-test-secret-of-enough-length',
    TELEPHONY_CONSOLE_TIMEOUT_SECONDS: '2',
    TELEPHONY_CONSOLE_SWEEP_MS: '300',
  },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const agent = await signIn(t.app, 'agent');
const lerato = await signIn(t.app, 'lerato.khumalo');
const supervisor = await signIn(t.app, 'supervisor');

const stateOf = async (token: string) =>
  (await post<AgentStatus>(t.app, paths.agentStatus, {}, token)).body.data.state;
const liveStateOf = async (name: string) =>
  (await post<TelephonyUser[]>(t.app, paths.allUsers, {}, lerato.token)).body.data.find(
    (u) => u.user_name === name,
  )?.telephony_details;

describe('an agent whose console is gone', () => {
  it('is logged out with their open call ended, while an agent whose console is open stays', async () => {
    const open = await subscribePush(base, lerato.token);
    try {
      await post(t.app, paths.setAgentStatus, { state: 'ready' }, lerato.token);
      // Agent 1003 is Ready and on a call, with no console open (as after closing the browser mid-call).
      await post(t.app, paths.setAgentStatus, { state: 'ready' }, agent.token);
      const started = await post<{ call_log_table_id: number }>(
        t.app,
        paths.callStart,
        { direction: 'inbound', number: '0821234567', sip_call_id: 'gone-1' },
        agent.token,
      );
      expect(await liveStateOf('Naledi Mokoena')).toMatchObject({ live_state: 'on_call' });

      await expect.poll(() => stateOf(agent.token), { timeout: 8000 }).toBe('logged_out');
      expect(await liveStateOf('Naledi Mokoena')).toMatchObject({
        state: 'logged_out',
        live_state: 'offline',
      });
      const log = await post<CallLogEntry[]>(t.app, paths.callLog, {}, agent.token);
      const call = log.body.data.find((c) => c.call_log_table_id === started.body.data.call_log_table_id);
      expect(call).toMatchObject({ status: 'ended', detail: consoleGoneDetail });
      expect(call?.ended_at).toEqual(expect.any(String));

      expect(await stateOf(lerato.token)).toBe('ready');
      expect(await liveStateOf('Lerato Khumalo')).toMatchObject({ state: 'ready', live_state: 'ready' });
    } finally {
      await open.close();
    }
    // Her console closes too: she follows.
    await expect.poll(() => stateOf(lerato.token), { timeout: 8000 }).toBe('logged_out');
    expect(await liveStateOf('Lerato Khumalo')).toMatchObject({ live_state: 'offline' });
  }, 30_000);

  it('never in a queue: their call is ended too once their console is gone', async () => {
    const open = await subscribePush(base, supervisor.token);
    const started = await post<{ call_log_table_id: number }>(
      t.app,
      paths.callStart,
      { direction: 'outbound', number: '0821234567', sip_call_id: 'gone-2' },
      supervisor.token,
    );
    const callOf = async () =>
      (await post<CallLogEntry[]>(t.app, paths.callLog, {}, supervisor.token)).body.data.find(
        (c) => c.call_log_table_id === started.body.data.call_log_table_id,
      );
    expect(await callOf()).toMatchObject({ status: 'ringing', ended_at: null });
    await open.close();
    await expect.poll(async () => (await callOf())?.detail, { timeout: 8000 }).toBe(consoleGoneDetail);
    expect(await stateOf(supervisor.token)).toBe('logged_out');
  }, 30_000);
});
