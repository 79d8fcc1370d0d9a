import { describe, expect, it } from 'vitest';
import type {
  HistoryEntry,
  MessageType,
  SearchIndexDetail,
  Transform,
} from '../../../src/contracts/metadata';
import { createTestApp, signIn } from '../helpers';
import { attrs, indexAttrs, metaClient, spec } from './meta-helpers';

const t = await createTestApp();
const admin = metaClient(t.app, (await signIn(t.app, 'admin')).token);
const agent = metaClient(t.app, (await signIn(t.app, 'agent')).token);

describe('message types', () => {
  it('creates, reads, updates with history, and removes', async () => {
    const created = await admin.data<MessageType>('messageTypeCreate', {
      name: 'claim_event',
      description: 'Claims',
      attributes: attrs,
    });
    expect(created).toMatchObject({ name: 'claim_event', version: 1 });
    expect(created.attributes.map((a) => a.datatype)).toEqual([
      'STRING',
      'DICT',
      'FLOAT',
      'INTEGER',
      'DATE',
      'LIST',
    ]);
    const all = await admin.data<MessageType[]>('messageTypeGetAll', {});
    expect(all.map((m) => m.name)).toEqual(expect.arrayContaining(['claim_event', 'member_enrolment']));
    const updated = await admin.data<MessageType>('messageTypeUpdate', {
      id: created.id,
      version: 1,
      name: 'claim_event',
      description: 'Claims v2',
      attributes: [...attrs, { name: 'paid_at', datatype: 'DATETIME' }],
    });
    expect(updated.version).toBe(2);
    const stale = await admin.call('messageTypeUpdate', {
      id: created.id,
      version: 1,
      name: 'claim_event',
      attributes: attrs,
    });
    expect(stale.body).toMatchObject({ errCode: 3 });
    expect(stale.body.msg).toMatch(/changed by someone else/);
    const history = await admin.data<HistoryEntry[]>('messageTypeHistory', { id: created.id });
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ user_name: 'Thandiwe Nkosi', snapshot: { description: 'Claims v2' } });
    await admin.data('messageTypeRemove', { id: created.id });
    expect((await admin.call('messageTypeGet', { id: created.id })).body).toMatchObject({
      errCode: 4,
      msg: `Message type ${created.id} not found`,
    });
    const after = await admin.data<HistoryEntry[]>('messageTypeHistory', { id: created.id });
    expect(after[0].action).toBe('remove');
  });

  it('answers bad inputs with errCode 1 and a message naming the problem', async () => {
    const unknown = await admin.call('messageTypeCreate', {
      name: 'x',
      attributes: [{ name: 'a', datatype: 'DECIMAL' }],
    });
    expect(unknown.body.errCode).toBe(1);
    expect(unknown.body.msg).toContain('Unknown datatype "DECIMAL"');
    const badName = await admin.call('messageTypeCreate', {
      name: 'x',
      attributes: [{ name: "a'; drop table users;--", datatype: 'STRING' }],
    });
    expect(badName.body.errCode).toBe(1);
    expect(badName.body.msg).toContain('attributes.0.name');
    const twice = await admin.call('messageTypeCreate', {
      name: 'x',
      attributes: [
        { name: 'a', datatype: 'STRING' },
        { name: 'a', datatype: 'INTEGER' },
      ],
    });
    expect(twice.body.msg).toContain('"a" appears twice');
    expect((await admin.call('messageTypeCreate', { name: '', attributes: [] })).body.msg).toMatch(
      /name: This field is required.*at least one attribute/,
    );
    expect((await admin.call('messageTypeGet', { id: 'one' })).body.errCode).toBe(1);
    const dup = await admin.call('messageTypeCreate', { name: 'member_enrolment', attributes: attrs });
    expect(dup.body).toMatchObject({
      errCode: 3,
      msg: 'A message type named "member_enrolment" already exists',
    });
  });

  it('refuses changes to a profile without the edit key, and any call without a session', async () => {
    // A team lead (the seed's first profile of thabo.molefe) may look but not change; an agent may not look.
    const teamLead = metaClient(t.app, (await signIn(t.app, 'thabo.molefe')).token);
    expect((await teamLead.call('messageTypeGetAll', {})).body.errCode).toBe(0);
    expect((await agent.call('messageTypeGetAll', {})).body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to view metadata',
    });
    expect((await teamLead.call('messageTypeCreate', { name: 'y', attributes: attrs })).body).toMatchObject({
      errCode: 7,
      msg: 'Your profile does not allow you to change metadata',
    });
    expect((await metaClient(t.app, 'nope').call('messageTypeGetAll', {})).body.errCode).toBe(96);
  });

  it('will not remove a type a transform still reads', async () => {
    const all = await admin.data<MessageType[]>('messageTypeGetAll', {});
    const enrolment = all.find((m) => m.name === 'member_enrolment');
    const answer = await admin.call('messageTypeRemove', { id: enrolment?.id });
    expect(answer.body).toMatchObject({ errCode: 3 });
    expect(answer.body.msg).toMatch(/is used by search index "member_search"/);
  });
});

