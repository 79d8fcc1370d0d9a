import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { QueryRunResult } from '../../../src/contracts/metadata';
import type { Datatype } from '../../../src/contracts/metadata/datatypes';
import type { queryRunBody } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import { metaIndexes } from '../../db/schema';
import { AppError } from '../../errors';
import { scoped, type ScopedActor } from '../caller';
import { mustFind } from './common';
import { keptAnswer } from './query-cache';
import { queryPage } from './query-page';
import { compileGroup } from './query-sql';

type Attribute = { name: string; datatype: Datatype; filterable: boolean };

/**
 * Everything a run needs to know before it compiles, in one round trip (issue 21: three queries a call capped
 * the throughput on PostgreSQL): the index inside the caller's scope, its attributes, and the documents' change
 * counter (migration 0022) that tells a kept answer from a stale one.
 */
async function runFacts(db: Db, actor: ScopedActor, indexId: number) {
  // The subqueries name meta_indexes.id in SQL: a one-table select renders the column as plain "id", which
  // inside a subquery would mean the subquery's own table.
  const [row] = await db
    .select({
      id: metaIndexes.id,
      name: metaIndexes.name,
      status: metaIndexes.status,
      statusReason: metaIndexes.statusReason,
      attributes: sql<Attribute[] | null>`(
        select json_agg(json_build_object('name', a.name, 'datatype', a.datatype, 'filterable', a.filterable)
          order by a.id)
        from meta_index_attributes a where a.index_id = meta_indexes.id)`,
      stamp: sql<string>`meta_documents_stamp()`,
    })
    .from(metaIndexes)
    .where(and(eq(metaIndexes.id, indexId), scoped(actor, metaIndexes.tenantId)));
  return mustFind(row, `Search index ${indexId}`);
}

/** Runs a query against an index's documents: the count and one page of rows (by offset or after a cursor). */
export async function runQuery(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof queryRunBody>,
): Promise<QueryRunResult> {
  const started = performance.now();
  const index = await runFacts(db, actor, body.index_id);
  if (index.status !== 'usable')
    throw new AppError(
      'conflict',
      `Search index "${index.name}" is ${index.status}${index.statusReason ? `: ${index.statusReason}` : ''}`,
    );
  const condition = compileGroup(body.query, new Map((index.attributes ?? []).map((a) => [a.name, a])));
  const page = { limit: body.limit, offset: body.offset, after: body.after };
  const answer = await keptAnswer(db, index.id, index.stamp, condition, page, () =>
    queryPage(db, index.id, condition, page),
  );
  return { ...answer, elapsed_ms: Math.round((performance.now() - started) * 10) / 10 };
}
