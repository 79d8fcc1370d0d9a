import { describe, expect, it } from 'vitest';
import type {
  QueryRunResult,
  ReceiveResult,
  SavedQuery,
  SearchSchema,
} from '../../../src/contracts/metadata';
import { createTestApp, signIn } from '../helpers';
import { buildIndex, metaClient, policyMessage, waitForLoad } from './meta-helpers';

const t = await createTestApp();
const admin = metaClient(t.app, (await signIn(t.app, 'admin')).token);
const { typeId, indexId } = await buildIndex(admin, 'q');
const received = await admin.data<ReceiveResult>('messageReceive', {
  message_type_id: typeId,
  messages: Array.from({ length: 60 }, (_, i) => policyMessage(i)),
});
const load = await admin.data<{ id: number }>('bulkLoadCreate', { index_id: indexId, confirmed: true });
await waitForLoad(admin, load.id);

const rule = (operator: string, op1: string, op2: unknown, data_type = 'STRING') => ({
  operator,
  type: 'str',
  data_type,
  op1,
  op2,
});
const run = (query: unknown) =>
  admin.call<QueryRunResult>('queryRun', { index_id: indexId, query, limit: 100 });
const policies = async (query: unknown) => {
  const answer = await run(query);
  expect(answer.body, JSON.stringify(answer.body.msg)).toMatchObject({ errCode: 0 });
  return answer.body.data.rows.map((r) => r.doc.policy as string).sort();
};
const expected = (pick: (i: number) => boolean) =>
  Array.from({ length: 60 }, (_, i) => i)
    .filter(pick)
    .map((i) => `GAP-${String(i).padStart(5, '0')}`);

describe('running queries', () => {
  it('has loaded every message', () => expect(received).toMatchObject({ received: 60, rejected: 0 }));

  it('applies each operator exactly', async () => {
    expect(await policies({ and: [rule('equal', 'city', 'Durban')] })).toEqual(expected((i) => i % 4 === 2));
    expect(await policies({ and: [rule('not_equal', 'city', 'Durban')] })).toEqual(
      expected((i) => i % 4 !== 2),
    );
    expect(await policies({ and: [rule('greater', 'cover', 1500, 'FLOAT')] })).toEqual(
      expected((i) => 1000 + i * 10 > 1500),
    );
    expect(await policies({ and: [rule('less_or_equal', 'lives', 1, 'INTEGER')] })).toEqual(
      expected((i) => i % 4 === 0),
    );
    expect(await policies({ and: [rule('between', 'cover', [1100, 1200], 'FLOAT')] })).toEqual(
      expected((i) => i >= 10 && i <= 20),
    );
    expect(await policies({ and: [rule('not_between', 'cover', [1010, 1590], 'FLOAT')] })).toEqual(
      expected((i) => i < 1 || i > 59),
    );
    expect(await policies({ and: [rule('in', 'city', ['Pretoria', 'Polokwane'])] })).toEqual(
      expected((i) => i % 4 === 0 || i % 4 === 3),
    );
    expect(await policies({ and: [rule('not_in', 'lives', [1, 2, 3], 'INTEGER')] })).toEqual(
      expected((i) => i % 4 === 3),
    );
    expect(await policies({ and: [rule('begins_with', 'policy', 'GAP-0001')] })).toEqual(
      expected((i) => i >= 10 && i <= 19),
    );
    expect(await policies({ and: [rule('ends_with', 'policy', '7')] })).toEqual(
      expected((i) => i % 10 === 7),
    );
    expect(await policies({ and: [rule('not_ends_with', 'policy', '7')] })).toEqual(
      expected((i) => i % 10 !== 7),
    );
    expect(await policies({ and: [rule('contains', 'holder_name', 'lder 5')] })).toEqual(
      expected((i) => String(i).startsWith('5')),
    );
    expect(await policies({ and: [rule('not_contains', 'city', 'town')] })).toEqual(
      expected((i) => i % 4 !== 1),
    );
    expect(await policies({ and: [rule('not_begins_with', 'city', 'P')] })).toEqual(
      expected((i) => i % 4 === 1 || i % 4 === 2),
    );
    expect(await policies({ and: [rule('contains', 'tags', 'hospital', 'LIST')] })).toEqual(
      expected((i) => i % 2 === 0),
    );
    expect(await policies({ and: [rule('greater_or_equal', 'start', '2026-09-01', 'DATE')] })).toEqual(
      expected((i) => i % 9 === 8),
    );
    expect(await policies({ and: [rule('less', 'start', '2026-02-01', 'DATE')] })).toEqual(
      expected((i) => i % 9 === 0),
    );
    expect(await policies({ and: [rule('is_null', 'city', '')] })).toEqual([]);
    expect((await policies({ and: [rule('is_not_null', 'city', '')] })).length).toBe(60);
    expect(await policies({ and: [rule('is_empty', 'tags', '', 'LIST')] })).toEqual([]);
    expect((await policies({ and: [rule('is_not_empty', 'holder_name', '')] })).length).toBe(60);
  });

  it('combines groups with and, or and not', async () => {
    const query = {
      or: [
        { and: [rule('equal', 'city', 'Durban'), rule('greater', 'cover', 1400, 'FLOAT')] },
        { not: [rule('less', 'lives', 4, 'INTEGER')] },
      ],
    };
    expect(await policies(query)).toEqual(
      expected((i) => (i % 4 === 2 && 1000 + i * 10 > 1400) || i % 4 === 3),
    );
    const answer = await run({ and: [] });
    expect(answer.body.data.count).toBe(60);
  });

  it('answers an unknown field, a wrong datatype or a bad value with errCode 1 naming the rule', async () => {
    const unknown = await run({ and: [rule('equal', 'premium', 'x')] });
    expect(unknown.body).toMatchObject({
      errCode: 1,
      msg: 'query.and.0: unknown field "premium"; the index has no such attribute',
    });
    const mismatch = await run({ and: [rule('equal', 'cover', 10, 'STRING')] });
    expect(mismatch.body.msg).toContain('data_type STRING does not match attribute "cover" (FLOAT)');
    expect((await run({ and: [rule('greater', 'cover', 'lots', 'FLOAT')] })).body.msg).toContain(
      '"lots" is not a number',
    );
    expect((await run({ and: [rule('between', 'cover', [1], 'FLOAT')] })).body.msg).toContain(
      'needs two values',
    );
    expect((await run({ and: [rule('contains', 'cover', '1', 'FLOAT')] })).body.msg).toContain(
      'contains does not apply to FLOAT',
    );
    expect((await run({ and: [rule('equal', 'start', '2026-02-30', 'DATE')] })).body.msg).toContain(
      'not a valid date',
    );
    expect((await run({ and: [rule('like', 'city', 'x')] })).body.msg).toContain('Unknown operator "like"');
    expect((await run({ and: [{ ...rule('equal', 'city', 'x'), type: 'int' }] })).body.errCode).toBe(1);
    expect((await run(rule('equal', 'city', 'x'))).body.msg).toContain('A query is a group');
    expect((await run({ xor: [] })).body.errCode).toBe(1);
  });

  it('treats injection attempts in field names and values as data', async () => {
    const field = await run({ and: [rule('equal', "city' or '1'='1", 'x')] });
    expect(field.body).toMatchObject({ errCode: 1 });
    expect(field.body.msg).toContain('unknown field');
    const drop = await run({ and: [rule('equal', 'city', "x'); drop table meta_documents; --")] });
    expect(drop.body.data).toMatchObject({ count: 0 });
    const always = await run({ and: [rule('equal', 'city', "' or 1=1 --")] });
    expect(always.body.data.count).toBe(0);
    const wildcard = await run({ and: [rule('contains', 'city', '%')] });
    expect(wildcard.body.data.count).toBe(0);
    expect((await run({ and: [rule('greater', 'cover', '1; select 1', 'FLOAT')] })).body.errCode).toBe(1);
    expect((await run({ and: [] })).body.data.count).toBe(60);
  });
});

