import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseHistory, cases } from '../../db/schema';
import { AppError } from '../../errors';
import { type Caller, scoped } from '../caller';

/** A case inside the caller's tenants (anything else reads as not found), locked when asked. */
export async function caseInScope(
  db: Db,
  caller: Caller,
  caseId: number,
): Promise<{ id: number; tenantId: number; recordType: string }> {
  const [row] = await db
    .select({ id: cases.id, tenantId: cases.tenantId, recordType: cases.recordType })
    .from(cases)
    .where(and(eq(cases.id, caseId), scoped(caller, cases.tenantId)));
  if (!row) throw new AppError('notFound', 'That case does not exist');
  return row;
}

/**
 * The number people know a case by (CAS-000123), found inside the caller's tenants: records that name a case
 * (meetings, checklists, calls) show it, never the internal id. Null without a case, or for one out of scope.
 */
export async function caseNumberOf(db: Db, caller: Caller, caseId: number | null): Promise<string | null> {
  if (caseId === null) return null;
  const [row] = await db
    .select({ number: cases.number })
    .from(cases)
    .where(and(eq(cases.id, caseId), scoped(caller, cases.tenantId)));
  return row?.number ?? null;
}

/**
 * One line of a case's audit trail, written in the change's own transaction so the trail never misses a change
 * (notes, documents, polling reviews, and the checklists and meetings held against the case).
 */
export async function recordOnCase(
  db: Db,
  entry: {
    caseId: number;
    tenantId: number;
    userId: number;
    action: string;
    note?: string;
    changes?: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  await db.insert(caseHistory).values({
    caseId: entry.caseId,
    tenantId: entry.tenantId,
    userId: entry.userId,
    action: entry.action,
    note: entry.note ?? null,
    changes: entry.changes ?? {},
  });
}
