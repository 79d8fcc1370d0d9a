import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRoutingAgents, routingAgentOf } from '../../../server/domain/telephony/routing-records';
import { telephonyAgentStatus, telephonyQueueMembers, users } from '../../../server/db/schema';
import { createTestDatabase } from '../test-database';

const database = await createTestDatabase();
afterAll(() => database.drop());

const record = {
  userId: 7,
  sipExt: '1007',
  state: 'not_ready',
  pauseCode: 'LUNCH',
  updatedAt: new Date(5000),
  queueIds: [2, 3],
  onCall: false,
};

describe('routing agents from the service records', () => {
  it.each([
    [{ state: 'ready' }, 'ready', null],
    [{ state: 'not_ready' }, 'not_ready', 'LUNCH'],
    [{ state: 'logged_out' }, 'offline', null],
    [{ state: null }, 'offline', null],
    [{ state: 'ready', onCall: true }, 'on_call', null],
  ] as const)('%o is %s', (change, state, reason) => {
    expect(routingAgentOf({ ...record, ...change })).toMatchObject({
      id: '7',
      extension: '1007',
      state,
      reason,
      readySince: 5000,
      queues: ['2', '3'],
    });
  });

  it('loads every queue member with an extension, with the recorded Ready time as idle start', async () => {
    const [agent] = await database.db.select().from(users).where(eq(users.loginName, 'agent'));
    const readyAt = new Date('2026-11-26T08:00:00Z');
    await database.db
      .insert(telephonyAgentStatus)
      .values({ userId: agent.id, state: 'ready', updatedAt: readyAt })
      .onConflictDoUpdate({
        target: telephonyAgentStatus.userId,
        set: { state: 'ready', updatedAt: readyAt },
      });
    const members = await database.db.select().from(telephonyQueueMembers);
    const loaded = await loadRoutingAgents({ db: database.db });
    expect(new Set(loaded.map((a) => a.id))).toEqual(new Set(members.map((m) => String(m.userId))));
    const mine = loaded.find((a) => a.id === String(agent.id));
    expect(mine).toMatchObject({ state: 'ready', readySince: readyAt.getTime(), extension: '1003' });
    expect(mine?.queues).toHaveLength(2);
  });
});
