import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageAttribute, Transform } from '../../../src/contracts/metadata';
import type { transformBody, transformUpdateBody } from '../../../src/contracts/metadata/payloads';
import { transformSpecSchema, type TransformSpec } from '../../../src/contracts/metadata/transform';
import type { Db } from '../../db/client';
import { metaIndexes, metaMessageTypes, metaTransforms } from '../../db/schema';
import { AppError } from '../../errors';
import { checkVersion, invalid, iso, mustFind, nameTaken } from './common';
import { recordHistory } from './history';
import { findMessageType } from './message-types';
import { ownTenant, scoped, type ScopedActor } from '../caller';

type Row = typeof metaTransforms.$inferSelect;
type Body = z.output<typeof transformBody>;

const toTransform = (row: Row, sourceName: string): Transform => ({
  id: row.id,
  name: row.name,
  description: row.description,
  source_type_id: row.sourceTypeId,
  source_type_name: sourceName,
  spec: row.spec as TransformSpec,
  version: row.version,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** Every mapping must read an attribute of the source type; nested paths only below DICT or FLEXIBLE ones. */
export function checkSpecAgainstType(spec: Body['spec'], attributes: MessageAttribute[]): void {
  const byName = new Map(attributes.map((a) => [a.name, a]));
  spec.fields.forEach((field, i) => {
    const [head, ...rest] = field.source.split('.');
    const attribute = byName.get(head);
    if (!attribute)
      throw invalid(
        `fields.${i}.source: "${head}" is not an attribute of the source message type`,
        `spec.fields.${i}.source`,
      );
    if (rest.length && !['DICT', 'FLEXIBLE', 'NONE'].includes(attribute.datatype))
      throw invalid(
        `fields.${i}.source: "${head}" is ${attribute.datatype}, so it has no nested fields`,
        `spec.fields.${i}.source`,
      );
  });
}

export async function findTransform(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(metaTransforms)
    .where(and(eq(metaTransforms.id, id), scoped(actor, metaTransforms.tenantId)));
  return mustFind(row, `Transform ${id}`);
}

/** The parsed spec of a stored transform (stored specs were validated on save). */
export const parsedSpec = (row: Row) => transformSpecSchema.parse(row.spec);

async function ensureFreeName(db: Db, actor: ScopedActor, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: metaTransforms.id })
    .from(metaTransforms)
    .where(
      and(
        ownTenant(actor, metaTransforms.tenantId),
        eq(metaTransforms.name, name),
        ne(metaTransforms.id, exceptId),
      ),
    );
  if (clash) throw nameTaken('transform', name);
}

export async function listTransforms(db: Db, actor: ScopedActor): Promise<Transform[]> {
  const rows = await db
    .select({ t: metaTransforms, source: metaMessageTypes.name })
    .from(metaTransforms)
    .innerJoin(metaMessageTypes, eq(metaMessageTypes.id, metaTransforms.sourceTypeId))
    .where(scoped(actor, metaTransforms.tenantId))
    .orderBy(metaTransforms.name);
  return rows.map((r) => toTransform(r.t, r.source));
}

export async function getTransform(db: Db, actor: ScopedActor, id: number): Promise<Transform> {
  const row = await findTransform(db, actor, id);
  const source = await findMessageType(db, actor, row.sourceTypeId);
  return toTransform(row, source.name);
}

export async function createTransform(db: Db, actor: ScopedActor, body: Body): Promise<Transform> {
  return db.transaction(async (tx) => {
    const source = await findMessageType(tx, actor, body.source_type_id);
    checkSpecAgainstType(body.spec, source.attributes as MessageAttribute[]);
    await ensureFreeName(tx, actor, body.name);
    const [row] = await tx
      .insert(metaTransforms)
      .values({
        tenantId: actor.tenantId,
        name: body.name,
        description: body.description,
        sourceTypeId: source.id,
        spec: body.spec,
      })
      .returning();
    const saved = toTransform(row, source.name);
    await recordHistory(tx, actor, 'transform', row.id, 'create', saved);
    return saved;
  });
}

export async function updateTransform(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof transformUpdateBody>,
): Promise<Transform> {
  return db.transaction(async (tx) => {
    const current = await findTransform(tx, actor, body.id);
    checkVersion(current.version, body.version, `Transform "${current.name}"`);
    const source = await findMessageType(tx, actor, body.source_type_id);
    checkSpecAgainstType(body.spec, source.attributes as MessageAttribute[]);
    await ensureFreeName(tx, actor, body.name, body.id);
    const [row] = await tx
      .update(metaTransforms)
      .set({
        name: body.name,
        description: body.description,
        sourceTypeId: source.id,
        spec: body.spec,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(metaTransforms.id, body.id))
      .returning();
    const saved = toTransform(row, source.name);
    await recordHistory(tx, actor, 'transform', row.id, 'update', saved);
    return saved;
  });
}

export async function removeTransform(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await findTransform(tx, actor, id);
    const [user] = await tx
      .select({ name: metaIndexes.name })
      .from(metaIndexes)
      .where(eq(metaIndexes.transformId, id))
      .limit(1);
    if (user)
      throw new AppError(
        'conflict',
        `Transform "${current.name}" is used by search index "${user.name}"; remove that first`,
      );
    await tx.delete(metaTransforms).where(eq(metaTransforms.id, id));
    await recordHistory(tx, actor, 'transform', id, 'remove', { id, name: current.name, spec: current.spec });
    return { id };
  });
}
