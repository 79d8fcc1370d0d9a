import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  IndexAttribute,
  IndexStatus,
  SearchIndex,
  SearchIndexDetail,
} from '../../../src/contracts/metadata';
import type { indexBody, indexUpdateBody } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import {
  metaBulkLoads,
  metaDocuments,
  metaIndexAttributes,
  metaIndexes,
  metaMessageTypes,
  metaTransforms,
} from '../../db/schema';
import { AppError } from '../../errors';
import { toAttribute } from './attribute-row';
import { checkVersion, invalid, iso, mustFind, nameTaken } from './common';
import { recordHistory } from './history';
import { findMessageType } from './message-types';
import { findTransform } from './transforms';
import { ownTenant, scoped, type ScopedActor } from '../caller';

type Row = typeof metaIndexes.$inferSelect;

const toIndex = (
  row: Row,
  names: { type: string; transform: string },
  docs: number,
  attributes: number,
): SearchIndex => ({
  id: row.id,
  name: row.name,
  description: row.description,
  message_type_id: row.messageTypeId,
  message_type_name: names.type,
  transform_id: row.transformId,
  transform_name: names.transform,
  status: row.status as IndexStatus,
  status_reason: row.statusReason,
  document_count: docs,
  attribute_count: attributes,
  version: row.version,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export async function findIndex(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(metaIndexes)
    .where(and(eq(metaIndexes.id, id), scoped(actor, metaIndexes.tenantId)));
  return mustFind(row, `Search index ${id}`);
}

/** Nothing about an index changes while a bulk load fills it: attributes, settings, single loads wait. */
export function refuseWhileLoading(index: Row): void {
  if (index.status === 'loading')
    throw new AppError('conflict', `Search index "${index.name}" is loading; wait for the load to end`);
}

/** An index in scope that no bulk load is filling now. */
export async function idleIndex(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const index = await findIndex(db, actor, id);
  refuseWhileLoading(index);
  return index;
}

export async function documentCount(db: Db, indexId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(metaDocuments).where(eq(metaDocuments.indexId, indexId));
  return row?.n ?? 0;
}

export async function setIndexStatus(
  db: Db,
  indexId: number,
  status: IndexStatus,
  reason = '',
): Promise<void> {
  await db.update(metaIndexes).set({ status, statusReason: reason }).where(eq(metaIndexes.id, indexId));
}

async function ensureFreeName(db: Db, actor: ScopedActor, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: metaIndexes.id })
    .from(metaIndexes)
    .where(
      and(ownTenant(actor, metaIndexes.tenantId), eq(metaIndexes.name, name), ne(metaIndexes.id, exceptId)),
    );
  if (clash) throw nameTaken('search index', name);
}

export async function listIndexes(db: Db, actor: ScopedActor): Promise<SearchIndex[]> {
  const rows = await db
    .select({ i: metaIndexes, type: metaMessageTypes.name, transform: metaTransforms.name })
    .from(metaIndexes)
    .innerJoin(metaMessageTypes, eq(metaMessageTypes.id, metaIndexes.messageTypeId))
    .innerJoin(metaTransforms, eq(metaTransforms.id, metaIndexes.transformId))
    .where(scoped(actor, metaIndexes.tenantId))
    .orderBy(metaIndexes.name);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.i.id);
  const [docs, attrs] = await Promise.all([
    db
      .select({ id: metaDocuments.indexId, n: count() })
      .from(metaDocuments)
      .where(inArray(metaDocuments.indexId, ids))
      .groupBy(metaDocuments.indexId),
    db
      .select({ id: metaIndexAttributes.indexId, n: count() })
      .from(metaIndexAttributes)
      .where(inArray(metaIndexAttributes.indexId, ids))
      .groupBy(metaIndexAttributes.indexId),
  ]);
  const docMap = new Map(docs.map((d) => [d.id, d.n]));
  const attrMap = new Map(attrs.map((a) => [a.id, a.n]));
  return rows.map((r) => toIndex(r.i, r, docMap.get(r.i.id) ?? 0, attrMap.get(r.i.id) ?? 0));
}

