import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { QueryRunResult } from '../../../src/contracts/metadata';
import { encodeQueryCursor } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import { metaDocuments as d } from '../../db/schema';

export type QueryPage = { limit: number; offset: number; after?: number };

/**
 * The count of a query's matches and one page of them (issue 38), in id order: unique, so the order is stable,
 * and served by meta_documents_index_order_idx without sorting the matches.
 *
 * `after` pages by keyset (`id > after`): a document loaded meanwhile gets a higher id, so a walk over the pages
 * meets every row once, and a page deep in the set costs what the first one does (an offset reads every row
 * before it). `before` counts the matches up to the cursor in the same scan as the total, so a keyset page still
 * knows where it starts. The two statements run side by side, as before paging: on PostgreSQL on two
 * connections, which one statement could not (measured: one statement doing both was slower).
 */
export async function queryPage(
  db: Db,
  indexId: number,
  condition: SQL,
  page: QueryPage,
): Promise<Omit<QueryRunResult, 'elapsed_ms'>> {
  const where = and(eq(d.indexId, indexId), condition);
  const after = page.after;
  const [[counted], found] = await Promise.all([
    db
      .select({
        n: count(),
        before:
          after === undefined
            ? sql<number>`0`
            : sql<number>`(count(*) filter (where ${lte(d.id, after)}))::int`,
      })
      .from(d)
      .where(where),
    db
      .select({ id: d.id, guid: d.guid, doc: d.doc })
      .from(d)
      .where(after === undefined ? where : and(where, gt(d.id, after)))
      .orderBy(asc(d.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  const total = Number(counted?.n ?? 0);
  const offset = Number(counted?.before ?? 0) + page.offset;
  const last = found.at(-1);
  return {
    count: total,
    rows: found.map((r) => ({ guid: r.guid, doc: r.doc })),
    offset,
    limit: page.limit,
    next: last && offset + found.length < total ? encodeQueryCursor(last.id) : null,
  };
}
