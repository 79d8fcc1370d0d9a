import { fromCallback, type EventObject } from 'xstate';
import type { RecordingCommand, RecordingState } from '../../contracts/telephony/recording-events';
import { callMedia } from './call-media';
import { mixCall, type CallMix } from './call-mixer';
import { recordingApi } from './recording-api';

/** A chunk every few seconds: a tab closed mid-call loses at most this much of the recording. */
export const recordingChunkMs = 3000;
const quiet = { quiet: 'failures' as const };

const base64Of = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(i + 0x8000, bytes.length)));
  return btoa(text);
};

const joined = (parts: Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/**
 * Records the current call in the agent's browser (issue 39): asks the service how the call is recorded, mixes
 * both sides (call-mixer.ts) into a MediaRecorder and uploads its WebM chunks while the call lasts. A chunk the
 * service did not take stays and goes with the next one, so a network blip loses nothing. Stopping (the call
 * ends) sends the last chunk and closes the recording.
 */
export const callRecorder = fromCallback<RecordingCommand, { call_log_table_id: number | null }>(
  ({ input, sendBack, receive }) => {
    const id = input.call_log_table_id;
    const report = (state: RecordingState) => sendBack({ type: 'recording.state', state } as EventObject);
    let stopped = false;
    let mix: CallMix | null = null;
    let recorder: MediaRecorder | null = null;
    let offset = 0;
    let unsent: Uint8Array[] = [];
    let uploads = Promise.resolve();
    let activeMs = 0;
    let activeSince: number | null = null;
    const elapsed = () => activeMs + (activeSince === null ? 0 : Date.now() - activeSince);

    const upload = (blob: Blob) => {
      uploads = uploads.then(async () => {
        if (id === null) return;
        unsent.push(new Uint8Array(await blob.arrayBuffer()));
        const bytes = joined(unsent);
        if (!bytes.length) return;
        const chunk = { call_log_table_id: id, offset, chunk: base64Of(bytes), duration_ms: elapsed() };
        const answer = await recordingApi.append(chunk, quiet).catch(() => null);
        if (answer?.kind !== 'ok') return;
        offset = answer.data.size_bytes;
        unsent = [];
      });
    };

    const record = async (consentUrl: string | null) => {
      const connection = callMedia.get();
      if (!connection || typeof MediaRecorder === 'undefined') return report('failed');
      mix = await mixCall(connection, consentUrl);
      if (stopped) return mix.close();
      recorder = new MediaRecorder(mix.recorded, { mimeType: 'audio/webm;codecs=opus' });
      recorder.ondataavailable = (e) => upload(e.data);
      recorder.onstop = () => {
        uploads = uploads.then(async () => {
          mix?.close();
          if (id !== null) await recordingApi.end({ call_log_table_id: id, duration_ms: elapsed() }, quiet);
        });
      };
      recorder.start(recordingChunkMs);
      activeSince = Date.now();
      report('recording');
    };

    const begin = async (start: boolean) => {
      if (id === null) return report('off');
      report('starting');
      const answer = await recordingApi.begin({ call_log_table_id: id, start }, quiet);
      if (stopped) return;
      if (answer.kind !== 'ok') return report('failed');
      if (!answer.data.recording) return report(answer.data.mode === 'on_demand' ? 'available' : 'off');
      await record(answer.data.consent_url);
    };
    const failed = () => report('failed');
    begin(false).catch(failed);

    receive((command) => {
      if (command.type === 'recording.start' && recorder === null) begin(true).catch(failed);
      if (id === null || recorder === null) return;
      const pausing = command.type === 'recording.pause' && recorder.state === 'recording';
      const resuming = command.type === 'recording.resume' && recorder.state === 'paused';
      if (!pausing && !resuming) return;
      if (pausing) {
        recorder.pause();
        activeMs = elapsed();
        activeSince = null;
      } else {
        recorder.resume();
        activeSince = Date.now();
      }
      report(pausing ? 'paused' : 'recording');
      void recordingApi.pause({ call_log_table_id: id, paused: pausing }).catch(() => undefined);
    });

    return () => {
      stopped = true;
      if (recorder && recorder.state !== 'inactive') {
        activeMs = elapsed();
        activeSince = null;
        recorder.stop();
      } else mix?.close();
    };
  },
);
