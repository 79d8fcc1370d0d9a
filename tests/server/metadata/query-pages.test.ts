import { describe, expect, it } from 'vitest';
import type { QueryRunResult, ReceiveResult } from '../../../src/contracts/metadata';
import { createTestApp, signIn } from '../helpers';
import { buildIndex, metaClient, policyMessage, waitForLoad } from './meta-helpers';

// The set-up of queries.test.ts: an index over 60 policies, loaded in bulk.
const t = await createTestApp();
const admin = metaClient(t.app, (await signIn(t.app, 'admin')).token);
const { typeId, indexId } = await buildIndex(admin, 'pg');
const received = await admin.data<ReceiveResult>('messageReceive', {
  message_type_id: typeId,
  messages: Array.from({ length: 60 }, (_, i) => policyMessage(i)),
});
const load = await admin.data<{ id: number }>('bulkLoadCreate', { index_id: indexId, confirmed: true });
await waitForLoad(admin, load.id);

// lives = i % 4 + 1: three in four policies have two lives or more, 45 of the 60.
const twoOrMore = {
  and: [{ operator: 'greater_or_equal', type: 'str', data_type: 'INTEGER', op1: 'lives', op2: 2 }],
};
const run = (page: Record<string, unknown>) =>
  admin.call<QueryRunResult>('queryRun', { index_id: indexId, query: twoOrMore, ...page });
const page = async (body: Record<string, unknown>) => {
  const answer = await run(body);
  expect(answer.body, JSON.stringify(answer.body.msg)).toMatchObject({ errCode: 0 });
  return answer.body.data;
};
const policiesOf = (p: QueryRunResult) => p.rows.map((r) => r.doc.policy as string);
const expected = Array.from({ length: 60 }, (_, i) => i)
  .filter((i) => i % 4 !== 0)
  .map((i) => `GAP-${String(i).padStart(5, '0')}`);

describe('a query matching more than one page', () => {
  it('answers the first 20 when no page is asked for, as before paging', async () => {
    expect(received).toMatchObject({ received: 60, rejected: 0 });
    const first = await page({});
    expect(first).toMatchObject({ count: 45, offset: 0, limit: 20 });
    expect(policiesOf(first)).toEqual(expected.slice(0, 20));
    expect(first.next).toEqual(expect.any(String));
    // Paging keeps the scope: another branch cannot follow the cursor into the index.
    const supervisor = metaClient(t.app, (await signIn(t.app, 'supervisor')).token);
    const other = { index_id: indexId, query: twoOrMore, after: first.next };
    expect((await supervisor.call('queryRun', other)).body).toMatchObject({ errCode: 4, data: null });
  });

  it('reaches every match once by offset, each page saying where it starts', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 45; offset += 7) {
      const p = await page({ limit: 7, offset });
      expect(p).toMatchObject({ count: 45, offset, limit: 7 });
      expect(p.next === null).toBe(offset + 7 >= 45);
      seen.push(...policiesOf(p));
    }
    expect(seen).toEqual(expected);
  });

  it('reaches every match once by following next, a document loaded mid-way included', async () => {
    const seen: string[] = [];
    const offsets: number[] = [];
    let p = await page({ limit: 7 });
    for (;;) {
      seen.push(...policiesOf(p));
      offsets.push(p.offset);
      if (seen.length === 14) {
        // A new matching policy arrives between two pages: it comes last, and nothing is met twice or skipped.
        const guid = '5b0e3a8c-1d2f-4e6a-9b7c-3f1e2d4c5a60';
        await admin.data('messageReceive', {
          message_type_id: typeId,
          messages: [{ guid, ...policyMessage(63) }],
        });
        await admin.data('loadGuid', { index_id: indexId, guid });
      }
      if (!p.next) break;
      p = await page({ limit: 7, after: p.next });
    }
    expect(seen).toEqual([...expected, 'GAP-00063']);
    expect(p.count).toBe(46);
    expect(offsets).toEqual([0, 7, 14, 21, 28, 35, 42]);
  });

  it('answers a page past the end empty with the exact count, and refuses a bad page', async () => {
    expect(await page({ limit: 20, offset: 1_000_000 })).toMatchObject({
      count: 46,
      rows: [],
      offset: 1_000_000,
      next: null,
    });
    const last = await page({ limit: 20, offset: 40 });
    expect(policiesOf(last)).toEqual([...expected.slice(40), 'GAP-00063']);
    // A cursor past every document: an empty page too.
    expect(await page({ limit: 20, after: (2 ** 52).toString(36) })).toMatchObject({ count: 46, rows: [] });
    for (const bad of [
      { offset: 7, after: '1' },
      { after: 'not a cursor!' },
      { after: 'zzzzzzzzzzzz' },
      { limit: 0 },
      { limit: 101 },
      { offset: -1 },
    ]) {
      const answer = await run(bad);
      expect(answer.body.errCode, JSON.stringify(bad)).toBe(1);
      expect(answer.body.msg).not.toBe('');
    }
  });
});
