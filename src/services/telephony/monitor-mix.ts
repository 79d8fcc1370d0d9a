import type { MonitorMode } from '../../contracts/telephony/monitor';
import { heardVoices } from './heard-voices';

/**
 * The agent's browser is the mixing point of a monitored call (issue 39), so no media server joins it:
 * - to the supervisor: the caller and the agent's microphone, in every mode;
 * - to the agent's ear: the caller, and the supervisor when whispering or barged in;
 * - to the caller: the agent's microphone, and the supervisor once barged in.
 * A mode is two gains; switching changes them and never renegotiates either call. What reaches the agent's ear
 * from the supervisor also goes to the call's recording (heard-voices.ts): a whisper and a barge are recorded, a
 * silent listen is not.
 */
export type MonitorMix = {
  /** What the monitor leg sends to the supervisor. */
  toSupervisor: MediaStream;
  addSupervisor: (stream: MediaStream) => void;
  setMode: (mode: MonitorMode) => void;
  /** Puts the call back as it was: the microphone to the caller, the caller alone to the ear. */
  close: () => void;
};

const gains = (mode: MonitorMode) => ({ ear: mode === 'listen' ? 0 : 1, caller: mode === 'barge' ? 1 : 0 });

export function monitorMix(
  call: RTCPeerConnection,
  ear: HTMLAudioElement | null,
  mode: MonitorMode,
): MonitorMix {
  const context = new AudioContext();
  const callerTracks = call.getReceivers().flatMap((r) => (r.track.kind === 'audio' ? [r.track] : []));
  const callerStream = new MediaStream(callerTracks);
  const sender = call.getSenders().find((s) => s.track?.kind === 'audio') ?? null;
  const mic = sender?.track ?? null;
  // Chromium plays a remote WebRTC track into WebAudio only while a media element also consumes it: a muted one.
  const keepFlowing = (stream: MediaStream) => {
    if (typeof Audio === 'undefined') return null;
    const sink = new Audio();
    sink.muted = true;
    sink.srcObject = stream;
    void sink.play().catch(() => undefined);
    return sink;
  };
  const sinks = [keepFlowing(callerStream)];
  const caller = callerTracks.length ? context.createMediaStreamSource(callerStream) : null;
  const micSource = mic ? context.createMediaStreamSource(new MediaStream([mic])) : null;
  const toSupervisor = context.createMediaStreamDestination();
  const toCaller = context.createMediaStreamDestination();
  const toEar = context.createMediaStreamDestination();
  const toRecording = context.createMediaStreamDestination();
  caller?.connect(toSupervisor);
  micSource?.connect(toSupervisor);
  micSource?.connect(toCaller);
  caller?.connect(toEar);
  const supervisorToEar = context.createGain();
  const supervisorToCaller = context.createGain();
  supervisorToEar.connect(toEar);
  supervisorToEar.connect(toRecording);
  supervisorToCaller.connect(toCaller);
  const setMode = (next: MonitorMode) => {
    const g = gains(next);
    supervisorToEar.gain.value = g.ear;
    supervisorToCaller.gain.value = g.caller;
  };
  setMode(mode);
  const mixedOut = toCaller.stream.getAudioTracks()[0];
  if (sender && mixedOut) void sender.replaceTrack(mixedOut);
  const callerHeard = ear?.srcObject ?? null;
  if (ear) ear.srcObject = toEar.stream;
  void context.resume().catch(() => undefined);
  heardVoices.set(toRecording.stream);
  return {
    toSupervisor: toSupervisor.stream,
    addSupervisor: (stream) => {
      sinks.push(keepFlowing(stream));
      const supervisor = context.createMediaStreamSource(stream);
      supervisor.connect(supervisorToEar);
      supervisor.connect(supervisorToCaller);
    },
    setMode,
    close: () => {
      heardVoices.set(null);
      if (sender && mic && call.signalingState !== 'closed')
        void sender.replaceTrack(mic).catch(() => undefined);
      if (ear) ear.srcObject = call.signalingState === 'closed' ? null : (callerHeard ?? callerStream);
      for (const sink of sinks) if (sink) sink.srcObject = null;
      void context.close().catch(() => undefined);
    },
  };
}
