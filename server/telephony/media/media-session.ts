import { createSocket, type Socket } from 'node:dgram';
import { decodeUlaw, encodeUlaw } from './g711';
import { buildRtp, dtmfReader, parseRtp } from './rtp';
import { paceFrames } from './frame-pacer';
import { sampleRate } from './wav';

/** 20 ms of 8 kHz audio: one RTP packet of PCMU. */
const frame = 160;
const pcmu = 0;

export type MediaSessionOptions = {
  /** Where the caller wants RTP (their SDP). */
  remote: { address: string; port: number };
  telephoneEvent: number | null;
  /** The longest recording kept; audio after it is dropped. */
  maxRecordSamples: number;
  onDigit: (digit: string) => void;
};

export type MediaSession = Awaited<ReturnType<typeof openMediaSession>>;

/**
 * One call's media on the endpoint: an RTP socket on loopback that plays prompts to the caller, and records the
 * caller's PCMU while `recording` is on, placed by RTP timestamp so a lost or late packet leaves silence where it was.
 */
export async function openMediaSession(options: MediaSessionOptions) {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const port = socket.address().port;
  const ssrc = (Math.random() * 0xffffffff) >>> 0;
  let sequence = (Math.random() * 0xffff) & 0xffff;
  let timestamp = (Math.random() * 0xffffffff) >>> 0;
  let recording = false;
  let firstTimestamp: number | null = null;
  let recorded = new Int16Array(sampleRate * 10);
  let recordedLength = 0;
  let player: { stop: () => void } | null = null;
  let played: (() => void) | null = null;
  const onDtmf = dtmfReader(options.onDigit);

  socket.on('message', (packet) => {
    const rtp = parseRtp(packet);
    if (!rtp) return;
    if (options.telephoneEvent !== null && rtp.payloadType === options.telephoneEvent) return onDtmf(rtp);
    if (rtp.payloadType !== pcmu || !recording) return;
    firstTimestamp ??= rtp.timestamp;
    const at = (rtp.timestamp - firstTimestamp) >>> 0;
    const end = at + rtp.payload.length;
    if (end > options.maxRecordSamples) return;
    if (end > recorded.length) {
      const grown = new Int16Array(Math.min(options.maxRecordSamples, Math.max(end, recorded.length * 2)));
      grown.set(recorded.subarray(0, recordedLength));
      recorded = grown;
    }
    recorded.set(decodeUlaw(rtp.payload), at);
    recordedLength = Math.max(recordedLength, end);
  });
  socket.on('error', () => undefined); // an unreachable caller port (ICMP) is the caller gone: BYE ends it

  const stopPlaying = () => {
    player?.stop();
    player = null;
    const done = played;
    played = null;
    done?.();
  };

  return {
    port,
    /** Plays the samples in 20 ms packets; resolves at their end, or at once when stopped. */
    play(samples: Int16Array): Promise<void> {
      stopPlaying();
      const payload = encodeUlaw(samples);
      let at = 0;
      return new Promise((resolve) => {
        played = resolve;
        const send = (): boolean => {
          if (at >= payload.length) {
            stopPlaying();
            return false;
          }
          const chunk = new Uint8Array(frame).fill(0xff);
          chunk.set(payload.subarray(at, at + frame));
          const packet = buildRtp({
            payloadType: pcmu,
            marker: at === 0,
            sequence,
            timestamp,
            ssrc,
            payload: chunk,
          });
          sequence = (sequence + 1) & 0xffff;
          timestamp = (timestamp + frame) >>> 0;
          at += frame;
          socket.send(packet, options.remote.port, options.remote.address);
          return true;
        };
        player = paceFrames(send, true);
      });
    },
    startRecording() {
      recording = true;
    },
    /** The caller's audio so far, as 16-bit samples. */
    recording: (): Int16Array => recorded.slice(0, recordedLength),
    close() {
      stopPlaying();
      recording = false;
      socket.close();
    },
  };
}