export async function indexAttributes(db: Db, indexId: number): Promise<IndexAttribute[]> {
  const rows = await db
    .select()
    .from(metaIndexAttributes)
    .where(eq(metaIndexAttributes.indexId, indexId))
    .orderBy(metaIndexAttributes.id);
  return rows.map(toAttribute);
}

export async function getIndex(db: Db, actor: ScopedActor, id: number): Promise<SearchIndexDetail> {
  const row = await findIndex(db, actor, id);
  const [type, transform, attributes, docs] = await Promise.all([
    findMessageType(db, actor, row.messageTypeId),
    findTransform(db, actor, row.transformId),
    indexAttributes(db, id),
    documentCount(db, id),
  ]);
  return {
    ...toIndex(row, { type: type.name, transform: transform.name }, docs, attributes.length),
    attributes,
  };
}

async function checkTransformFits(db: Db, actor: ScopedActor, transformId: number, messageTypeId: number) {
  const transform = await findTransform(db, actor, transformId);
  if (transform.sourceTypeId !== messageTypeId)
    throw invalid(`Transform "${transform.name}" reads another message type than this index`, 'transform_id');
  return transform;
}

export async function createIndex(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof indexBody>,
): Promise<SearchIndexDetail> {
  const id = await db.transaction(async (tx) => {
    await findMessageType(tx, actor, body.message_type_id);
    await checkTransformFits(tx, actor, body.transform_id, body.message_type_id);
    await ensureFreeName(tx, actor, body.name);
    const [row] = await tx
      .insert(metaIndexes)
      .values({
        tenantId: actor.tenantId,
        name: body.name,
        description: body.description,
        messageTypeId: body.message_type_id,
        transformId: body.transform_id,
      })
      .returning();
    if (body.attributes.length)
      await tx
        .insert(metaIndexAttributes)
        .values(body.attributes.map((a) => ({ ...a, tenantId: actor.tenantId, indexId: row.id })));
    await recordHistory(tx, actor, 'index', row.id, 'create', { ...body, id: row.id });
    return row.id;
  });
  return getIndex(db, actor, id);
}

export async function updateIndex(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof indexUpdateBody>,
): Promise<SearchIndexDetail> {
  await db.transaction(async (tx) => {
    const current = await findIndex(tx, actor, body.id);
    checkVersion(current.version, body.version, `Search index "${current.name}"`);
    refuseWhileLoading(current);
    await checkTransformFits(tx, actor, body.transform_id, current.messageTypeId);
    await ensureFreeName(tx, actor, body.name, body.id);
    const rebuild = body.transform_id !== current.transformId && (await documentCount(tx, body.id)) > 0;
    await tx
      .update(metaIndexes)
      .set({
        name: body.name,
        description: body.description,
        transformId: body.transform_id,
        version: current.version + 1,
        updatedAt: new Date(),
        ...(rebuild
          ? {
              status: 'unusable',
              statusReason: 'The transform changed: run a bulk load to rebuild the index',
            }
          : {}),
      })
      .where(eq(metaIndexes.id, body.id));
    await recordHistory(tx, actor, 'index', body.id, 'update', { ...body });
  });
  return getIndex(db, actor, body.id);
}

export async function removeIndex(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await findIndex(tx, actor, id);
    const [running] = await tx
      .select({ id: metaBulkLoads.id })
      .from(metaBulkLoads)
      .where(and(eq(metaBulkLoads.indexId, id), eq(metaBulkLoads.status, 'running')));
    if (running)
      throw new AppError('conflict', `Search index "${current.name}" is loading; cancel the load first`);
    await tx.delete(metaIndexes).where(eq(metaIndexes.id, id));
    await recordHistory(tx, actor, 'index', id, 'remove', { id, name: current.name });
    return { id };
  });
}
