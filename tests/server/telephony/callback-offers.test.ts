import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callbackPaths, type CallbackOffer } from '../../../src/contracts/telephony/callbacks';
import type { AgentStatus } from '../../../src/contracts/telephony/details';
import { telephonyPaths } from '../../../src/contracts/telephony/paths';
import { telephonyCallbacks, telephonyQueues, users } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';
import { subscribePush, type PushEvent } from '../push-stream';
import { createTestDatabase } from '../test-database';

/**
 * Issue 39: a stored callback request is offered like a call to the queue's Ready agents, one at a time, through
 * the push channel; declined or rung out it goes to the next agent, and the one who takes it gets the number.
 */
const database = await createTestDatabase();
afterAll(() => database.drop());
const [pretoria] = await database.db.select().from(telephonyQueues).where(eq(telephonyQueues.number, '5001'));
// Stored before this service started (a caller pressed 1 before a restart): the start must find it.
const arrivedAt = new Date(Date.now() - 60_000);
const [stored] = await database.db
  .insert(telephonyCallbacks)
  .values({
    tenantId: pretoria?.tenantId ?? 0,
    queueId: pretoria?.id ?? 0,
    callerNumber: '0821234567',
    arrivedAt,
  })
  .returning();
const t = await createTestApp({
  database,
  env: {
    TELEPHONY_SHARED_SECRET: 'callback-offers-secret-of-enough-length',
    TELEPHONY_ACD_RING_TIMEOUT_SECONDS: '2',
  },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const agent = await signIn(t.app, 'agent');
const lerato = await signIn(t.app, 'lerato.khumalo');
const streams = {
  agent: await subscribePush(base, agent.token),
  lerato: await subscribePush(base, lerato.token),
};
afterAll(async () => {
  await streams.agent.close();
  await streams.lerato.close();
});

const offerOf = (e: PushEvent) =>
  e.event === 'callback-offer' ? (e.data as { offer: CallbackOffer | null }).offer : undefined;
const ready = (token: string) => post(t.app, telephonyPaths.setAgentStatus, { state: 'ready' }, token);
const answer = (path: string, token: string) => post(t.app, path, { callback_id: stored?.id }, token);

describe('callback requests offered to agents (issue 39)', () => {
  it('rings the longest-idle Ready agent with the number and queue; only they can answer it', async () => {
    await ready(agent.token);
    const rung = await streams.agent.waitFor((e) => offerOf(e)?.caller_number === '0821234567', 5000);
    expect(rung && offerOf(rung)).toEqual({
      callback_id: stored?.id,
      caller_number: '0821234567',
      queue_name: pretoria?.name,
      ring_timeout_seconds: 2,
      arrived_at: arrivedAt.toISOString(),
    });
    const [row] = await database.db
      .select()
      .from(telephonyCallbacks)
      .where(eq(telephonyCallbacks.id, stored?.id ?? 0));
    const [agentUser] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginName, 'agent'));
    expect(row).toMatchObject({ state: 'offered', offeredTo: agentUser?.id });
    expect((await answer(callbackPaths.take, lerato.token)).body.errCode).not.toBe(0);
  });

  it('declined, it goes to the next Ready agent; rung out there, that agent is Missed and it moves on', async () => {
    await ready(lerato.token);
    expect((await answer(callbackPaths.decline, agent.token)).body.errCode).toBe(0);
    expect(await streams.agent.waitFor((e) => offerOf(e) === null)).toBeDefined();
    expect(await streams.lerato.waitFor((e) => offerOf(e)?.callback_id === stored?.id, 5000)).toBeDefined();
    // Lerato lets it ring out (2 s): withdrawn from her dock, and she is Not ready "Missed", as for a call.
    expect(await streams.lerato.waitFor((e) => offerOf(e) === null, 5000)).toBeDefined();
    const status = await post<AgentStatus>(t.app, telephonyPaths.agentStatus, {}, lerato.token);
    expect(status.body.data).toMatchObject({ state: 'not_ready', pause_code: 'MISSED' });
  });

  it('taken, the agent gets the number to dial and the request is done for everyone', async () => {
    // Back to the agent who declined (the only Ready one left): their dock's latest word is the offer again.
    const latest = () =>
      streams.agent.events
        .filter((e) => e.event === 'callback-offer')
        .map(offerOf)
        .at(-1);
    await expect.poll(() => latest()?.callback_id, { timeout: 5000 }).toBe(stored?.id);
    const taken = await answer(callbackPaths.take, agent.token);
    expect(taken.body).toMatchObject({ errCode: 0, data: { caller_number: '0821234567' } });
    const [row] = await database.db
      .select()
      .from(telephonyCallbacks)
      .where(eq(telephonyCallbacks.id, stored?.id ?? 0));
    expect(row?.state).toBe('done');
    expect((await answer(callbackPaths.take, agent.token)).body.errCode).not.toBe(0);
  });
});
