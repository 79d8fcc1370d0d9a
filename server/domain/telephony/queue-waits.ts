import { announcementDue, positionPrompts, type Announced } from '../../../src/rules/wait-announcements';
import type { Prompts, WaitPrompts } from '../../telephony/media/media-endpoint';
import { waitAnswerSdp } from '../../telephony/media/wait-sdp';
import { openWaitStream, type WaitStream } from '../../telephony/media/wait-stream';

export type QueueWaitsOptions = {
  /** The media endpoint's prompt hook: a queue's prompts, the waiting ones among them when it has them. */
  prompts: (queueId: number) => Prompts | Promise<Prompts>;
  /** Whether the router still holds the call (waiting, or being offered): a stream it dropped is closed. */
  holds: (callIds: ReadonlySet<string>) => Promise<ReadonlySet<string>>;
  /** How often streams are checked against the router; 5 s, the lease of a waiting caller. */
  sweepMs?: number;
  minGapMs?: number;
  now?: () => number;
};

type Waiting = {
  stream: WaitStream | null;
  speech: WaitPrompts['speech'];
  announced: Announced | null;
  /** The last place the router gave; said once the stream is open if it was given while it opened. */
  position: number;
};

const joined = (parts: readonly Int16Array[]): Int16Array => {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** What `start` answers Kamailio: our SDP for its 183, "playing" (a spiral: say nothing), or null (182, silence). */
export type WaitStart = { sdp: string } | 'playing' | null;

/**
 * The queued callers' music and position announcements (issue 39), one early-media stream per call id, opened on
 * the first "nobody free" and kept through Kamailio's spirals, told each place the router gives, and closed when
 * the call is answered, ended, sent to overflow, or dropped by the router.
 */
export function createQueueWaits(options: QueueWaitsOptions) {
  const now = options.now ?? Date.now;
  const calls = new Map<string, Waiting>();

  const announceIfDue = (entry: Waiting) => {
    if (!entry.stream || !announcementDue(entry.announced, entry.position, now(), options.minGapMs)) return;
    const parts = positionPrompts(entry.position).map((name) => entry.speech[name]);
    if (parts.some((p) => p === undefined)) return;
    entry.stream.announce(joined(parts.filter((p): p is Int16Array => p !== undefined)));
    entry.announced = { position: entry.position, at: now() };
  };

  const stop = (callId: string) => {
    const entry = calls.get(callId);
    calls.delete(callId);
    entry?.stream?.close();
  };

  const sweep = setInterval(() => {
    if (calls.size === 0) return;
    const asked = new Set(calls.keys());
    options.holds(asked).then(
      (held) => asked.forEach((callId) => held.has(callId) || stop(callId)),
      () => undefined, // the router not loaded: nothing is known to have ended, the next sweep asks again
    );
  }, options.sweepMs ?? 5000);
  sweep.unref();

  return {
    async start(callId: string, queueId: number, position: number, offer: string): Promise<WaitStart> {
      if (calls.has(callId)) return 'playing';
      const wait = (await options.prompts(queueId)).wait;
      if (calls.has(callId)) return 'playing';
      const fits = wait ? waitAnswerSdp(offer, '127.0.0.1', 0) : null;
      if (!wait || !fits) return null;
      const entry: Waiting = { stream: null, speech: wait.speech, announced: null, position };
      calls.set(callId, entry);
      const stream = await openWaitStream({ remote: fits.remote, music: wait.music });
      // Answered, ended or overflowed while the socket opened: nobody to play to.
      if (calls.get(callId) !== entry) {
        stream.close();
        return null;
      }
      entry.stream = stream;
      announceIfDue(entry);
      return { sdp: waitAnswerSdp(offer, '127.0.0.1', stream.port)?.sdp ?? '' };
    },
    /** The router's answer to Kamailio's question: the caller's place now. */
    position(callId: string, position: number) {
      const entry = calls.get(callId);
      if (!entry) return;
      entry.position = position;
      announceIfDue(entry);
    },
    stop,
    /** Call ids with a stream open. */
    playing: (): string[] => [...calls.keys()],
    close() {
      clearInterval(sweep);
      for (const callId of [...calls.keys()]) stop(callId);
    },
  };
}

export type QueueWaits = ReturnType<typeof createQueueWaits>;
