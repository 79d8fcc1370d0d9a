import { heardVoices } from './heard-voices';

/**
 * The recording's media graph: the caller's audio, the agent's microphone and whoever else the agent hears (a
 * supervisor's whisper or barge, heard-voices.ts) mixed into one stream for the MediaRecorder. With a consent announcement, the announcement is mixed into what the caller hears (the audio
 * sender's track is swapped for microphone + announcement until it has played) and into the recording.
 */
export type CallMix = {
  /** Both sides, for the MediaRecorder. */
  recorded: MediaStream;
  /** Resolves when the announcement has played (at once without one). */
  announced: Promise<void>;
  close: () => void;
};

const audioTracks = (tracks: (MediaStreamTrack | null)[]) =>
  tracks.filter((t): t is MediaStreamTrack => t !== null && t.kind === 'audio');

export async function mixCall(connection: RTCPeerConnection, consentUrl: string | null): Promise<CallMix> {
  const context = new AudioContext();
  // Created after the agent's Answer, but a browser may still start it suspended.
  await context.resume().catch(() => undefined);
  const recorded = context.createMediaStreamDestination();
  const source = (track: MediaStreamTrack) => context.createMediaStreamSource(new MediaStream([track]));
  for (const track of audioTracks(connection.getReceivers().map((r) => r.track)))
    source(track).connect(recorded);
  const sender = connection.getSenders().find((s) => s.track?.kind === 'audio') ?? null;
  const mic = sender?.track ?? null;
  const micSource = mic ? source(mic) : null;
  micSource?.connect(recorded);
  let voice: MediaStreamAudioSourceNode | null = null;
  const unsubscribe = heardVoices.subscribe((stream) => {
    voice?.disconnect();
    voice = stream && context.state !== 'closed' ? context.createMediaStreamSource(stream) : null;
    voice?.connect(recorded);
  });

  let restore = (): void => undefined;
  let announced = Promise.resolve();
  if (consentUrl && sender && mic && micSource) {
    const response = await fetch(consentUrl);
    const buffer = await context.decodeAudioData(await response.arrayBuffer());
    const toCaller = context.createMediaStreamDestination();
    micSource.connect(toCaller);
    const announcement = context.createBufferSource();
    announcement.buffer = buffer;
    announcement.connect(toCaller);
    announcement.connect(recorded);
    const announcing = toCaller.stream.getAudioTracks()[0] ?? mic;
    await sender.replaceTrack(announcing);
    // A monitor leg started during the announcement has put its own mix on the sender: that one stays.
    restore = () => {
      if (sender.track === announcing) void sender.replaceTrack(mic).catch(() => undefined);
    };
    announced = new Promise<void>((resolve) => {
      announcement.onended = () => {
        restore();
        resolve();
      };
    });
    announcement.start();
  }
  return {
    recorded: recorded.stream,
    announced,
    close: () => {
      unsubscribe();
      restore();
      void context.close().catch(() => undefined);
    },
  };
}
