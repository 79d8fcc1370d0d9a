import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, post, signIn } from './helpers';

const t = await createTestApp();
const admin = await signIn(t.app, 'admin');

type Node = {
  id: string;
  parent: string;
  text: string;
  type: string;
  state: { opened: boolean };
  data: { context_items: string[] };
};

describe('POST /dev/kit/typeahead', () => {
  it('answers errCode 0 with the matching items in msg', async () => {
    const answer = await post(t.app, '/dev/kit/typeahead', { query: 'bonitas' }, admin.token);
    expect(answer.body.errCode).toBe(0);
    const items = answer.body.msg as Array<{ name: string; kind: string }>;
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((i) => i.name.toLowerCase().includes('bonitas'))).toBe(true);
  });

  it('honours the service data: kind and limit', async () => {
    const answer = await post(
      t.app,
      '/dev/kit/typeahead',
      { query: 'gauteng', kind: 'city', limit: 3 },
      admin.token,
    );
    const items = answer.body.msg as Array<{ kind: string; region: string }>;
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.kind === 'city' && i.region === 'Gauteng')).toBe(true);
  });

  it('answers an empty list for no match and refuses a missing query', async () => {
    expect((await post(t.app, '/dev/kit/typeahead', { query: 'zzzz' }, admin.token)).body.msg).toEqual([]);
    expect((await post(t.app, '/dev/kit/typeahead', {}, admin.token)).body.errCode).toBe(1);
  });

  it('needs a session', async () => {
    expect((await post(t.app, '/dev/kit/typeahead', { query: 'abc' })).body.errCode).toBe(96);
  });
});

describe('POST /dev/kit/get_tree_demo', () => {
  it('answers N nodes in the spec node format, with context items from menu_items', async () => {
    const answer = await post<Node[]>(
      t.app,
      '/dev/kit/get_tree_demo',
      { id: 'demo-500', menu_items: { biz_org: ['add_division'] } },
      admin.token,
    );
    expect(answer.body.errCode).toBe(0);
    const nodes = answer.body.data;
    expect(nodes).toHaveLength(500);
    const ids = new Set(nodes.map((n) => n.id));
    expect(nodes.every((n) => n.parent === '#' || ids.has(n.parent))).toBe(true);
    const biz = nodes.find((n) => n.type === 'biz_org');
    expect(biz?.data.context_items).toEqual(['add_division']);
    expect(biz?.state.opened).toBe(true);
  });

  it('covers every node type of spec §3 at 10 000 nodes', async () => {
    const nodes = (
      await post<Node[]>(t.app, '/dev/kit/get_tree_demo', { id: 'demo-10000', menu_items: {} }, admin.token)
    ).body.data;
    expect(nodes).toHaveLength(10_000);
    expect(new Set(nodes.map((n) => n.type)).size).toBe(32);
  });

  it('answers a repeated tree from its kept copy, gzipped when asked, and other menu items with their own', async () => {
    const ask = async (menu: Record<string, string[]>, encoding?: string) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/dev/kit/get_tree_demo',
        headers: {
          authorization: `Bearer ${admin.token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { id: 'demo-300', menu_items: menu },
      });
      return { headers: answer.headers, raw: answer.rawPayload, body: answer.body };
    };
    const first = await ask({ biz_org: ['add_division'] });
    const again = await ask({ biz_org: ['add_division'] });
    const other = await ask({ biz_org: ['rename'] });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(again.body).toBe(first.body);
    const zipped = await ask({ biz_org: ['add_division'] }, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.raw).toString()).toBe(first.body);
    expect(
      (await ask({ biz_org: ['add_division'] }, 'gzip;q=0')).headers['content-encoding'],
    ).toBeUndefined();
    const biz = (body: string) =>
      (JSON.parse(body) as { data: Node[] }).data.find((n) => n.type === 'biz_org')?.data.context_items;
    expect(biz(first.body)).toEqual(['add_division']);
    expect(biz(other.body)).toEqual(['rename']);
  });

  it('builds a classification tree and caps the size', async () => {
    const small = (
      await post<Node[]>(t.app, '/dev/kit/get_tree_demo', { id: 'classification-40' }, admin.token)
    ).body.data;
    expect(new Set(small.map((n) => n.type))).toEqual(new Set(['root_class', 'sub_class']));
    const capped = (await post<Node[]>(t.app, '/dev/kit/get_tree_demo', { id: 'demo-999999' }, admin.token))
      .body.data;
    expect(capped).toHaveLength(50_000);
  });
});

describe('POST /dev/kit/update', () => {
  it('validates and echoes the saved record with updated_at', async () => {
    const answer = await post<Record<string, unknown>>(
      t.app,
      '/dev/kit/update',
      { id: 'employer-1', name: 'Sasol Mining' },
      admin.token,
    );
    expect(answer.body.errCode).toBe(0);
    expect(answer.body.data).toMatchObject({ id: 'employer-1', name: 'Sasol Mining' });
    expect(Date.parse(String(answer.body.data.updated_at))).not.toBeNaN();
  });

  it('refuses a record without an id or with nested values', async () => {
    expect((await post(t.app, '/dev/kit/update', { name: 'x' }, admin.token)).body.errCode).toBe(1);
    expect(
      (await post(t.app, '/dev/kit/update', { id: 'a', nested: { x: 1 } }, admin.token)).body.errCode,
    ).toBe(1);
  });
});

describe('POST /dev/kit/classification_dropdown', () => {
  it('answers the dropdown shape with at least one option that has exactly one child', async () => {
    const answer = await post(t.app, '/dev/kit/classification_dropdown', {}, admin.token);
    const body = answer.body as unknown as {
      errCode: number;
      msg: Array<{ id: number }>;
      parent_children_dict: Record<string, number[]>;
      root_id: number;
    };
    expect(body.errCode).toBe(0);
    expect(body.parent_children_dict[String(body.root_id)].length).toBeGreaterThan(1);
    expect(Object.values(body.parent_children_dict).some((children) => children.length === 1)).toBe(true);
    const ids = new Set(body.msg.map((o) => o.id));
    expect(
      Object.values(body.parent_children_dict)
        .flat()
        .every((id) => ids.has(id)),
    ).toBe(true);
  });
});
