import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { acdPaths } from '../../../src/contracts/telephony/acd';
import {
  monitorPaths,
  type MonitorSession,
  type MonitorStopped,
} from '../../../src/contracts/telephony/monitor';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import { auditLog, users } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';
import { subscribePush } from '../push-stream';

const secret = 'a-test-secret-of-enough-length';
// A console not seen for 2 s is gone, checked every 300 ms: a supervisor who leaves is noticed within seconds.
const t = await createTestApp({
  env: {
    TELEPHONY_SHARED_SECRET: secret,
    TELEPHONY_CONSOLE_TIMEOUT_SECONDS: '2',
    TELEPHONY_CONSOLE_SWEEP_MS: '300',
  },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const acd = { 'x-acd-key': createHmac('sha256', secret).update('acd').digest('hex') };
const supervisor = await signIn(t.app, 'supervisor');
const agent = await signIn(t.app, 'agent');
const idOf = async (login: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, login)))[0]!.id;
const agentId = await idOf('agent');
afterAll(() => t.close());

/** The agent takes a queue call, as Kamailio reports it, so the router has them on a call. */
async function agentOnCall(callId: string) {
  await post(t.app, paths.setAgentStatus, { state: 'ready' }, agent.token);
  const offer = await post(t.app, acdPaths.offer, { queue_number: '5001', call_id: callId }, undefined, acd);
  expect(offer.body.data).toMatchObject({ extension: '1003' });
  await post(t.app, acdPaths.answered, { call_id: callId }, undefined, acd);
}

