import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { BulkLoadRunner } from './bulk-runner';
import { createBulkLoad } from './bulk-loads';
import { createIndex, removeIndex } from './indexes';
import { createMessageType, removeMessageType } from './message-types';
import { receiveMessages } from './messages';
import { runQuery } from './queries';
import { createTransform, removeTransform } from './transforms';
import type { ScopedActor } from '../caller';

export type MetadataBenchResult = {
  documents: number;
  receiveMs: number;
  bulkLoadMs: number;
  bulkLoadDocsPerSecond: number;
  /** Median of `queryRuns` runs of a three-operator query (count + first page) over all documents. */
  queryMedianMs: number;
  queryMatches: number;
};

const cities = ['Pretoria', 'Cape Town', 'Durban', 'Polokwane', 'Gqeberha'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * For the lead's benchmark (npm run bench): receives `documents` messages, bulk-loads them into a fresh index
 * (batches of 1000, as in the service) and times a query with three operators over them. Works on a seeded
 * database and removes everything it created.
 */
export async function measureMetadataThroughput(
  db: Db,
  { documents = 100_000, queryRuns = 5 }: { documents?: number; queryRuns?: number } = {},
): Promise<MetadataBenchResult> {
  const [root] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(isNull(tenants.parentId))
    .orderBy(asc(tenants.id));
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const actor: ScopedActor = { userId: user.id, tenantId: root.id, scope: [root.id] };
  const tag = `bench_${Date.now()}`;
  const type = await createMessageType(db, actor, {
    name: tag,
    description: '',
    attributes: [
      { name: 'policy_no', datatype: 'STRING', required: true, description: '' },
      { name: 'holder', datatype: 'DICT', required: true, description: '' },
      { name: 'cover', datatype: 'FLOAT', required: true, description: '' },
    ],
  });
  const transform = await createTransform(db, actor, {
    name: tag,
    description: '',
    source_type_id: type.id,
    spec: {
      keep_unmapped: false,
      fields: [
        { source: 'policy_no', target: 'policy' },
        { source: 'holder.name', target: 'holder_name' },
        { source: 'holder.city', target: 'city' },
        { source: 'cover', target: 'cover', cast: 'FLOAT' },
      ],
    },
  });
  const attribute = (name: string, datatype: 'STRING' | 'FLOAT') => ({
    name,
    datatype,
    searchable: true,
    filterable: true,
    sortable: false,
    description: '',
  });
  const index = await createIndex(db, actor, {
    name: tag,
    description: '',
    message_type_id: type.id,
    transform_id: transform.id,
    attributes: [
      attribute('policy', 'STRING'),
      attribute('holder_name', 'STRING'),
      attribute('city', 'STRING'),
      attribute('cover', 'FLOAT'),
    ],
  });
  try {
    let started = performance.now();
    for (let from = 0; from < documents; from += 1000) {
      const messages = Array.from({ length: Math.min(1000, documents - from) }, (_, k) => {
        const i = from + k;
        return {
          payload: {
            policy_no: `P${i}`,
            holder: { name: `Holder ${i}`, city: cities[i % cities.length] },
            cover: 1000 + (i % 5000),
          },
        };
      });
      await receiveMessages(db, actor, { message_type_id: type.id, messages });
    }
    const receiveMs = performance.now() - started;

    const runner = new BulkLoadRunner(db);
    started = performance.now();
    const load = await createBulkLoad(db, actor, runner, index.id);
    await runner.start(load.id);
    const bulkLoadMs = performance.now() - started;

    const query = {
      and: [
        {
          operator: 'equal' as const,
          type: 'str' as const,
          data_type: 'STRING' as const,
          op1: 'city',
          op2: 'Durban',
        },
        {
          operator: 'greater' as const,
          type: 'str' as const,
          data_type: 'FLOAT' as const,
          op1: 'cover',
          op2: 3000,
        },
        {
          operator: 'contains' as const,
          type: 'str' as const,
          data_type: 'STRING' as const,
          op1: 'holder_name',
          op2: '7',
        },
      ],
    };
    const times: number[] = [];
    let matches = 0;
    for (let run = 0; run < queryRuns; run += 1) {
      const t0 = performance.now();
      matches = (await runQuery(db, actor, { index_id: index.id, query, limit: 20, offset: 0 })).count;
      times.push(performance.now() - t0);
    }
    return {
      documents,
      receiveMs: Math.round(receiveMs),
      bulkLoadMs: Math.round(bulkLoadMs),
      bulkLoadDocsPerSecond: Math.round((documents / bulkLoadMs) * 1000),
      queryMedianMs: Math.round(median(times) * 10) / 10,
      queryMatches: matches,
    };
  } finally {
    await removeIndex(db, actor, index.id);
    await removeTransform(db, actor, transform.id);
    await removeMessageType(db, actor, type.id);
  }
}
