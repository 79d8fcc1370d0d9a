import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageType } from '../../../src/contracts/metadata';
import type { messageTypeBody, messageTypeUpdateBody } from '../../../src/contracts/metadata/payloads';
import type { Db } from '../../db/client';
import { metaIndexes, metaMessages, metaMessageTypes, metaTransforms } from '../../db/schema';
import { AppError } from '../../errors';
import { checkVersion, iso, mustFind, nameTaken } from './common';
import { recordHistory } from './history';
import { ownTenant, scoped, type ScopedActor } from '../caller';

type Row = typeof metaMessageTypes.$inferSelect;
type Body = z.output<typeof messageTypeBody>;

const toMessageType = (row: Row, messageCount = 0): MessageType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  attributes: row.attributes as MessageType['attributes'],
  version: row.version,
  message_count: messageCount,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export async function findMessageType(db: Db, actor: ScopedActor, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(metaMessageTypes)
    .where(and(eq(metaMessageTypes.id, id), scoped(actor, metaMessageTypes.tenantId)));
  return mustFind(row, `Message type ${id}`);
}

async function ensureFreeName(db: Db, actor: ScopedActor, name: string, exceptId = 0): Promise<void> {
  const [clash] = await db
    .select({ id: metaMessageTypes.id })
    .from(metaMessageTypes)
    .where(
      and(
        ownTenant(actor, metaMessageTypes.tenantId),
        eq(metaMessageTypes.name, name),
        ne(metaMessageTypes.id, exceptId),
      ),
    );
  if (clash) throw nameTaken('message type', name);
}

export async function listMessageTypes(db: Db, actor: ScopedActor): Promise<MessageType[]> {
  const rows = await db
    .select()
    .from(metaMessageTypes)
    .where(scoped(actor, metaMessageTypes.tenantId))
    .orderBy(metaMessageTypes.name);
  const counts = await db
    .select({ id: metaMessages.messageTypeId, n: count() })
    .from(metaMessages)
    .where(scoped(actor, metaMessages.tenantId))
    .groupBy(metaMessages.messageTypeId);
  const byType = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => toMessageType(row, byType.get(row.id) ?? 0));
}

export async function getMessageType(db: Db, actor: ScopedActor, id: number): Promise<MessageType> {
  const row = await findMessageType(db, actor, id);
  const [c] = await db.select({ n: count() }).from(metaMessages).where(eq(metaMessages.messageTypeId, id));
  return toMessageType(row, c?.n ?? 0);
}

export async function createMessageType(db: Db, actor: ScopedActor, body: Body): Promise<MessageType> {
  return db.transaction(async (tx) => {
    await ensureFreeName(tx, actor, body.name);
    const [row] = await tx
      .insert(metaMessageTypes)
      .values({
        tenantId: actor.tenantId,
        name: body.name,
        description: body.description,
        attributes: body.attributes,
      })
      .returning();
    const saved = toMessageType(row);
    await recordHistory(tx, actor, 'message_type', row.id, 'create', saved);
    return saved;
  });
}

export async function updateMessageType(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof messageTypeUpdateBody>,
): Promise<MessageType> {
  return db.transaction(async (tx) => {
    const current = await findMessageType(tx, actor, body.id);
    checkVersion(current.version, body.version, `Message type "${current.name}"`);
    await ensureFreeName(tx, actor, body.name, body.id);
    const [row] = await tx
      .update(metaMessageTypes)
      .set({
        name: body.name,
        description: body.description,
        attributes: body.attributes,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(metaMessageTypes.id, body.id))
      .returning();
    const saved = toMessageType(row);
    await recordHistory(tx, actor, 'message_type', row.id, 'update', saved);
    return saved;
  });
}

export async function removeMessageType(db: Db, actor: ScopedActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const current = await findMessageType(tx, actor, id);
    const [usedByTransform] = await tx
      .select({ name: metaTransforms.name })
      .from(metaTransforms)
      .where(eq(metaTransforms.sourceTypeId, id))
      .limit(1);
    const [usedByIndex] = await tx
      .select({ name: metaIndexes.name })
      .from(metaIndexes)
      .where(eq(metaIndexes.messageTypeId, id))
      .limit(1);
    const user = usedByIndex
      ? `search index "${usedByIndex.name}"`
      : usedByTransform
        ? `transform "${usedByTransform.name}"`
        : null;
    if (user)
      throw new AppError('conflict', `Message type "${current.name}" is used by ${user}; remove that first`);
    await tx.delete(metaMessageTypes).where(eq(metaMessageTypes.id, id));
    await recordHistory(tx, actor, 'message_type', id, 'remove', toMessageType(current));
    return { id };
  });
}
