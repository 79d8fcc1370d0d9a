import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryRunResult } from '../../../src/contracts/metadata';
import type { Db } from '../../db/client';
import type { QueryPage } from './query-page';

/**
 * Answers of metadata queries, kept per database, index and compiled query (issue 21): counting the matches of a
 * three-operator query over 100 000 documents reads most of them (~15 ms on PostgreSQL), and dashboards and the
 * query builder ask the same questions again and again.
 *
 * Freshness: each call reads the documents' change counter (migration 0022: bumped by a trigger in every
 * writing transaction, so in commit order, on every instance) with the index itself (query-run.ts), and an answer
 * kept under another value is asked again. At most `maxEntries` answers are kept, the least recently asked going.
 */
const maxEntries = 500;

type Answer = Omit<QueryRunResult, 'elapsed_ms'>;
type Entry = { stamp: string; value: Promise<Answer> };

const dialect = new PgDialect();
const caches = new WeakMap<Db, Map<string, Entry>>();

/** `run` answers the query; it is called again only when the documents changed. */
export async function keptAnswer(
  db: Db,
  indexId: number,
  stamp: string,
  condition: SQL,
  page: QueryPage,
  run: () => Promise<Answer>,
): Promise<Answer> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const compiled = dialect.sqlToQuery(condition);
  const key = JSON.stringify([
    indexId,
    compiled.sql,
    compiled.params,
    page.limit,
    page.offset,
    page.after ?? 0,
  ]);
  const entries = cache;
  const hit = entries.get(key);
  // Re-inserted on every ask, so Map order runs from the least recently asked.
  entries.delete(key);
  if (hit && hit.stamp === stamp) {
    entries.set(key, hit);
    return hit.value;
  }
  const value = run();
  entries.set(key, { stamp, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  return value;
}
