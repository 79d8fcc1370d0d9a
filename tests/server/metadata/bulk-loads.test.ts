import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BulkLoad, BulkLoadDetail, SearchIndexDetail } from '../../../src/contracts/metadata';
import { metaTransforms } from '../../../server/db/schema';
import { createTestApp, signIn } from '../helpers';
import { createTestDatabase } from '../test-database';
import { buildIndex, metaClient, policyMessage, waitForLoad } from './meta-helpers';

const database = await createTestDatabase();
afterAll(() => database.drop());

async function appOnDatabase() {
  const t = await createTestApp({ database });
  return { t, admin: metaClient(t.app, (await signIn(t.app, 'admin')).token) };
}

async function receive(admin: ReturnType<typeof metaClient>, typeId: number, from: number, count: number) {
  for (let start = from; start < from + count; start += 1000) {
    const size = Math.min(1000, from + count - start);
    const messages = Array.from({ length: size }, (_, k) => policyMessage(start + k));
    await admin.data('messageReceive', { message_type_id: typeId, messages });
  }
}

describe('bulk loads', () => {
  it('needs the confirmation, runs in the background, counts and explains each failed row', async () => {
    const { admin } = await appOnDatabase();
    const { typeId, indexId } = await buildIndex(admin, 'bl');
    await receive(admin, typeId, 0, 2500);
    // One message its type rejects on receipt, one that fits its type but not the index's datatypes.
    await admin.data('messageReceive', {
      message_type_id: typeId,
      messages: [
        { payload: { ...policyMessage(9000).payload, lives: 'many' } },
        { payload: { ...policyMessage(9001).payload, holder: { name: 42 } } },
      ],
    });
    const noConfirm = await admin.call('bulkLoadCreate', { index_id: indexId });
    expect(noConfirm.body).toMatchObject({ errCode: 1 });
    expect(noConfirm.body.msg).toContain('Confirm that the index is unusable until the load completes');

    const started = await admin.data<BulkLoad>('bulkLoadCreate', { index_id: indexId, confirmed: true });
    expect(started).toMatchObject({ status: 'running', total: 2502, started_by: 'Thandiwe Nkosi' });
    expect((await admin.data<SearchIndexDetail>('indexGet', { id: indexId })).status).toBe('loading');
    expect((await admin.call('bulkLoadCreate', { index_id: indexId, confirmed: true })).body.msg).toContain(
      'already loading',
    );

    const done = (await waitForLoad(admin, started.id)) as BulkLoadDetail;
    expect(done).toMatchObject({
      status: 'completed',
      received: 2502,
      indexed: 2500,
      failed: 2,
      failures_total: 2,
    });
    expect(done.failures.map((f) => f.reason)).toEqual([
      'Rejected on receipt: lives: "many" is not INTEGER',
      'Index: holder_name: 42 is not STRING',
    ]);
    const index = await admin.data<SearchIndexDetail>('indexGet', { id: indexId });
    expect(index).toMatchObject({ status: 'usable', document_count: 2500 });

    const history = await admin.data<BulkLoad[]>('bulkLoadHistory', { index_id: indexId });
    expect(history.map((h) => h.id)).toEqual([started.id]);
    expect(await admin.data('bulkLoadGetAll', { index_id: indexId })).toEqual(history);
    expect((await admin.data<BulkLoad>('bulkLoadGet', { id: started.id })).status).toBe('completed');
    expect((await admin.call('bulkLoadUpdate', { id: started.id, action: 'cancel' })).body.msg).toContain(
      'only a running load',
    );
    await admin.data('bulkLoadRemove', { id: started.id });
    expect((await admin.call('bulkLoadGet', { id: started.id })).body.errCode).toBe(4);
  });

  it('can be cancelled, leaving the index unusable until the next load', async () => {
    const { admin } = await appOnDatabase();
    const { typeId, indexId } = await buildIndex(admin, 'cx');
    await receive(admin, typeId, 0, 4000);
    const started = await admin.data<BulkLoad>('bulkLoadCreate', { index_id: indexId, confirmed: true });
    const cancelled = await admin.data<BulkLoad>('bulkLoadUpdate', { id: started.id, action: 'cancel' });
    expect(cancelled.status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 300));
    const after = await admin.data<BulkLoad>('bulkLoadGet', { id: started.id });
    expect(after.status).toBe('cancelled');
    expect(after.received).toBeLessThan(4000);
    const index = await admin.data<SearchIndexDetail>('indexGet', { id: indexId });
    expect(index.status).toBe('unusable');
    expect(index.status_reason).toContain('cancelled');
    const refused = await admin.call('queryRun', { index_id: indexId, query: { and: [] } });
    expect(refused.body).toMatchObject({ errCode: 3 });
    expect(refused.body.msg).toContain('is unusable: The last bulk load was cancelled');
  });

  it('resumes after a restart of the service with its counts, and fails visibly when it cannot go on', async () => {
    const first = await appOnDatabase();
    const { typeId, indexId, transformId } = await buildIndex(first.admin, 'rs');
    await receive(first.admin, typeId, 0, 6000);
    const started = await first.admin.data<BulkLoad>('bulkLoadCreate', {
      index_id: indexId,
      confirmed: true,
    });
    await first.t.close(); // stops after the batch in hand; the load stays "running" in the database

    const second = await appOnDatabase();
    const resumed = await waitForLoad(second.admin, started.id, 30_000);
    expect(resumed).toMatchObject({
      status: 'completed',
      received: 6000,
      indexed: 6000,
      failed: 0,
      resumes: 1,
    });
    expect((await second.admin.data<SearchIndexDetail>('indexGet', { id: indexId })).document_count).toBe(
      6000,
    );

    const again = await second.admin.data<BulkLoad>('bulkLoadCreate', { index_id: indexId, confirmed: true });
    await second.t.close();
    await database.db
      .update(metaTransforms)
      .set({ spec: { fields: 'broken' } })
      .where(eq(metaTransforms.id, transformId));
    const third = await appOnDatabase();
    const failed = await waitForLoad(third.admin, again.id);
    expect(failed.status).toBe('failed');
    expect((failed as BulkLoad).note).toMatch(/^Stopped: /);
    expect((await third.admin.data<SearchIndexDetail>('indexGet', { id: indexId })).status).toBe('unusable');
  });

  it('is refused to a profile without the bulk-load key', async () => {
    const { t } = await appOnDatabase();
    const agent = metaClient(t.app, (await signIn(t.app, 'agent')).token);
    const answer = await agent.call('bulkLoadCreate', { index_id: 1, confirmed: true });
    expect(answer.body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to start or stop bulk loads',
    });
  });
});