describe('transforms and indexes', () => {
  it('creates a transform checked against its source type, then an index with attributes', async () => {
    const type = await admin.data<MessageType>('messageTypeCreate', {
      name: 'gap_policy',
      attributes: attrs,
    });
    const transform = await admin.data<Transform>('transformCreate', {
      name: 'gap_flat',
      source_type_id: type.id,
      spec,
    });
    expect(transform).toMatchObject({ source_type_name: 'gap_policy', version: 1 });
    const index = await admin.data<SearchIndexDetail>('indexCreate', {
      name: 'gap_policies',
      message_type_id: type.id,
      transform_id: transform.id,
      attributes: indexAttrs,
    });
    expect(index).toMatchObject({
      status: 'usable',
      document_count: 0,
      attribute_count: 7,
      transform_name: 'gap_flat',
    });
    expect(index.attributes.find((a) => a.name === 'policy')).toMatchObject({
      sortable: true,
      filterable: true,
      searchable: true,
    });
    const listed = await admin.data<{ name: string }[]>('indexGetAll', {});
    expect(listed.map((i) => i.name)).toContain('gap_policies');
    const edited = await admin.data<SearchIndexDetail>('indexUpdate', {
      id: index.id,
      name: 'gap_policies',
      description: 'Gap cover',
      transform_id: transform.id,
    });
    expect(edited).toMatchObject({ description: 'Gap cover', version: 2, status: 'usable' });
    expect((await admin.call('transformRemove', { id: transform.id })).body.errCode).toBe(3);
    await admin.data('indexRemove', { id: index.id });
    await admin.data('transformRemove', { id: transform.id });
    expect((await admin.call('transformGet', { id: transform.id })).body.errCode).toBe(4);
  });

  it('rejects malformed transforms with a clear message', async () => {
    const type = await admin.data<MessageType>('messageTypeCreate', {
      name: 'gap_policy_2',
      attributes: attrs,
    });
    const bad = (s: unknown) =>
      admin.call('transformCreate', { name: 'bad', source_type_id: type.id, spec: s });
    expect((await bad({ fields: [] })).body.msg).toContain('A transform maps at least one field');
    expect((await bad({ fields: [{ source: 'policy_no', target: 'a..b' }] })).body.msg).toContain(
      'spec.fields.0.target',
    );
    expect((await bad({ fields: [{ source: 'policy_no', target: 'p', cast: 'MONEY' }] })).body.msg).toContain(
      'Unknown datatype "MONEY"',
    );
    expect(
      (
        await bad({
          fields: [
            { source: 'policy_no', target: 'p' },
            { source: 'cover', target: 'p' },
          ],
        })
      ).body.msg,
    ).toContain('mapped twice');
    expect(
      (await bad({ fields: [{ source: 'cover', target: 'c', cast: 'INTEGER', default: 'lots' }] })).body.msg,
    ).toContain('does not fit INTEGER');
    const missing = await bad({ fields: [{ source: 'premium', target: 'p' }] });
    expect(missing.body).toMatchObject({ errCode: 1 });
    expect(missing.body.msg).toContain('"premium" is not an attribute of the source message type');
    expect((await bad({ fields: [{ source: 'cover.amount', target: 'p' }] })).body.msg).toContain(
      'FLOAT, so it has no nested fields',
    );
    expect((await bad('not a spec')).body.errCode).toBe(1);
  });

  it('refuses an index whose transform reads another type', async () => {
    const all = await admin.data<Transform[]>('transformGetAll', {});
    const enrolmentTransform = all.find((x) => x.name === 'enrolment_to_member_search');
    const type = await admin.data<MessageType>('messageTypeCreate', {
      name: 'other_type',
      attributes: attrs,
    });
    const answer = await admin.call('indexCreate', {
      name: 'mismatch',
      message_type_id: type.id,
      transform_id: enrolmentTransform?.id,
    });
    expect(answer.body).toMatchObject({ errCode: 1 });
    expect(answer.body.msg).toContain('reads another message type');
  });
});
