import { describe, expect, it } from 'vitest';
import type { MessageType, SearchIndex, Transform } from '../../../src/contracts/metadata';
import { paths } from '../../../src/contracts/paths';
import { tenants } from '../../../server/db/schema';
import { createTestApp, post, signIn } from '../helpers';
import { attrs, metaClient, spec } from './meta-helpers';

const t = await createTestApp();
const ids = new Map((await t.database.db.select().from(tenants)).map((row) => [row.name, row.id]));
const adminSession = await signIn(t.app, 'admin');
const admin = metaClient(t.app, adminSession.token);
const supervisor = metaClient(t.app, (await signIn(t.app, 'supervisor')).token);

describe('tenant scope', () => {
  it('keeps a record made in Cape Town out of the Gauteng subtree, and the group sees it', async () => {
    await post(t.app, paths.tenantSelect, { tenant_id: ids.get('Cape Town Office') }, adminSession.token);
    const capeType = await admin.data<MessageType>('messageTypeCreate', {
      name: 'cape_only',
      attributes: attrs,
    });
    const all = await supervisor.data<MessageType[]>('messageTypeGetAll', {});
    expect(all.map((m) => m.name)).not.toContain('cape_only');
    expect((await supervisor.call('messageTypeGet', { id: capeType.id })).body.errCode).toBe(4);
    expect((await supervisor.call('messageTypeHistory', { id: capeType.id })).body.data).toEqual([]);
    // The seeded set belongs to the group (the root): the Gauteng supervisor does not see it either.
    expect(all.map((m) => m.name)).not.toContain('member_enrolment');
    await post(
      t.app,
      paths.tenantSelect,
      { tenant_id: ids.get('Ubuntu Benefits Group') },
      adminSession.token,
    );
    const groupView = await admin.data<MessageType[]>('messageTypeGetAll', {});
    expect(groupView.map((m) => m.name)).toEqual(expect.arrayContaining(['cape_only', 'member_enrolment']));
  });
});

describe('transform updates', () => {
  it('saves a new version, refuses a stale one and a spec the type cannot feed, and keeps history', async () => {
    const type = await admin.data<MessageType>('messageTypeCreate', { name: 'upd_type', attributes: attrs });
    const created = await admin.data<Transform>('transformCreate', {
      name: 'upd_flat',
      source_type_id: type.id,
      spec,
    });
    const next = { ...spec, fields: spec.fields.slice(0, 3) };
    const updated = await admin.data<Transform>('transformUpdate', {
      id: created.id,
      version: 1,
      name: 'upd_flat',
      description: 'fewer fields',
      source_type_id: type.id,
      spec: next,
    });
    expect(updated).toMatchObject({ version: 2, description: 'fewer fields' });
    expect(updated.spec.fields).toHaveLength(3);
    const stale = await admin.call('transformUpdate', {
      id: created.id,
      version: 1,
      name: 'upd_flat',
      source_type_id: type.id,
      spec,
    });
    expect(stale.body.errCode).toBe(3);
    const wrong = await admin.call('transformUpdate', {
      id: created.id,
      name: 'upd_flat',
      source_type_id: type.id,
      spec: { fields: [{ source: 'nope.deep', target: 'x' }] },
    });
    expect(wrong.body).toMatchObject({ errCode: 1 });
    expect(wrong.body.msg).toContain('"nope" is not an attribute');
    const history = await admin.data<{ action: string }[]>('entityHistory', {
      entity: 'transform',
      id: created.id,
    });
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
  });

  it('marks a loaded index unusable when its transform is swapped', async () => {
    const indexes = await admin.data<SearchIndex[]>('indexGetAll', {});
    const seeded = indexes.find((i) => i.name === 'member_search') as SearchIndex;
    expect(seeded).toMatchObject({ status: 'usable', document_count: 234 });
    const transforms = await admin.data<Transform[]>('transformGetAll', {});
    const original = transforms.find((x) => x.name === 'enrolment_to_member_search') as Transform;
    const copy = await admin.data<Transform>('transformCreate', {
      name: 'enrolment_copy',
      source_type_id: original.source_type_id,
      spec: original.spec,
    });
    const swapped = await admin.data<SearchIndex>('indexUpdate', {
      id: seeded.id,
      name: seeded.name,
      transform_id: copy.id,
    });
    expect(swapped).toMatchObject({
      status: 'unusable',
      status_reason: 'The transform changed: run a bulk load to rebuild the index',
    });
  });
});
