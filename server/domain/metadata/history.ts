import { and, desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '../../../src/contracts/metadata';
import type { Db } from '../../db/client';
import { metaHistory, users } from '../../db/schema';
import { scoped, type ScopedActor } from '../caller';

export type HistoryEntity = 'message_type' | 'transform' | 'index' | 'attribute' | 'query';

/** Written in the same transaction as the change, so history and data never disagree. */
export async function recordHistory(
  tx: Db,
  actor: ScopedActor,
  entity: HistoryEntity,
  entityId: number,
  action: HistoryEntry['action'],
  snapshot: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(metaHistory)
    .values({ tenantId: actor.tenantId, entity, entityId, action, snapshot, userId: actor.userId });
}

export async function listHistory(
  db: Db,
  actor: ScopedActor,
  entity: HistoryEntity,
  entityId: number,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select({
      id: metaHistory.id,
      entity: metaHistory.entity,
      entityId: metaHistory.entityId,
      action: metaHistory.action,
      snapshot: metaHistory.snapshot,
      userName: users.fullName,
      at: metaHistory.at,
    })
    .from(metaHistory)
    .leftJoin(users, eq(users.id, metaHistory.userId))
    .where(
      and(
        eq(metaHistory.entity, entity),
        eq(metaHistory.entityId, entityId),
        scoped(actor, metaHistory.tenantId),
      ),
    )
    .orderBy(desc(metaHistory.at), desc(metaHistory.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    entity: r.entity,
    entity_id: r.entityId,
    action: r.action as HistoryEntry['action'],
    snapshot: r.snapshot,
    user_name: r.userName,
    at: r.at.toISOString(),
  }));
}
