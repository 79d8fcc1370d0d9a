import { z } from 'zod';
import { dbInt } from '../db-int';

/** Issue 39: whether a queue's calls (or a tenant's direct calls) are recorded. */
export const recordingMode = z.enum(['always', 'never', 'on_demand']);
export type RecordingMode = z.infer<typeof recordingMode>;

export const recordingPaths = {
  begin: '/telephony/recording/begin',
  append: '/telephony/recording/append',
  end: '/telephony/recording/end',
  pause: '/telephony/recording/pause',
  ofCase: '/telephony/recording/case',
  play: '/telephony/recording/play',
  download: '/telephony/recording/download',
  settings: '/telephony/recording/settings',
  saveSettings: '/telephony/recording/settings/save',
  queueMode: '/telephony/recording/queue_mode',
} as const;

const callRef = { call_log_table_id: dbInt().positive() };

/** The call is connected: the service says how it is recorded. `start` asks to record an on-demand call now. */
export const recordingBeginRequest = z.object({ ...callRef, start: z.boolean().optional() });
export const recordingBegin = z.object({
  mode: recordingMode,
  recording: z.boolean(),
  /** The consent announcement to play to the caller first (a URL under the console), or null. */
  consent_url: z.string().nullable(),
});
export type RecordingBegin = z.infer<typeof recordingBegin>;

/** A MediaRecorder chunk is a few seconds of Opus: ~20 KB; the call's body limit leaves room for base64. */
export const maxChunkBytes = 192 * 1024;
const base64 = z
  .string()
  .min(4)
  .max(Math.ceil(maxChunkBytes / 3) * 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Must be base64');

/** `offset` is the bytes already sent, so a retried chunk is recognised and a lost one is refused. */
export const recordingAppendRequest = z.object({
  ...callRef,
  offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  chunk: base64,
  duration_ms: dbInt().min(0),
});
export const recordingEndRequest = z.object({ ...callRef, duration_ms: dbInt().min(0) });
export const recordingPauseRequest = z.object({ ...callRef, paused: z.boolean() });
export const recordingProgress = z.object({ size_bytes: z.number().int(), ended: z.boolean() });
export type RecordingProgress = z.infer<typeof recordingProgress>;

export const caseRecordingsRequest = z.object({ case_id: dbInt().positive() });
export const caseRecording = z.object({
  call_log_table_id: dbInt(),
  started_at: z.string(),
  duration_ms: dbInt(),
  size_bytes: z.number().int(),
  /** The caller's (or dialled) number, as people read it. */
  number: z.string(),
  agent_name: z.string(),
  /** Held by the caller: the console offers Download only then. */
  can_download: z.boolean(),
});
export type CaseRecording = z.infer<typeof caseRecording>;
export const caseRecordings = z.array(caseRecording);

export const recordingRefRequest = z.object(callRef);
export const recordingMedia = z.object({
  media_type: z.literal('audio/webm'),
  data_url: z.string(),
  file_name: z.string(),
});
export type RecordingMedia = z.infer<typeof recordingMedia>;

export const recordingSettings = z.object({
  direct_mode: recordingMode,
  consent_announcement: z.boolean(),
  consent_file: z.string().regex(/^[a-z0-9-]+\.wav$/, 'Pick a shipped announcement'),
  retention_days: dbInt().min(1).max(3650),
});
export type RecordingSettings = z.infer<typeof recordingSettings>;

export const queueRecordingModeRequest = z.object({ queue_id: dbInt().positive(), mode: recordingMode });
