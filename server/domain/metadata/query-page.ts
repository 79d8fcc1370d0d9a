import { sql, type SQL } from 'drizzle-orm';
import type { QueryRunResult } from '../../../src/contracts/metadata';
import { encodeQueryCursor } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import { metaDocuments } from '../../db/schema';

export type QueryPage = { limit: number; offset: number; after?: number };
type Row = { n: number; before: number; id: string | null; guid: string | null; doc: unknown };

const d = metaDocuments;

/**
 * The count of a query's matches and one page of them, in one statement (issue 38): one snapshot, so the count
 * and the page always agree (two statements on a pool may see different commits), and one round trip.
 *
 * The page is in id order (unique, so stable) from the meta_documents_index_order_idx index. `after` pages by
 * keyset (`id > after`): a document loaded meanwhile gets a higher id, so a walk over the pages meets every row
 * once; `before` counts the matches up to the cursor, so a keyset page still knows where it starts. The outer
 * row always exists, so a page past the end still answers the exact count.
 */
export async function queryPage(
  db: Db,
  indexId: number,
  condition: SQL,
  page: QueryPage,
): Promise<Omit<QueryRunResult, 'elapsed_ms'>> {
  const where = sql`${d.indexId} = ${indexId} and ${condition}`;
  const after = page.after ?? 0;
  const result = await db.execute(sql`
    select m.n, m.before, p.id::text as id, p.guid, p.doc
    from (
      select count(*)::int as n, count(*) filter (where ${d.id} <= ${after})::int as before
      from ${d} where ${where}
    ) m
    left join lateral (
      select ${d.id} as id, ${d.guid} as guid, ${d.doc} as doc from ${d}
      where ${where} and ${d.id} > ${after}
      order by ${d.id} limit ${page.limit} offset ${page.offset}
    ) p on true
    order by p.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const count = Number(rows[0]?.n ?? 0);
  const offset = Number(rows[0]?.before ?? 0) + page.offset;
  const found = rows.filter((r) => r.id !== null);
  const last = found.at(-1);
  return {
    count,
    rows: found.map((r) => ({ guid: r.guid ?? '', doc: r.doc as Record<string, unknown> })),
    offset,
    limit: page.limit,
    next: last && offset + found.length < count ? encodeQueryCursor(Number(last.id)) : null,
  };
}
