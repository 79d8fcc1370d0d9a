import { and, eq } from 'drizzle-orm';
import type {
  RecordingBegin,
  RecordingMode,
  RecordingProgress,
} from '../../../src/contracts/telephony/recordings';
import { telephonyCallLogs, telephonyQueues, telephonyRecordings } from '../../db/schema';
import { AppError } from '../../errors';
import { audit } from '../audit';
import type { Caller } from '../caller';
import type { DomainContext } from '../context';
import { requireAgent } from './agent';
import { ownCall } from './calls';
import { queueOfCall } from './queue-of-call';
import { recordingPathOf, startsAsWebm, type RecordingStore } from './recording-files';
import { recordingSettingsOf } from './recording-settings';
import { inTenant } from '../caller';

type CallRef = { call_log_table_id: number };
// 'ringing' too: the browser asks as its call connects, and its log of the answer may still be on its way.
const live = new Set(['ringing', 'answered']);
/** The last chunks reach the service after the hang-up (MediaRecorder flushes on stop); a closed tab never ends. */
export const afterCallGraceMs = 30_000;

/** The queue's mode when the router routed this call, else the tenant's mode for direct calls. */
async function modeOf(ctx: DomainContext, tenantId: number, sipCallId: string): Promise<RecordingMode> {
  const queueId = await queueOfCall(ctx, tenantId, sipCallId);
  if (queueId !== null) {
    const [queue] = await ctx.db
      .select({ mode: telephonyQueues.recordingMode })
      .from(telephonyQueues)
      .where(and(eq(telephonyQueues.id, queueId), inTenant(tenantId, telephonyQueues.tenantId)));
    if (queue) return queue.mode as RecordingMode;
  }
  return (await recordingSettingsOf(ctx.db, tenantId)).direct_mode;
}

/**
 * A connected call asks how it is recorded. "always" starts the recording (with the consent announcement first,
 * where the tenant has it on); "on_demand" starts only when the agent asks (`start`); "never" never does.
 */
export async function beginRecording(
  ctx: DomainContext,
  caller: Caller,
  request: CallRef & { start?: boolean },
): Promise<RecordingBegin> {
  await requireAgent(ctx, caller);
  const call = await ownCall(ctx, caller, request.call_log_table_id);
  if (!live.has(call.status)) throw new AppError('conflict', 'That call is not connected');
  const mode = await modeOf(ctx, call.tenantId, call.sipCallId);
  const settings = await recordingSettingsOf(ctx.db, call.tenantId);
  const recording = mode === 'always' || (mode === 'on_demand' && request.start === true);
  if (recording)
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(telephonyRecordings)
        .values({
          tenantId: call.tenantId,
          callLogId: call.id,
          userId: caller.userId,
          bytesPath: recordingPathOf(call.tenantId, call.id),
        })
        .onConflictDoNothing()
        .returning({ id: telephonyRecordings.id });
      if (inserted.length)
        await audit(tx, {
          action: 'telephony.recording_start',
          entity: 'telephony_call_log',
          entityId: call.id,
          userId: caller.userId,
          tenantId: call.tenantId,
          detail: { mode },
        });
    });
  const consent = recording && mode === 'always' && settings.consent_announcement;
  return {
    mode,
    recording,
    consent_url: consent ? `/announcements/${settings.consent_file}` : null,
  };
}

/** The caller's own open recording, locked for this change (several instances may take its chunks). */
async function ownRecording(tx: DomainContext['db'], caller: Caller, callLogId: number) {
  const [found] = await tx
    .select({ row: telephonyRecordings, callEnded: telephonyCallLogs.endedAt })
    .from(telephonyRecordings)
    .innerJoin(telephonyCallLogs, eq(telephonyCallLogs.id, telephonyRecordings.callLogId))
    .where(eq(telephonyRecordings.callLogId, callLogId))
    .for('update', { of: telephonyRecordings });
  // Another agent's recording is reported as absent, like another agent's call.
  if (!found || found.row.userId !== caller.userId)
    throw new AppError('notFound', 'That call has no recording of yours');
  const callOver = found.callEnded !== null && Date.now() - found.callEnded.getTime() > afterCallGraceMs;
  if (found.row.endedAt !== null || found.row.deletedAt !== null || callOver)
    throw new AppError('conflict', 'That recording has ended: it takes no more audio');
  return found.row;
}

/** One MediaRecorder chunk appended to the call's file; the first must be the start of a WebM file. */
export async function appendRecording(
  ctx: DomainContext,
  store: RecordingStore,
  caller: Caller,
  request: CallRef & { offset: number; chunk: string; duration_ms: number },
): Promise<RecordingProgress> {
  await requireAgent(ctx, caller);
  const bytes = Buffer.from(request.chunk, 'base64');
  return ctx.db.transaction(async (tx) => {
    const row = await ownRecording(tx, caller, request.call_log_table_id);
    // A chunk sent again after a lost answer is already in the file: acknowledged, not written twice.
    if (request.offset + bytes.length <= row.sizeBytes) return { size_bytes: row.sizeBytes, ended: false };
    if (request.offset !== row.sizeBytes)
      throw new AppError('conflict', `The recording has ${row.sizeBytes} bytes; this chunk starts elsewhere`);
    if (row.sizeBytes === 0 && !startsAsWebm(bytes))
      throw new AppError('validation', 'A recording must be WebM audio');
    await store.append(row.bytesPath, bytes);
    const size = row.sizeBytes + bytes.length;
    await tx
      .update(telephonyRecordings)
      .set({ sizeBytes: size, durationMs: Math.max(row.durationMs, request.duration_ms) })
      .where(eq(telephonyRecordings.id, row.id));
    return { size_bytes: size, ended: false };
  });
}

export async function endRecording(
  ctx: DomainContext,
  caller: Caller,
  request: CallRef & { duration_ms: number },
): Promise<RecordingProgress> {
  await requireAgent(ctx, caller);
  return ctx.db.transaction(async (tx) => {
    const row = await ownRecording(tx, caller, request.call_log_table_id);
    const durationMs = Math.max(row.durationMs, request.duration_ms);
    await tx
      .update(telephonyRecordings)
      .set({ endedAt: new Date(), durationMs })
      .where(eq(telephonyRecordings.id, row.id));
    return { size_bytes: row.sizeBytes, ended: true };
  });
}

/** The agent's Pause (a card number is read out) and Resume: each in the audit trail with the call. */
export async function pauseRecording(
  ctx: DomainContext,
  caller: Caller,
  request: CallRef & { paused: boolean },
): Promise<RecordingProgress> {
  await requireAgent(ctx, caller);
  return ctx.db.transaction(async (tx) => {
    const row = await ownRecording(tx, caller, request.call_log_table_id);
    await audit(tx, {
      action: request.paused ? 'telephony.recording_pause' : 'telephony.recording_resume',
      entity: 'telephony_call_log',
      entityId: row.callLogId,
      userId: caller.userId,
      tenantId: row.tenantId,
    });
    return { size_bytes: row.sizeBytes, ended: false };
  });
}