describe('saved queries and the search schema', () => {
  it('offers each filterable attribute with the operators of its datatype', async () => {
    const schema = await admin.data<SearchSchema>('searchSchema', { index_id: indexId });
    const cover = schema.fields.find((f) => f.name === 'cover');
    expect(cover?.operators).toContain('between');
    expect(cover?.operators).not.toContain('contains');
    expect(schema.fields.find((f) => f.name === 'city')?.operators).toHaveLength(20);
  });

  it('saves, lists, updates and removes a query; refuses one that does not compile', async () => {
    const query = {
      and: [rule('equal', 'city', 'Durban'), { not: [rule('greater', 'lives', 2, 'INTEGER')] }],
    };
    const saved = await admin.data<SavedQuery>('queryCreate', {
      name: 'Durban small families',
      index_id: indexId,
      query,
    });
    expect(saved.query).toEqual(query);
    const list = await admin.data<SavedQuery[]>('queryGetAll', { index_id: indexId });
    expect(list.map((q) => q.name)).toEqual(['Durban small families']);
    const updated = await admin.data<SavedQuery>('queryUpdate', {
      id: saved.id,
      version: 1,
      name: 'Durban',
      index_id: indexId,
      query,
    });
    expect(updated).toMatchObject({ name: 'Durban', version: 2 });
    expect(
      (
        await admin.call('queryCreate', {
          name: 'bad',
          index_id: indexId,
          query: { and: [rule('equal', 'nope', 1)] },
        })
      ).body.errCode,
    ).toBe(1);
    await admin.data('queryRemove', { id: saved.id });
    expect((await admin.call('queryGet', { id: saved.id })).body.errCode).toBe(4);
    const seeded = await admin.data<SavedQuery[]>('queryGetAll', {});
    expect(seeded.map((q) => q.name)).toContain('Discovery members over R3000');
  });
});

describe('a repeated query', () => {
  it('answers the same again, and a document loaded since at the very next call', async () => {
    const durban = { and: [rule('equal', 'city', 'Durban')] };
    const first = (await run(durban)).body.data;
    expect((await run(durban)).body.data).toMatchObject({ count: first.count, rows: first.rows });
    const guid = '0d4c1f8e-5b7a-4c2e-9a61-7e3f2b1c0a99';
    // Message 62 lives in Durban (every fourth from 2), like the ones the query found.
    await admin.data('messageReceive', {
      message_type_id: typeId,
      messages: [{ guid, ...policyMessage(62) }],
    });
    await admin.data('loadGuid', { index_id: indexId, guid });
    const after = (await run(durban)).body.data;
    expect(after.count).toBe(first.count + 1);
    expect(after.rows.map((r) => r.doc.policy)).toContain('GAP-00062');
    // A bulk load empties the index and fills it again from every message: the same answer once it is done.
    const reload = await admin.data<{ id: number }>('bulkLoadCreate', { index_id: indexId, confirmed: true });
    await waitForLoad(admin, reload.id);
    expect((await run(durban)).body.data.count).toBe(after.count);
  });
});
