import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GuidCheck,
  GuidLoad,
  MessageAttribute,
  MessagePage,
  ReceiveResult,
} from '../../../src/contracts/metadata';
import type { guidBody, messageHistoryBody, receiveBody } from '../../../src/contracts/metadata/payloads';
import { payloadProblems } from '../../../src/contracts/metadata/rules';
import type { Db } from '../../db/client';
import { metaDocuments, metaMessages, metaMessageTypes } from '../../db/schema';
import { AppError } from '../../errors';
import { iso } from './common';
import { prepareDocument } from './documents';
import { findIndex, idleIndex, indexAttributes } from './indexes';
import { findMessageType } from './message-types';
import { findTransform, parsedSpec } from './transforms';
import { scoped, type ScopedActor } from '../caller';

/** Messages arrive per type; each is kept (received or rejected with its reason) for history and loads. */
export async function receiveMessages(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof receiveBody>,
): Promise<ReceiveResult> {
  const type = await findMessageType(db, actor, body.message_type_id);
  const attributes = type.attributes as MessageAttribute[];
  const errors: ReceiveResult['errors'] = [];
  const rows = body.messages.map((message, index) => {
    const problems = payloadProblems(message.payload, attributes);
    if (problems.length) errors.push({ index, reason: problems.join('; ') });
    return {
      tenantId: actor.tenantId,
      messageTypeId: type.id,
      guid: message.guid ?? randomUUID(),
      payload: message.payload,
      status: problems.length ? 'rejected' : 'received',
      reason: problems.join('; '),
    };
  });
  const inserted = await db.transaction((tx) =>
    tx.insert(metaMessages).values(rows).onConflictDoNothing().returning({ status: metaMessages.status }),
  );
  const received = inserted.filter((r) => r.status === 'received').length;
  return {
    received,
    rejected: inserted.length - received,
    duplicates: rows.length - inserted.length,
    errors: errors.slice(0, 100),
  };
}

export async function messageHistory(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof messageHistoryBody>,
): Promise<MessagePage> {
  const where = and(
    scoped(actor, metaMessages.tenantId),
    body.message_type_id ? eq(metaMessages.messageTypeId, body.message_type_id) : undefined,
    body.status ? eq(metaMessages.status, body.status) : undefined,
    body.from ? gte(metaMessages.receivedAt, new Date(body.from)) : undefined,
    body.to ? lte(metaMessages.receivedAt, new Date(body.to)) : undefined,
  );
  if (body.from && body.to && body.from > body.to)
    throw new AppError('validation', 'from: the start must be before the end');
  // The type filtered on is resolved in the caller's tenants, as every id a request names.
  if (body.message_type_id) await findMessageType(db, actor, body.message_type_id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(metaMessages).where(where),
    db
      .select({ m: metaMessages, typeName: metaMessageTypes.name })
      .from(metaMessages)
      .innerJoin(metaMessageTypes, eq(metaMessageTypes.id, metaMessages.messageTypeId))
      .where(where)
      .orderBy(desc(metaMessages.id))
      .limit(body.size)
      .offset(body.page * body.size),
  ]);
  return {
    total: total?.n ?? 0,
    page: body.page,
    size: body.size,
    rows: rows.map(({ m, typeName }) => ({
      id: m.id,
      guid: m.guid,
      message_type_id: m.messageTypeId,
      message_type_name: typeName,
      status: m.status as 'received' | 'rejected',
      reason: m.reason,
      payload: m.payload as Record<string, unknown>,
      received_at: iso(m.receivedAt),
    })),
  };
}

async function findMessage(db: Db, actor: ScopedActor, guid: string, messageTypeId: number) {
  const [row] = await db
    .select()
    .from(metaMessages)
    .where(
      and(
        eq(metaMessages.guid, guid),
        eq(metaMessages.messageTypeId, messageTypeId),
        scoped(actor, metaMessages.tenantId),
      ),
    );
  return row;
}

export async function checkGuid(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof guidBody>,
): Promise<GuidCheck> {
  const index = await findIndex(db, actor, body.index_id);
  const message = await findMessage(db, actor, body.guid, index.messageTypeId);
  const [loaded] = await db
    .select({ at: metaDocuments.loadedAt })
    .from(metaDocuments)
    .where(and(eq(metaDocuments.indexId, index.id), eq(metaDocuments.guid, body.guid)));
  return {
    guid: body.guid,
    message_found: Boolean(message),
    loaded: Boolean(loaded),
    loaded_at: loaded ? iso(loaded.at) : null,
  };
}

/** Loads (or reloads) one received message into an index by its GUID. */
export async function loadGuid(
  db: Db,
  actor: ScopedActor,
  body: z.output<typeof guidBody>,
): Promise<GuidLoad> {
  return db.transaction(async (tx) => {
    const index = await idleIndex(tx, actor, body.index_id);
    const message = await findMessage(tx, actor, body.guid, index.messageTypeId);
    if (!message)
      throw new AppError(
        'notFound',
        `No message with GUID ${body.guid} was received for this index's message type`,
      );
    if (message.status === 'rejected')
      throw new AppError('validation', `That message was rejected when received: ${message.reason}`);
    const prepared = prepareDocument(
      parsedSpec(await findTransform(tx, actor, index.transformId)),
      await indexAttributes(tx, index.id),
      message.payload,
    );
    if (!prepared.ok) throw new AppError('validation', prepared.reason);
    const [existing] = await tx
      .select({ id: metaDocuments.id })
      .from(metaDocuments)
      .where(and(eq(metaDocuments.indexId, index.id), eq(metaDocuments.guid, body.guid)));
    await tx
      .insert(metaDocuments)
      .values({ indexId: index.id, guid: body.guid, doc: prepared.doc })
      .onConflictDoUpdate({
        target: [metaDocuments.indexId, metaDocuments.guid],
        set: { doc: prepared.doc, loadedAt: new Date() },
      });
    return { guid: body.guid, doc: prepared.doc, replaced: Boolean(existing) };
  });
}
