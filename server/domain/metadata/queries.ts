import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedQuery } from '../../../src/contracts/metadata';
import type { queryBody, queryUpdateBody } from '../../../src/contracts/metadata/payloads';
import type { QueryGroup } from '../../../src/contracts/metadata/query';
import type { Db } from '../../db/client';
import { metaIndexes, metaQueries } from '../../db/schema';
import { checkVersion, iso, mustFind, nameTaken } from './common';
import { recordHistory } from './history';
import { findIndex, indexAttributes } from './indexes';
import { compileGroup } from './query-sql';
import { ownTenant, scoped, type ScopedActor } from '../caller';

type Row = typeof metaQueries.$inferSelect;

const toQuery = (row: Row, indexName: string): SavedQuery => ({
  id: row.id,
  name: row.name,
  description: row.description,
  index_id: row.indexId,
  index_name: indexName,
  query: row.query as QueryGroup,
  version: row.version,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** The SQL condition of a query over one index; throws a validation error naming the bad rule. */
export async function compileForIndex(db: Db, indexId: number, query: QueryGroup): Promise<SQL> {
  const attributes = await indexAttributes(db, indexId);
  return compileGroup(query, new Map(attributes.map((a) => [a.name, a])));
}

async function findQuery(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(metaQueries)
    .where(and(eq(metaQueries.id, id), scoped(actor, metaQueries.tenantId)));
  return mustFind(row, `Query ${id}`);
}

async function ensureFreeName(db: Db, actor: ScopedActor, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: metaQueries.id })
    .from(metaQueries)
    .where(
      and(ownTenant(actor, metaQueries.tenantId), eq(metaQueries.name, name), ne(metaQueries.id, exceptId)),
    );
  if (clash) throw nameTaken('query', name);
}

export async function listQueries(db: Db, actor: ScopedActor, indexId?: number): Promise<SavedQuery[]> {
  const rows = await db
    .select({ q: metaQueries, index: metaIndexes.name })
    .from(metaQueries)
    .innerJoin(metaIndexes, eq(metaIndexes.id, metaQueries.indexId))
    .where(and(scoped(actor, metaQueries.tenantId), indexId ? eq(metaQueries.indexId, indexId) : undefined))
    .orderBy(metaQueries.name);
  return rows.map((r) => toQuery(r.q, r.index));
}

export async function getQuery(db: Db, actor: ScopedActor, id: number): Promise<SavedQuery> {
  const row = await findQuery(db, actor, id);
  const index = await findIndex(db, actor, row.indexId);
  return toQuery(row, index.name);
}

export async function createQuery(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof queryBody>,
): Promise<SavedQuery> {
  return db.transaction(async (tx) => {
    const index = await findIndex(tx, actor, body.index_id);
    await compileForIndex(tx, index.id, body.query); // a saved query must at least compile against its index
    await ensureFreeName(tx, actor, body.name);
    const [row] = await tx
      .insert(metaQueries)
      .values({
        tenantId: actor.tenantId,
        indexId: index.id,
        name: body.name,
        description: body.description,
        query: body.query,
      })
      .returning();
    const saved = toQuery(row, index.name);
    await recordHistory(tx, actor, 'query', row.id, 'create', saved);
    return saved;
  });
}

export async function updateQuery(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof queryUpdateBody>,
): Promise<SavedQuery> {
  return db.transaction(async (tx) => {
    const current = await findQuery(tx, actor, body.id);
    checkVersion(current.version, body.version, `Query "${current.name}"`);
    const index = await findIndex(tx, actor, body.index_id);
    await compileForIndex(tx, index.id, body.query);
    await ensureFreeName(tx, actor, body.name, body.id);
    const [row] = await tx
      .update(metaQueries)
      .set({
        name: body.name,
        description: body.description,
        indexId: index.id,
        query: body.query,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(metaQueries.id, body.id))
      .returning();
    const saved = toQuery(row, index.name);
    await recordHistory(tx, actor, 'query', row.id, 'update', saved);
    return saved;
  });
}

export async function removeQuery(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await findQuery(tx, actor, id);
    await tx.delete(metaQueries).where(eq(metaQueries.id, id));
    await recordHistory(tx, actor, 'query', id, 'remove', { id, name: current.name, query: current.query });
    return { id };
  });
}

export { runQuery } from './query-run';
