import { eq, inArray } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acdPaths } from '../../../src/contracts/telephony/acd';
import { queueOverflowPath, type QueueOverflow } from '../../../src/contracts/telephony/callbacks';
import { telephonyQueues } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';

// Issue 39: a queue's wait limit and overflow, set by its administrator and taken by the running router at once.
const secret = 'queue-overflow-setup-secret-of-enough-length';
const t = await createTestApp({ env: { TELEPHONY_SHARED_SECRET: secret } });
const key = createHmac('sha256', secret).update('acd').digest('hex');
const admin = await signIn(t.app, 'admin');
const agent = await signIn(t.app, 'agent');
const queues = await t.database.db
  .select()
  .from(telephonyQueues)
  .where(inArray(telephonyQueues.number, ['5001', '5002', '5004']));
const q = (number: string) => queues.find((row) => row.number === number)?.id ?? 0;
const save = (body: object, token = admin.token) =>
  post<QueueOverflow>(t.app, queueOverflowPath, body, token);
const offerLine = async (callId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api${acdPaths.offer}`,
      headers: { 'x-acd-key': key, accept: 'text/plain' },
      payload: { queue_number: '5001', call_id: callId },
    })
  ).body;

describe("a queue's overflow, set by its administrator", () => {
  it("is refused to an agent (no key), and for another tenant's queue as a target", async () => {
    const body = {
      queue_id: q('5001'),
      max_wait_seconds: 30,
      overflow: 'voicemail',
      overflow_queue_id: null,
    };
    expect((await save(body, agent.token)).body.errCode).not.toBe(0);
    // Pretoria's queue cannot send its callers to Cape Town's: another tenant.
    const across = await save({ ...body, overflow: 'queue', overflow_queue_id: q('5004') });
    expect(across.body.errCode).toBe(1);
    const itself = await save({ ...body, overflow: 'queue', overflow_queue_id: q('5001') });
    expect(itself.body.errCode).toBe(1);
  });

  it('takes effect at the next question: a caller past the new limit goes to voicemail ("!vm")', async () => {
    const saved = await save({
      queue_id: q('5001'),
      max_wait_seconds: 1,
      overflow: 'voicemail',
      overflow_queue_id: null,
    });
    expect(saved.body).toMatchObject({ errCode: 0, data: { max_wait_seconds: 1, overflow: 'voicemail' } });
    const [row] = await t.database.db
      .select()
      .from(telephonyQueues)
      .where(eq(telephonyQueues.id, q('5001')));
    expect(row).toMatchObject({ maxWaitSeconds: 1, overflow: 'voicemail', overflowQueueId: null });
    expect(await offerLine('vm-1')).toMatch(/^-;1;/);
    await expect
      .poll(() => offerLine('vm-1'), { timeout: 5000 })
      .toMatch(new RegExp(`^!vm;0;\\d+;${q('5001')};`));
  });

  it('refuses a ring of overflows between two queues of one tenant', async () => {
    // Two queues of one tenant: add a second to Pretoria's tenant for the ring.
    const [pretoria] = queues.filter((row) => row.id === q('5001'));
    const [second] = await t.database.db
      .insert(telephonyQueues)
      .values({
        tenantId: pretoria?.tenantId ?? 0,
        name: 'Member Services – Pretoria overflow',
        number: '5091',
      })
      .returning();
    const first = await save({
      queue_id: second?.id,
      max_wait_seconds: 60,
      overflow: 'queue',
      overflow_queue_id: q('5001'),
    });
    expect(first.body.errCode).toBe(0);
    const ring = await save({
      queue_id: q('5001'),
      max_wait_seconds: 60,
      overflow: 'queue',
      overflow_queue_id: second?.id,
    });
    expect(ring.body).toMatchObject({ errCode: 1 });
    expect(ring.body.msg).toMatch(/ring/);
  });
});
