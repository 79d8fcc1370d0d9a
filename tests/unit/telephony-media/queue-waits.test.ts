import { createSocket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueueWaits } from '../../../server/domain/telephony/queue-waits';
import { encodeUlaw } from '../../../server/telephony/media/g711';
import type { Prompts } from '../../../server/telephony/media/media-endpoint';

// Each part a steady level of its own for a frame: its μ-law byte tells which part a packet carries.
const part = (level: number) => new Int16Array(160).fill(level);
const byteOf = (level: number) => encodeUlaw(new Int16Array([level]))[0];
const levels = { intro: 1000, outro: 2000, music: 300, number: (n: number) => 4000 + n * 1000 };
const none = new Int16Array(0);
const prompts: Prompts = {
  voicemail: none,
  callbackOffer: none,
  callbackThanks: none,
  beep: none,
  wait: {
    music: part(levels.music),
    speech: {
      'position-intro': part(levels.intro),
      'position-outro': part(levels.outro),
      'number-1': part(levels.number(1)),
      'number-2': part(levels.number(2)),
      'number-3': part(levels.number(3)),
    },
  },
};

/** A caller's RTP socket: the first payload byte of each packet, in order. */
async function listener() {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const heard: number[] = [];
  socket.on('message', (packet) => heard.push(packet[12] ?? -1));
  const sdp = `v=0\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio ${socket.address().port} RTP/AVP 0\r\n`;
  return { heard, sdp, close: () => socket.close() };
}

const open: { close: () => void }[] = [];
afterEach(() => open.splice(0).forEach((o) => o.close()));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  return check();
};
/** Whether `heard` stops growing for `ms` (looked at up to 50 times). */
const quiet = async (heard: number[], ms: number) => {
  for (let i = 0, last = heard.length; i < 50; i += 1, last = heard.length) {
    await new Promise((r) => setTimeout(r, ms));
    if (heard.length === last) return true;
  }
  return false;
};
const said = (heard: number[], n: number) =>
  heard.join(',').includes([levels.intro, levels.number(n), levels.outro].map(byteOf).join(','));

describe("queued callers' music and announcements", () => {
  it('says the place first, then music; a spiral asking again keeps the stream; a change waits for the gap', async () => {
    let now = 0;
    const waits = createQueueWaits({
      prompts: () => prompts,
      holds: async (ids) => ids,
      minGapMs: 20_000,
      now: () => now,
    });
    const caller = await listener();
    open.push(waits, caller);
    const started = await waits.start('call-1', 7, 2, caller.sdp);
    expect(started).toMatchObject({ sdp: expect.stringContaining('a=sendonly') });
    expect(await waits.start('call-1', 7, 2, caller.sdp)).toBe('playing');
    expect(await until(() => caller.heard.includes(byteOf(levels.music)))).toBe(true);
    expect(said(caller.heard, 2)).toBe(true);
    expect(caller.heard.indexOf(byteOf(levels.music))).toBe(3); // nothing before the sentence

    now = 5_000; // moved up, but 5 s after the last: not yet
    waits.position('call-1', 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(said(caller.heard, 1)).toBe(false);
    now = 20_000;
    waits.position('call-1', 1);
    expect(await until(() => said(caller.heard, 1))).toBe(true);

    // Stopped: the line goes quiet. A packet sent just before the stop may still land after it (the replay saw 13
    // where 12 were counted), so what is asserted is 60 ms without a packet, three packet times, which a running
    // stream never gives.
    waits.stop('call-1');
    expect(await quiet(caller.heard, 60)).toBe(true);
    expect(waits.playing()).toEqual([]);
  });

  it('plays nothing to an offer it cannot answer, and closes a stream the router no longer holds', async () => {
    const waits = createQueueWaits({ prompts: () => prompts, holds: async () => new Set(), sweepMs: 50 });
    const caller = await listener();
    open.push(waits, caller);
    expect(await waits.start('call-2', 7, 1, caller.sdp.replace('RTP/AVP 0', 'RTP/AVP 8'))).toBeNull();
    expect(await waits.start('call-3', 7, 1, caller.sdp)).not.toBeNull();
    expect(await until(() => waits.playing().length === 0)).toBe(true);
    expect(await quiet(caller.heard, 60)).toBe(true);
  });
});
