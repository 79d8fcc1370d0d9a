import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acdPaths, type AcdOffer } from '../../../src/contracts/telephony/acd';
import { telephonyPaths as paths } from '../../../src/contracts/telephony/paths';
import { createTestApp, post, signIn } from '../helpers';
import { subscribePush } from '../push-stream';

const secret = 'a-test-secret-of-enough-length';
const t = await createTestApp({
  env: { TELEPHONY_SHARED_SECRET: secret, TELEPHONY_ACD_RING_TIMEOUT_SECONDS: '1' },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const key = createHmac('sha256', secret).update('acd').digest('hex');
const agent = await signIn(t.app, 'agent');
const lerato = await signIn(t.app, 'lerato.khumalo');
const supervisor = await signIn(t.app, 'supervisor');

describe('Missed on the push channel', () => {
  it('tells the agent who let an offer ring out (as the PBX reports it), and nobody else', async () => {
    const mine = await subscribePush(base, agent.token);
    const theirs = await subscribePush(base, lerato.token);
    try {
      await post(t.app, paths.setAgentStatus, { state: 'ready' }, agent.token);
      const offer = await post<AcdOffer>(
        t.app,
        acdPaths.offer,
        { queue_number: '5001', call_id: 'p-1' },
        undefined,
        {
          'x-acd-key': key,
        },
      );
      expect(offer.body.data.extension).toBe('1003');
      await post(t.app, acdPaths.missed, { call_id: 'p-1', extension: '1003' }, undefined, {
        'x-acd-key': key,
      });

      const pushed = await mine.waitFor((e) => e.event === 'agent-status', 8000);
      expect(pushed?.data).toMatchObject({
        state: 'not_ready',
        pause_code: 'MISSED',
        pause_reason: 'Missed',
      });
      expect(theirs.events.some((e) => e.event === 'agent-status')).toBe(false);
      const recorded = await post(t.app, paths.agentStatus, {}, agent.token);
      expect(recorded.body.data).toMatchObject({ state: 'not_ready', pause_reason: 'Missed' });
    } finally {
      await mine.close();
      await theirs.close();
      await post(t.app, acdPaths.ended, { call_id: 'p-1' }, undefined, { 'x-acd-key': key });
    }
  }, 15_000);
});

describe('the floor on the push channel (issue 39: Queues live and the wallboard pushed live)', () => {
  it('tells a supervisor of the queue’s tenant when a caller queues and leaves, and not an agent', async () => {
    const watching = await subscribePush(base, supervisor.token);
    const agentPush = await subscribePush(base, lerato.token);
    const acd = { 'x-acd-key': key };
    try {
      await watching.waitFor((e) => e.event === 'ready');
      // Nobody in queue 5002 is Ready: the caller waits, which changes the floor of its tenant.
      const offer = await post<AcdOffer>(
        t.app,
        acdPaths.offer,
        { queue_number: '5002', call_id: 'f-1' },
        undefined,
        acd,
      );
      expect(offer.body.data.extension).toBeNull();
      expect(await watching.waitFor((e) => e.event === 'queue-live', 5000)).toBeDefined();
      const pushes = () => watching.events.filter((e) => e.event === 'queue-live').length;
      const afterQueued = pushes();
      // Asked again each second while it waits, nothing changes: nothing is pushed.
      await post(t.app, acdPaths.offer, { queue_number: '5002', call_id: 'f-1' }, undefined, acd);
      await post(t.app, acdPaths.ended, { call_id: 'f-1' }, undefined, acd);
      await expect.poll(pushes, { timeout: 5000 }).toBe(afterQueued + 1);
      expect(agentPush.events.some((e) => e.event === 'queue-live')).toBe(false);
    } finally {
      await watching.close();
      await agentPush.close();
      await post(t.app, acdPaths.ended, { call_id: 'f-1' }, undefined, { 'x-acd-key': key });
    }
  }, 15_000);
});
