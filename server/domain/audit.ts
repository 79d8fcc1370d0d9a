import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  userId?: number | null;
  tenantId?: number | null;
  /** Never put a password, token or reset link in here. */
  detail?: Record<string, unknown>;
};

/** Call inside the mutation's transaction, so the trail and the change commit together. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    userId: entry.userId ?? null,
    tenantId: entry.tenantId ?? null,
    detail: entry.detail ?? null,
  });
}
