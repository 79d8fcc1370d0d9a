import { and, isNull, lt, sql } from 'drizzle-orm';
import { telephonyRecordings, telephonyRecordingSettings } from '../../db/schema';
import type { Db } from '../../db/client';
import type { RecordingStore } from '../telephony/recording-files';
import { defaultRecordingSettings } from '../telephony/recording-settings';
import { systemScope } from '../system-scope';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the files of recordings older than their tenant's retention days and marks their rows deleted (the row
 * stays: the call log and the audit trail still say a recording existed). The row is marked first, in one
 * statement, so two instances sweeping at once never both claim it; a file that fails to go is logged and the
 * row is not marked again (its folder is the data directory's, reachable by the operator).
 */
export async function sweepRecordings(
  db: Db,
  store: RecordingStore,
  now = new Date(),
): Promise<{ deleted: number }> {
  const days = sql<number>`coalesce(${telephonyRecordingSettings.retentionDays}, ${defaultRecordingSettings.retention_days})`;
  const due = db
    .select({ id: telephonyRecordings.id })
    .from(telephonyRecordings)
    .leftJoin(
      telephonyRecordingSettings,
      systemScope('job').sameTenant(telephonyRecordingSettings.tenantId, telephonyRecordings.tenantId),
    )
    .where(
      and(
        isNull(telephonyRecordings.deletedAt),
        lt(
          telephonyRecordings.createdAt,
          sql`${now.toISOString()}::timestamptz - ${days} * interval '1 day'`,
        ),
      ),
    );
  const marked = await db
    .update(telephonyRecordings)
    .set({ deletedAt: now })
    .where(and(isNull(telephonyRecordings.deletedAt), sql`${telephonyRecordings.id} in (${due})`))
    .returning({ path: telephonyRecordings.bytesPath });
  for (const row of marked) await store.remove(row.path);
  return { deleted: marked.length };
}

/** How often the sweep runs: retention is in days, so hourly is prompt enough and costs nothing between. */
export const recordingSweepMs = dayMs / 24;