describe('Supervisor monitoring', () => {
  it('refuses a profile without the monitoring key, before reading anything', async () => {
    const lerato = await signIn(t.app, 'lerato.khumalo');
    const answer = await post(
      t.app,
      monitorPaths.start,
      { agent_user_id: agentId, mode: 'listen' },
      lerato.token,
    );
    expect(answer.body).toMatchObject({ errCode: 7, msg: expect.stringContaining('listen to') });
  });

  it('refuses an agent outside the supervisor’s tenants as if there were none', async () => {
    const outside = await idOf('marius.pretorius');
    const answer = await post(
      t.app,
      monitorPaths.start,
      { agent_user_id: outside, mode: 'listen' },
      supervisor.token,
    );
    expect(answer.body).toMatchObject({ errCode: 4, msg: 'That agent is not in your tenants' });
  });

  it('refuses an agent who is not on a call', async () => {
    const answer = await post(
      t.app,
      monitorPaths.start,
      { agent_user_id: agentId, mode: 'listen' },
      supervisor.token,
    );
    expect(answer.body).toMatchObject({ errCode: 3, msg: 'Naledi Mokoena is not on a call' });
  });

  it('pushes the request to the agent, switches modes, stops, and audits who, whom, modes and duration', async () => {
    await agentOnCall('m-1');
    const agentPush = await subscribePush(base, agent.token);
    try {
      const started = await post<MonitorSession>(
        t.app,
        monitorPaths.start,
        { agent_user_id: agentId, mode: 'listen' },
        supervisor.token,
      );
      expect(started.body.errCode).toBe(0);
      const session = started.body.data;
      expect(session).toMatchObject({ mode: 'listen', agent_name: 'Naledi Mokoena', agent_ext: '1003' });
      const pushed = await agentPush.waitFor((e) => e.event === 'monitor', 5000);
      expect(pushed?.data).toEqual({
        kind: 'start',
        monitor_id: session.monitor_id,
        token: session.token,
        mode: 'listen',
        supervisor_name: 'Pieter van der Merwe',
        supervisor_ext: '1002',
        notice: true,
      });

      const other = await signIn(t.app, 'thabo.molefe');
      const stranger = await post(t.app, monitorPaths.stop, { monitor_id: session.monitor_id }, other.token);
      expect(stranger.body).toMatchObject({ errCode: 4 });

      const whisper = await post(
        t.app,
        monitorPaths.mode,
        { monitor_id: session.monitor_id, mode: 'whisper' },
        supervisor.token,
      );
      expect(whisper.body).toMatchObject({ errCode: 0, data: { mode: 'whisper' } });
      await post(
        t.app,
        monitorPaths.mode,
        { monitor_id: session.monitor_id, mode: 'barge' },
        supervisor.token,
      );
      const stopped = await post<MonitorStopped>(
        t.app,
        monitorPaths.stop,
        { monitor_id: session.monitor_id },
        supervisor.token,
      );
      expect(stopped.body).toMatchObject({ errCode: 0, data: { duration_seconds: expect.any(Number) } });
      const again = await post(
        t.app,
        monitorPaths.stop,
        { monitor_id: session.monitor_id },
        supervisor.token,
      );
      expect(again.body).toMatchObject({ errCode: 3, msg: 'That monitoring session has ended' });

      await agentPush.waitFor(
        (e) => e.event === 'monitor' && (e.data as { kind: string }).kind === 'stop',
        5000,
      );
      expect(agentPush.events.filter((e) => e.event === 'monitor').map((e) => e.data)).toMatchObject([
        { kind: 'start' },
        { kind: 'mode', mode: 'whisper' },
        { kind: 'mode', mode: 'barge' },
        { kind: 'stop', monitor_id: session.monitor_id },
      ]);
      const trail = await t.database.db
        .select({ action: auditLog.action, userId: auditLog.userId, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'telephony_monitor'), eq(auditLog.entityId, session.monitor_id)))
        .orderBy(asc(auditLog.id));
      const supervisorId = await idOf('supervisor');
      expect(trail).toEqual([
        {
          action: 'monitor.start',
          userId: supervisorId,
          detail: { agent_user_id: agentId, agent: 'Naledi Mokoena', mode: 'listen' },
        },
        { action: 'monitor.mode', userId: supervisorId, detail: { agent_user_id: agentId, mode: 'whisper' } },
        { action: 'monitor.mode', userId: supervisorId, detail: { agent_user_id: agentId, mode: 'barge' } },
        {
          action: 'monitor.stop',
          userId: supervisorId,
          detail: {
            agent_user_id: agentId,
            duration_seconds: stopped.body.data.duration_seconds,
            reason: 'stopped',
          },
        },
      ]);
      expect(JSON.stringify(trail)).not.toContain(session.token);
    } finally {
      await agentPush.close();
      await post(t.app, acdPaths.ended, { call_id: 'm-1' }, undefined, acd);
    }
  }, 20_000);

  /** The stop rows of one session, as the audit log has them, with when each was written. */
  const stopsOf = (monitorId: string) =>
    t.database.db
      .select({ detail: auditLog.detail, at: auditLog.at })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'telephony_monitor'),
          eq(auditLog.entityId, monitorId),
          eq(auditLog.action, 'monitor.stop'),
        ),
      );
  const listen = async () => {
    const started = await post<MonitorSession>(
      t.app,
      monitorPaths.start,
      { agent_user_id: agentId, mode: 'listen' },
      supervisor.token,
    );
    expect(started.body.errCode).toBe(0);
    return started.body.data.monitor_id;
  };

  it('ends with the monitored call: one stop row with its duration, and the agent’s leg is told to go', async () => {
    const agentPush = await subscribePush(base, agent.token);
    try {
      await agentOnCall('m-end');
      const monitorId = await listen();
      await post(t.app, acdPaths.ended, { call_id: 'm-end' }, undefined, acd);
      await expect.poll(() => stopsOf(monitorId), { timeout: 5000 }).toHaveLength(1);
      const [stop] = await stopsOf(monitorId);
      expect(stop?.detail).toEqual({
        agent_user_id: agentId,
        duration_seconds: expect.any(Number),
        reason: 'call ended',
      });
      await agentPush.waitFor(
        (e) => e.event === 'monitor' && (e.data as { kind: string }).kind === 'stop',
        5000,
      );
      // The supervisor's own Stop, a moment late, adds no second row.
      const late = await post(t.app, monitorPaths.stop, { monitor_id: monitorId }, supervisor.token);
      expect(late.body).toMatchObject({ errCode: 3, msg: 'That monitoring session has ended' });
      expect(await stopsOf(monitorId)).toHaveLength(1);
    } finally {
      await agentPush.close();
    }
  }, 15_000);

  it('ends when the supervisor’s console goes and does not come back within the grace', async () => {
    const agentPush = await subscribePush(base, agent.token);
    const supervisorPush = await subscribePush(base, supervisor.token);
    try {
      await agentOnCall('m-left');
      const monitorId = await listen();
      const closedAt = Date.now();
      await supervisorPush.close();
      await expect.poll(() => stopsOf(monitorId), { timeout: 8000 }).toHaveLength(1);
      const [stop] = await stopsOf(monitorId);
      expect(stop?.detail).toMatchObject({ agent_user_id: agentId, reason: 'supervisor left' });
      // Not before the grace: the last beat was at most a third of the 2 s timeout before the close.
      expect(stop!.at.getTime() - closedAt).toBeGreaterThanOrEqual(1000);
      await agentPush.waitFor(
        (e) => e.event === 'monitor' && (e.data as { kind: string }).kind === 'stop',
        5000,
      );
    } finally {
      await supervisorPush.close();
      await agentPush.close();
      await post(t.app, acdPaths.ended, { call_id: 'm-left' }, undefined, acd);
    }
  }, 15_000);

  it('holds a monitoring supervisor back from queue calls until the session ends', async () => {
    const agentPush = await subscribePush(base, agent.token);
    const supervisorPush = await subscribePush(base, supervisor.token);
    const ask = async (callId: string) =>
      (
        await post<{ extension: string | null }>(
          t.app,
          acdPaths.offer,
          { queue_number: '5003', call_id: callId },
          undefined,
          acd,
        )
      ).body.data.extension;
    try {
      await agentOnCall('m-busy');
      // The supervisor takes Gauteng's calls (queue 5003), and is its only Ready agent.
      await post(t.app, paths.setAgentStatus, { state: 'ready' }, supervisor.token);
      const monitorId = await listen();
      expect(await ask('m-queued')).toBeNull();
      await post(t.app, monitorPaths.stop, { monitor_id: monitorId }, supervisor.token);
      expect(await ask('m-queued')).toBe('1002');
    } finally {
      await post(t.app, acdPaths.ended, { call_id: 'm-queued' }, undefined, acd);
      await post(t.app, acdPaths.ended, { call_id: 'm-busy' }, undefined, acd);
      await post(t.app, paths.setAgentStatus, { state: 'logged_out' }, supervisor.token);
      await supervisorPush.close();
      await agentPush.close();
    }
  }, 15_000);
});
