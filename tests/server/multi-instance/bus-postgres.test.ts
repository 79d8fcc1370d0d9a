import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Bus, BusMessage, MessageOf } from '../../../server/bus/messages';
import { createPgBus } from '../../../server/bus/pg-bus';
import type { WorkflowChange } from '../../../src/contracts/workflow/cases';
import { createTestDatabase } from '../test-database';

// PostgreSQL only (vitest.config.ts leaves this folder out when DATABASE_URL is unset).
const database = await createTestDatabase();
const url = database.url as string;
const buses: Bus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await database.drop();
});

async function bus(options: { inlineLimit?: number; maxBackoffMs?: number } = {}) {
  const made = await createPgBus({ connectionString: url, db: database.db, ...options });
  buses.push(made);
  return made;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(test: () => boolean, ms = 5_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await sleep(5);
  return test();
}

/** A workflow change as large as a case with a 5000-character description and a long title can make one. */
const bigChange = (id: number): WorkflowChange =>
  ({
    action: 'update',
    record: { id, tenant_id: 1, title: 'T'.repeat(200), description: '“é”'.repeat(2500) },
    previous: { wrkgrp_id: 0, owner_user_id: null, tenant_id: 1 },
    by_user_id: 1,
  }) as unknown as WorkflowChange;

describe('the PostgreSQL bus', () => {
  it('carries a message to the other instance, delivering it once to the sender (no echo)', async () => {
    const [a, b] = [await bus(), await bus()];
    const atA: MessageOf<'revocation'>[] = [];
    const atB: MessageOf<'revocation'>[] = [];
    a.subscribe('revocation', (m) => atA.push(m));
    b.subscribe('revocation', (m) => atB.push(m));
    const sent = Date.now();
    a.publish({ topic: 'revocation', revocation: { sessionId: 42 } });
    expect(atA).toHaveLength(1); // at once, in the publishing call
    expect(await until(() => atB.length === 1)).toBe(true);
    console.info(`bus: A → B in ${Date.now() - sent} ms`);
    await sleep(200); // time for A's own echo to arrive, were it not dropped
    expect(atA).toHaveLength(1);
    expect(atB.map((m) => m.revocation)).toEqual([{ sessionId: 42 }]);
  });

  it('carries messages over NOTIFY’s 8000-byte limit through bus_messages, keeping the order', async () => {
    const [a, b] = [await bus(), await bus()];
    const heard: number[] = [];
    b.subscribe('workflow', (m) => heard.push(m.change.record.id));
    const messages: BusMessage[] = Array.from({ length: 10 }, (_, i) =>
      i % 2
        ? { topic: 'workflow', change: bigChange(i) }
        : {
            topic: 'workflow',
            change: { ...bigChange(i), record: { ...bigChange(i).record, description: '' } },
          },
    );
    expect(Buffer.byteLength(JSON.stringify(messages[1]))).toBeGreaterThan(8000);
    for (const message of messages) a.publish(message);
    expect(await until(() => heard.length === 10)).toBe(true);
    expect(heard).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reconnects when its LISTEN connection is cut, and asks for a resync (caches cleared)', async () => {
    const [a, b] = [await bus(), await bus({ maxBackoffMs: 200 })];
    let resyncs = 0;
    b.onResync(() => (resyncs += 1));
    const heard: number[] = [];
    b.subscribe('cache', (m) => heard.push(m.key ?? 0));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const cut = Date.now();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'staff-console-bus'`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    expect(await until(() => resyncs === 1)).toBe(true);
    console.info(`bus: listening again ${Date.now() - cut} ms after the connection was cut`);
    a.publish({ topic: 'cache', cache: 'roleMaps', key: 9 });
    expect(await until(() => heard.includes(9))).toBe(true);
  });
});
