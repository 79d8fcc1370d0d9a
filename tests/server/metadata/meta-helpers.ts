import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { metaPaths } from '../../../src/contracts/metadata/paths';
import { post, type Answer } from '../helpers';

/** A signed-in caller of the metadata calls: `call` answers the envelope, `data` insists on errCode 0. */
export function metaClient(app: FastifyInstance, token: string) {
  const call = <T = unknown>(path: keyof typeof metaPaths, body?: unknown): Promise<Answer<T>> =>
    post<T>(app, metaPaths[path], body, token);
  const data = async <T = unknown>(path: keyof typeof metaPaths, body?: unknown): Promise<T> => {
    const answer = await call<T>(path, body);
    expect(answer.body, `${path} ${JSON.stringify(answer.body.msg)}`).toMatchObject({ errCode: 0 });
    return answer.body.data;
  };
  return { call, data };
}

export const attrs = [
  { name: 'policy_no', datatype: 'STRING', required: true },
  { name: 'holder', datatype: 'DICT', required: true },
  { name: 'cover', datatype: 'FLOAT', required: true },
  { name: 'lives', datatype: 'INTEGER' },
  { name: 'start', datatype: 'DATE' },
  { name: 'tags', datatype: 'LIST' },
];

export const spec = {
  fields: [
    { source: 'policy_no', target: 'policy', required: true },
    { source: 'holder.name', target: 'holder_name' },
    { source: 'holder.city', target: 'city', default: 'Unknown' },
    { source: 'cover', target: 'cover', cast: 'FLOAT' },
    { source: 'lives', target: 'lives', cast: 'INTEGER', default: 1 },
    { source: 'start', target: 'start', cast: 'DATE' },
    { source: 'tags', target: 'tags', cast: 'LIST' },
  ],
};

export const indexAttrs = [
  { name: 'policy', datatype: 'STRING', sortable: true },
  { name: 'holder_name', datatype: 'STRING' },
  { name: 'city', datatype: 'STRING' },
  { name: 'cover', datatype: 'FLOAT' },
  { name: 'lives', datatype: 'INTEGER' },
  { name: 'start', datatype: 'DATE' },
  { name: 'tags', datatype: 'LIST' },
];

const cities = ['Pretoria', 'Cape Town', 'Durban', 'Polokwane'];
export const policyMessage = (i: number) => ({
  payload: {
    policy_no: `GAP-${String(i).padStart(5, '0')}`,
    holder: { name: `Holder ${i}`, city: cities[i % cities.length] },
    cover: 1000 + i * 10,
    lives: (i % 4) + 1,
    start: `2026-0${(i % 9) + 1}-15`,
    tags: i % 2 ? ['gap'] : ['gap', 'hospital'],
  },
});

/** A message type, a transform and an index over it, ready to receive messages. */
export async function buildIndex(client: ReturnType<typeof metaClient>, prefix: string) {
  const type = await client.data<{ id: number }>('messageTypeCreate', {
    name: `${prefix}_policy`,
    attributes: attrs,
  });
  const transform = await client.data<{ id: number }>('transformCreate', {
    name: `${prefix}_flatten`,
    source_type_id: type.id,
    spec,
  });
  const index = await client.data<{ id: number }>('indexCreate', {
    name: `${prefix}_policies`,
    message_type_id: type.id,
    transform_id: transform.id,
    attributes: indexAttrs,
  });
  return { typeId: type.id, transformId: transform.id, indexId: index.id };
}

export async function waitForLoad(client: ReturnType<typeof metaClient>, id: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const load = await client.data<{ status: string }>('bulkLoadById', { id });
    if (load.status !== 'running' || Date.now() > until) return load;
    await new Promise((r) => setTimeout(r, 50));
  }
}
