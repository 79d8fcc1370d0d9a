import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { audit } from './audit';

type Editable = PgTable & { id: PgColumn; updatedAt: PgColumn };

export type SaveAudited<T extends Editable> = {
  /** -1 inserts (the forms' convention for a new record); any other id updates that row. */
  id: number;
  /** The audit entity; the action is `<entity>.create` or `<entity>.update`. */
  entity: string;
  /** Set on insert only: the owner columns (tenant, parent) a record never changes. */
  owner: Partial<T['$inferInsert']>;
  values: Partial<T['$inferInsert']>;
  userId: number;
  tenantId: number;
  /** A further condition on update (the row must still belong to its parent). */
  where?: SQL;
  /** What the trail keeps of the saved row (never a secret). */
  detail?: (row: T['$inferSelect']) => Record<string, unknown>;
};

/**
 * Insert-or-update one row and audit it in the same transaction: the save of every details form (sites,
 * contacts, customers, divisions, employees, dependants, FSP representatives).
 */
export async function saveAudited<T extends Editable>(
  tx: Db,
  table: T,
  save: SaveAudited<T>,
): Promise<T['$inferSelect']> {
  const created = save.id === -1;
  // Drizzle cannot relate a generic table to its insert and select types; the callers' tables are concrete.
  const rows = (
    created
      ? await tx
          .insert(table)
          .values({ ...save.owner, ...save.values } as never)
          .returning()
      : await tx
          .update(table)
          .set({ ...save.values, updatedAt: new Date() } as never)
          .where(and(eq(table.id, save.id), save.where))
          .returning()
  ) as T['$inferSelect'][];
  const row = rows[0] as T['$inferSelect'] & { id: number };
  await audit(tx, {
    action: `${save.entity}.${created ? 'create' : 'update'}`,
    entity: save.entity,
    entityId: row.id,
    userId: save.userId,
    tenantId: save.tenantId,
    detail: save.detail?.(row),
  });
  return row;
}

export type RemoveAudited = {
  id: number;
  /** The audit entity; the action is `<entity>.remove`. */
  entity: string;
  userId: number;
  tenantId: number;
  /** What the trail keeps of the removed row, which is gone afterwards. */
  detail?: Record<string, unknown>;
};

/** Delete one row and audit it in the same transaction: the remove of the same details forms. */
export async function removeAudited(
  tx: Db,
  table: PgTable & { id: PgColumn },
  remove: RemoveAudited,
): Promise<void> {
  await tx.delete(table).where(eq(table.id, remove.id));
  await audit(tx, {
    action: `${remove.entity}.remove`,
    entity: remove.entity,
    entityId: remove.id,
    userId: remove.userId,
    tenantId: remove.tenantId,
    detail: remove.detail,
  });
}
