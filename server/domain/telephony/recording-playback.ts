import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { permissionKeys } from '../../../src/contracts/permissions';
import type { CaseRecording, RecordingMedia } from '../../../src/contracts/telephony/recordings';
import { cases, telephonyCallLogs, telephonyRecordings, users } from '../../db/schema';
import { audit } from '../audit';
import { found, scoped, type Caller } from '../caller';
import type { DomainContext } from '../context';
import type { RecordingStore } from './recording-files';

/**
 * The recordings of a case's calls, for a case in the caller's scope: the case decides who may listen, so a
 * recording whose call made no case in scope is absent (another tenant's reads exactly like a missing one).
 */
export async function caseRecordings(
  ctx: DomainContext,
  caller: Caller,
  caseId: number,
): Promise<CaseRecording[]> {
  found(
    (
      await ctx.db
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.id, caseId), scoped(caller, cases.tenantId)))
    )[0],
    'That case',
  );
  const rows = await ctx.db
    .select({
      callLogId: telephonyRecordings.callLogId,
      createdAt: telephonyRecordings.createdAt,
      durationMs: telephonyRecordings.durationMs,
      sizeBytes: telephonyRecordings.sizeBytes,
      number: telephonyCallLogs.number,
      agent: users.fullName,
    })
    .from(telephonyRecordings)
    .innerJoin(telephonyCallLogs, eq(telephonyCallLogs.id, telephonyRecordings.callLogId))
    .innerJoin(users, eq(users.id, telephonyRecordings.userId))
    .where(
      and(
        eq(telephonyCallLogs.caseId, caseId),
        scoped(caller, telephonyRecordings.tenantId),
        isNull(telephonyRecordings.deletedAt),
        // A recording whose first chunk never arrived has nothing to play.
        gt(telephonyRecordings.sizeBytes, 0),
      ),
    )
    .orderBy(desc(telephonyRecordings.createdAt));
  const canDownload = caller.can(permissionKeys.recordingDownload);
  return rows.map((r) => ({
    call_log_table_id: r.callLogId,
    started_at: r.createdAt.toISOString(),
    duration_ms: r.durationMs,
    size_bytes: r.sizeBytes,
    number: r.number,
    agent_name: r.agent,
    can_download: canDownload,
  }));
}

/** One recording's bytes, found through its case in the caller's scope; every play and download is audited. */
export async function recordingMedia(
  ctx: DomainContext,
  store: RecordingStore,
  caller: Caller,
  callLogId: number,
  use: 'play' | 'download',
): Promise<RecordingMedia> {
  const [row] = await ctx.db
    .select({
      path: telephonyRecordings.bytesPath,
      tenantId: telephonyRecordings.tenantId,
      case: cases.number,
      at: telephonyRecordings.createdAt,
    })
    .from(telephonyRecordings)
    .innerJoin(telephonyCallLogs, eq(telephonyCallLogs.id, telephonyRecordings.callLogId))
    .innerJoin(cases, eq(cases.id, telephonyCallLogs.caseId))
    .where(
      and(
        eq(telephonyRecordings.callLogId, callLogId),
        isNull(telephonyRecordings.deletedAt),
        scoped(caller, telephonyRecordings.tenantId),
        scoped(caller, cases.tenantId),
      ),
    );
  const recording = found(row, 'That recording');
  const bytes = found(await store.read(recording.path).catch(() => null), 'That recording’s audio');
  await audit(ctx.db, {
    action: use === 'play' ? 'telephony.recording_play' : 'telephony.recording_download',
    entity: 'telephony_call_log',
    entityId: callLogId,
    userId: caller.userId,
    tenantId: recording.tenantId,
  });
  return {
    media_type: 'audio/webm',
    data_url: `data:audio/webm;base64,${bytes.toString('base64')}`,
    // Named by what people read: the case's number and when the call was recorded (UTC).
    file_name: `${recording.case}-call-${recording.at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.webm`,
  };
}
