import { describe, expect, it } from 'vitest';
import type {
  GuidCheck,
  GuidLoad,
  HistoryEntry,
  IndexAttribute,
  MessagePage,
  ReceiveResult,
  SearchIndexDetail,
  Tooltips,
} from '../../../src/contracts/metadata';
import { seedGuid } from '../../../server/db/seed/metadata';
import { createTestApp, signIn } from '../helpers';
import { buildIndex, metaClient, policyMessage } from './meta-helpers';

const t = await createTestApp();
const admin = metaClient(t.app, (await signIn(t.app, 'admin')).token);
const agent = metaClient(t.app, (await signIn(t.app, 'agent')).token);
const { typeId, indexId } = await buildIndex(admin, 'm');
const guid = '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b';

describe('receiving messages and their history', () => {
  it('keeps each message as received or rejected with the reason, and ignores a repeated GUID', async () => {
    const result = await admin.data<ReceiveResult>('messageReceive', {
      message_type_id: typeId,
      messages: [
        { guid, ...policyMessage(1) },
        { payload: { ...policyMessage(2).payload, cover: 'a lot' } },
        { payload: { holder: {} } },
        { guid, ...policyMessage(3) },
      ],
    });
    expect(result).toMatchObject({ received: 1, rejected: 2, duplicates: 1 });
    expect(result.errors.map((e) => e.reason)).toEqual([
      'cover: "a lot" is not FLOAT',
      'policy_no is required; cover is required',
    ]);
    const page = await admin.data<MessagePage>('messageHistory', {
      message_type_id: typeId,
      status: 'rejected',
    });
    expect(page.total).toBe(2);
    expect(page.rows[0]).toMatchObject({
      status: 'rejected',
      reason: 'policy_no is required; cover is required',
      message_type_name: 'm_policy',
    });
    const future = await admin.data<MessagePage>('messageHistory', {
      message_type_id: typeId,
      from: '2999-01-01T00:00:00Z',
    });
    expect(future.total).toBe(0);
    const all = await admin.data<MessagePage>('messageHistory', { size: 5 });
    expect(all.total).toBeGreaterThan(240); // the seeded enrolments too
    expect(all.rows).toHaveLength(5);
  });

  it('answers bad inputs clearly', async () => {
    expect((await admin.call('messageReceive', { message_type_id: typeId, messages: [] })).body.errCode).toBe(
      1,
    );
    const tooMany = await admin.call('messageReceive', {
      message_type_id: typeId,
      messages: Array.from({ length: 1001 }, () => ({ payload: {} })),
    });
    expect(tooMany.body.msg).toContain('Send at most 1000 messages a call');
    expect(
      (await admin.call('messageReceive', { message_type_id: 99999, messages: [{ payload: {} }] })).body
        .errCode,
    ).toBe(4);
    expect((await admin.call('messageHistory', { status: 'lost' })).body.errCode).toBe(1);
    expect((await admin.call('messageHistory', { from: 'yesterday' })).body.errCode).toBe(1);
    // A type named in the filter is found in the caller's tenants first, as any referenced id (was: 0 rows).
    const unknownType = await admin.call('messageHistory', { message_type_id: 99999 });
    expect(unknownType.body).toMatchObject({ errCode: 4, msg: 'Message type 99999 not found' });
  });
});

describe('load by GUID', () => {
  it('tells whether a GUID is loaded, then loads and reloads it', async () => {
    const before = await admin.data<GuidCheck>('checkGuid', { index_id: indexId, guid: guid.toUpperCase() });
    expect(before).toEqual({ guid, message_found: true, loaded: false, loaded_at: null });
    const loaded = await admin.data<GuidLoad>('loadGuid', { index_id: indexId, guid });
    expect(loaded).toMatchObject({
      replaced: false,
      doc: { policy: 'GAP-00001', holder_name: 'Holder 1', city: 'Cape Town', lives: 2 },
    });
    expect((await admin.data<GuidCheck>('checkGuid', { index_id: indexId, guid })).loaded).toBe(true);
    expect((await admin.data<GuidLoad>('loadGuid', { index_id: indexId, guid })).replaced).toBe(true);
    const index = await admin.data<SearchIndexDetail>('indexGet', { id: indexId });
    expect(index.document_count).toBe(1);
  });

  it('explains an unknown GUID, a malformed one, and a seeded one from another type', async () => {
    const unknown = await admin.call('loadGuid', {
      index_id: indexId,
      guid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body).toMatchObject({ errCode: 4 });
    expect(unknown.body.msg).toContain('No message with GUID 00000000-0000-4000-8000-000000000000');
    const malformed = await admin.call('checkGuid', { index_id: indexId, guid: "x' or 1=1" });
    expect(malformed.body.msg).toContain('Enter a GUID like');
    const other = await admin.data<GuidCheck>('checkGuid', {
      index_id: indexId,
      guid: seedGuid('enrolment-1'),
    });
    expect(other.message_found).toBe(false);
    expect((await agent.call('loadGuid', { index_id: indexId, guid })).body.errCode).toBe(7);
  });
});

describe('index attributes', () => {
  it('says when an edit needs a rebuild and marks the index unusable', async () => {
    const list = await admin.data<IndexAttribute[]>('attributeGetAll', { index_id: indexId });
    const city = list.find((a) => a.name === 'city') as IndexAttribute;
    const flags = await admin.data<{ rebuild_needed: boolean }>('attributeUpdate', {
      ...city,
      sortable: true,
    });
    expect(flags.rebuild_needed).toBe(false);
    expect((await admin.data<SearchIndexDetail>('indexGet', { id: indexId })).status).toBe('usable');
    const retyped = await admin.call<{ rebuild_needed: boolean; attribute: IndexAttribute }>(
      'attributeUpdate',
      {
        id: city.id,
        name: 'city',
        datatype: 'FLEXIBLE',
      },
    );
    expect(retyped.body.data).toMatchObject({
      rebuild_needed: true,
      attribute: { datatype: 'FLEXIBLE', version: 3 },
    });
    const index = await admin.data<SearchIndexDetail>('indexGet', { id: indexId });
    expect(index).toMatchObject({
      status: 'unusable',
      status_reason: 'Attribute "city" changed: run a bulk load to rebuild the index',
    });
    const added = await admin.data<{ attribute: IndexAttribute }>('attributeCreate', {
      index_id: indexId,
      name: 'region',
      datatype: 'STRING',
    });
    expect((await admin.data<IndexAttribute>('attributeGet', { id: added.attribute.id })).name).toBe(
      'region',
    );
    expect(
      (await admin.call('attributeCreate', { index_id: indexId, name: 'region', datatype: 'STRING' })).body
        .errCode,
    ).toBe(3);
    expect(
      (await admin.call('attributeCreate', { index_id: indexId, name: 'region2', datatype: 'MONEY' })).body
        .msg,
    ).toContain('Unknown datatype');
    await admin.data('attributeRemove', { id: added.attribute.id });
    const history = await admin.data<HistoryEntry[]>('entityHistory', { entity: 'attribute', id: city.id });
    expect(history.map((h) => h.action)).toEqual(['update', 'update']);
  });
});

describe('field help', () => {
  it('answers the tooltips of the metadata screens', async () => {
    const tips = await admin.data<Tooltips>('tooltips', {});
    expect(tips['bulk_load.warning']).toContain('unusable until it completes');
    expect(Object.keys(tips).length).toBeGreaterThan(8);
  });
});
