import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Datatype, IndexAttribute } from '../../../src/contracts/metadata';
import type { attributeCreateBody, attributeUpdateBody } from '../../../src/contracts/metadata/payloads';
import { attributeChangeNeedsRebuild } from '../../../src/contracts/metadata/rules';
import type { Db } from '../../db/client';
import { metaIndexAttributes } from '../../db/schema';
import { checkVersion, mustFind, nameTaken } from './common';
import { toAttribute } from './attribute-row';
import { recordHistory } from './history';
import { documentCount, findIndex, idleIndex, indexAttributes, setIndexStatus } from './indexes';
import { scoped, type ScopedActor } from '../caller';

type Row = typeof metaIndexAttributes.$inferSelect;

export type AttributeSaved = { attribute: IndexAttribute; rebuild_needed: boolean };

async function findAttribute(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(metaIndexAttributes)
    .where(and(eq(metaIndexAttributes.id, id), scoped(actor, metaIndexAttributes.tenantId)));
  return mustFind(row, `Index attribute ${id}`);
}

async function ensureFreeName(db: Db, indexId: number, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: metaIndexAttributes.id })
    .from(metaIndexAttributes)
    .where(
      and(
        eq(metaIndexAttributes.indexId, indexId),
        eq(metaIndexAttributes.name, name),
        ne(metaIndexAttributes.id, exceptId),
      ),
    );
  if (clash) throw nameTaken('attribute of this index', name);
}

const rebuildReason = (name: string) => `Attribute "${name}" changed: run a bulk load to rebuild the index`;

export async function listAttributes(db: Db, actor: ScopedActor, indexId: number): Promise<IndexAttribute[]> {
  await findIndex(db, actor, indexId);
  return indexAttributes(db, indexId);
}

export async function getAttribute(db: Db, actor: ScopedActor, id: number): Promise<IndexAttribute> {
  return toAttribute(await findAttribute(db, actor, id));
}

export async function createAttribute(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof attributeCreateBody>,
): Promise<AttributeSaved> {
  return db.transaction(async (tx) => {
    const index = await idleIndex(tx, actor, body.index_id);
    await ensureFreeName(tx, index.id, body.name);
    const { index_id: indexId, ...fields } = body;
    const [row] = await tx
      .insert(metaIndexAttributes)
      .values({ ...fields, indexId, tenantId: actor.tenantId })
      .returning();
    const rebuild = attributeChangeNeedsRebuild(null, body, await documentCount(tx, indexId));
    if (rebuild) await setIndexStatus(tx, indexId, 'unusable', rebuildReason(body.name));
    const attribute = toAttribute(row);
    await recordHistory(tx, actor, 'attribute', row.id, 'create', attribute);
    return { attribute, rebuild_needed: rebuild };
  });
}

export async function updateAttribute(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof attributeUpdateBody>,
): Promise<AttributeSaved> {
  return db.transaction(async (tx) => {
    const current = await findAttribute(tx, actor, body.id);
    checkVersion(current.version, body.version, `Attribute "${current.name}"`);
    const index = await idleIndex(tx, actor, current.indexId);
    await ensureFreeName(tx, index.id, body.name, body.id);
    const { id, version: _version, ...fields } = body;
    const [row] = await tx
      .update(metaIndexAttributes)
      .set({ ...fields, version: current.version + 1, updatedAt: new Date() })
      .where(eq(metaIndexAttributes.id, id))
      .returning();
    const rebuild = attributeChangeNeedsRebuild(
      { name: current.name, datatype: current.datatype as Datatype },
      body,
      await documentCount(tx, index.id),
    );
    if (rebuild) await setIndexStatus(tx, index.id, 'unusable', rebuildReason(body.name));
    const attribute = toAttribute(row);
    await recordHistory(tx, actor, 'attribute', id, 'update', attribute);
    return { attribute, rebuild_needed: rebuild };
  });
}

export async function removeAttribute(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await findAttribute(tx, actor, id);
    await idleIndex(tx, actor, current.indexId);
    await tx.delete(metaIndexAttributes).where(eq(metaIndexAttributes.id, id));
    await recordHistory(tx, actor, 'attribute', id, 'remove', toAttribute(current));
    return { id };
  });
}
