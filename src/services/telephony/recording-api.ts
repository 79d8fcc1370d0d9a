import {
  recordingPaths as paths,
  type CaseRecording,
  type RecordingBegin,
  type RecordingMedia,
  type RecordingMode,
  type RecordingProgress,
  type RecordingSettings,
} from '../../contracts/telephony/recordings';
import { post, type RequestOptions } from '../http';

type CallRef = { call_log_table_id: number };

/** Call recording (issue 39): the agent's uploads, and playing a case's recordings. */
export const recordingApi = {
  begin: (body: CallRef & { start?: boolean }, options?: RequestOptions) =>
    post<RecordingBegin>(paths.begin, body, options),
  append: (
    body: CallRef & { offset: number; chunk: string; duration_ms: number },
    options?: RequestOptions,
  ) => post<RecordingProgress>(paths.append, body, options),
  end: (body: CallRef & { duration_ms: number }, options?: RequestOptions) =>
    post<RecordingProgress>(paths.end, body, options),
  pause: (body: CallRef & { paused: boolean }) => post<RecordingProgress>(paths.pause, body),
  ofCase: (caseId: number) => post<CaseRecording[]>(paths.ofCase, { case_id: caseId }),
  play: (body: CallRef) => post<RecordingMedia>(paths.play, body),
  download: (body: CallRef) => post<RecordingMedia>(paths.download, body),
  settings: () => post<RecordingSettings>(paths.settings, {}),
  saveSettings: (body: RecordingSettings) => post<RecordingSettings>(paths.saveSettings, body),
  queueMode: (body: { queue_id: number; mode: RecordingMode }) =>
    post<{ queue_id: number; mode: RecordingMode }>(paths.queueMode, body),
};
