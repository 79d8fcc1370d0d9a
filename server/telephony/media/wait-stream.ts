import { createSocket, type Socket } from 'node:dgram';
import { encodeUlaw } from './g711';
import { paceFrames } from './frame-pacer';
import { buildRtp } from './rtp';

/** 20 ms of 8 kHz audio: one RTP packet of PCMU. */
const frame = 160;
const pcmu = 0;

export type WaitStreamOptions = {
  /** Where the caller wants RTP (their SDP offer). */
  remote: { address: string; port: number };
  /** The hold music, looped for as long as the caller waits. */
  music: Int16Array;
};

export type WaitStream = Awaited<ReturnType<typeof openWaitStream>>;

/**
 * A queued caller's early media (issue 39): PCMU to the caller's RTP address every 20 ms, the hold music on a loop,
 * interrupted by an announcement, after which the music goes on where it stopped (not from its start). It only
 * sends: what the caller says while waiting is nobody's to hear.
 */
export async function openWaitStream(options: WaitStreamOptions) {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  socket.on('error', () => undefined); // an unreachable caller port (ICMP): the call's end stops the stream
  const port = socket.address().port;
  const ssrc = (Math.random() * 0xffffffff) >>> 0;
  let sequence = (Math.random() * 0xffff) & 0xffff;
  let timestamp = (Math.random() * 0xffffffff) >>> 0;
  const music = encodeUlaw(options.music);
  let musicAt = 0;
  let speech: Uint8Array | null = null;
  let speechAt = 0;
  let first = true;
  let closed = false;

  /** The next 160 bytes: the announcement while one plays, else the music, wrapping round at its end. */
  const next = (): Uint8Array => {
    const chunk = new Uint8Array(frame).fill(0xff);
    if (speech) {
      chunk.set(speech.subarray(speechAt, speechAt + frame));
      speechAt += frame;
      if (speechAt >= speech.length) speech = null;
      return chunk;
    }
    if (music.length === 0) return chunk;
    for (let i = 0; i < frame; i += 1) {
      chunk[i] = music[musicAt] ?? 0xff;
      musicAt = (musicAt + 1) % music.length;
    }
    return chunk;
  };

  const send = (): boolean => {
    const packet = buildRtp({ payloadType: pcmu, marker: first, sequence, timestamp, ssrc, payload: next() });
    first = false;
    sequence = (sequence + 1) & 0xffff;
    timestamp = (timestamp + frame) >>> 0;
    socket.send(packet, options.remote.port, options.remote.address);
    return true;
  };
  // The first packet goes in 20 ms, not now: an announcement given as the stream opens comes before any music.
  const pacer = paceFrames(send, false);

  return {
    port,
    /** Says `samples` now, over whatever was playing (an announcement replaces one still under way). */
    announce(samples: Int16Array) {
      speech = encodeUlaw(samples);
      speechAt = 0;
    },
    close() {
      if (closed) return;
      closed = true;
      pacer.stop();
      socket.close();
    },
  };
}
