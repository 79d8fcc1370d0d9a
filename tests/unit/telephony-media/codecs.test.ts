import { describe, expect, it } from 'vitest';
import { decodeUlaw, encodeUlaw, linearToUlaw, ulawToLinear } from '../../../server/telephony/media/g711';
import { buildRtp, dtmfReader, parseDtmf, parseRtp } from '../../../server/telephony/media/rtp';
import { pcmSamples, pcmWav, readWav } from '../../../server/telephony/media/wav';
import { promptSamples } from '../../../server/telephony/media/wav-convert';
import { withOwn } from '../../../server/telephony/media/prompt-set';
import { tone, wavFile } from '../../support/wav-file';
import { toneShare } from '../../support/tone';

describe('G.711 μ-law', () => {
  it('decodes the reference points of the standard table', () => {
    expect(ulawToLinear(0xff)).toBe(0);
    expect(ulawToLinear(0x7f)).toBe(0);
    expect(ulawToLinear(0x80)).toBe(32124);
    expect(ulawToLinear(0x00)).toBe(-32124);
    expect(ulawToLinear(0xf0)).toBe(120);
  });

  it('round-trips every code, and a linear sample comes back within the step of its segment', () => {
    for (let code = 0; code < 256; code += 1) {
      if (code === 0x7f) continue; // negative zero encodes as positive zero
      expect(linearToUlaw(ulawToLinear(code))).toBe(code);
    }
    for (const sample of [0, 1, -1, 100, -100, 1000, -5000, 12345, 32767, -32768]) {
      const back = ulawToLinear(linearToUlaw(sample));
      expect(Math.abs(back - sample)).toBeLessThanOrEqual(Math.max(8, Math.abs(sample) / 16));
    }
  });

  it('a 1 kHz tone survives encode and decode (its energy is kept)', () => {
    const tone = Int16Array.from({ length: 800 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * i) / 8)),
    );
    const back = decodeUlaw(encodeUlaw(tone));
    const rms = (s: Int16Array) => Math.sqrt(s.reduce((sum, x) => sum + x * x, 0) / s.length);
    expect(rms(back) / rms(tone)).toBeGreaterThan(0.97);
    expect(rms(back) / rms(tone)).toBeLessThan(1.03);
  });
});

describe('WAV', () => {
  it('writes 16-bit PCM 8 kHz mono that reads back sample for sample', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const file = pcmWav(samples);
    expect(file.length).toBe(44 + 12);
    expect(file.toString('ascii', 0, 4)).toBe('RIFF');
    const audio = readWav(file);
    expect(audio.format).toBe('pcm16');
    expect([...pcmSamples(audio, decodeUlaw)]).toEqual([...samples]);
  });

  it('reads μ-law files, skips unknown chunks, and refuses what it cannot play', () => {
    const ulaw = pcmWav(new Int16Array(4));
    ulaw.writeUInt16LE(7, 20);
    ulaw.writeUInt16LE(8, 34);
    const withList = Buffer.concat([
      ulaw.subarray(0, 36),
      Buffer.from('LIST\x03\x00\x00\x00abc\x00', 'latin1'),
      ulaw.subarray(36),
    ]);
    expect(readWav(withList).format).toBe('ulaw');
    const stereo = pcmWav(new Int16Array(4));
    stereo.writeUInt16LE(2, 22);
    expect(() => readWav(stereo)).toThrow(/mono/);
    const wideband = pcmWav(new Int16Array(4), 16000);
    expect(() => readWav(wideband)).toThrow(/8 kHz/);
    expect(() => readWav(Buffer.from('not a wav file at all, no'))).toThrow(/Not a WAV/);
  });

  it('converts an uploaded prompt to 8 kHz mono: 44.1 kHz stereo (one side silent), 11.025 kHz, μ-law', () => {
    const left = tone(400, 44100, 44100);
    const stereo = wavFile({
      rate: 44100,
      channels: 2,
      frames: Int16Array.from({ length: 88200 }, (_, i) => (i % 2 ? 0 : (left[i >> 1] ?? 0))),
    });
    const converted = promptSamples(stereo);
    expect(converted.length).toBe(8000);
    expect(toneShare(converted, 8000, 400)).toBeGreaterThan(0.95);
    // The silent channel halves the level: the channels are averaged, not one taken.
    expect(Math.max(...converted)).toBeGreaterThan(3600);
    expect(Math.max(...converted)).toBeLessThan(4100);
    expect(promptSamples(wavFile({ rate: 11025, channels: 1, frames: tone(300, 11025, 11025) })).length).toBe(
      8000,
    );
    expect(() => promptSamples(wavFile({ rate: 6000, channels: 1, frames: tone(300, 6000, 6000) }))).toThrow(
      /sampled at 6000 Hz: a prompt must be/,
    );
    const ulaw = pcmWav(tone(400, 8000, 800));
    ulaw.writeUInt16LE(7, 20);
    ulaw.writeUInt16LE(8, 34);
    expect(promptSamples(ulaw).length).toBe(1600);
    expect(() => promptSamples(Buffer.from('RIFF....WAVE'))).toThrow(/no audio/);
    const float = wavFile({ rate: 8000, channels: 1, frames: tone(400, 8000, 800), format: 'float32' });
    expect(() => promptSamples(float)).toThrow(
      /floating-point audio: a prompt must be a WAV file of 16-bit PCM/,
    );
  });
});

describe('RTP and telephone-events', () => {
  it('builds and parses a packet; CSRCs, an extension and padding are skipped', () => {
    const packet = buildRtp({
      payloadType: 0,
      marker: true,
      sequence: 65535,
      timestamp: 0xfffffff0,
      ssrc: 0xdeadbeef,
      payload: Uint8Array.from([1, 2, 3]),
    });
    expect(parseRtp(packet)).toMatchObject({
      payloadType: 0,
      marker: true,
      sequence: 65535,
      timestamp: 0xfffffff0,
      ssrc: 0xdeadbeef,
    });
    expect([...(parseRtp(packet)?.payload ?? [])]).toEqual([1, 2, 3]);
    const head = Buffer.from(packet.subarray(0, 12));
    head[0] = 0x80 | 0x20 | 0x10 | 0x01; // padding, extension, one CSRC
    const odd = Buffer.concat([
      head,
      Buffer.alloc(4),
      Buffer.from([0xbe, 0xde, 0, 1]),
      Buffer.alloc(4),
      Buffer.from([9, 8, 0, 2]),
    ]);
    expect([...(parseRtp(odd)?.payload ?? [])]).toEqual([9, 8]);
    expect(parseRtp(Buffer.alloc(8))).toBeNull();
  });

  it('reads a key once per event, however often its packets and end packets are repeated', () => {
    expect(parseDtmf(Buffer.from([1, 0x8a, 0x03, 0x20]))).toEqual({ digit: '1', end: true, duration: 800 });
    expect(parseDtmf(Buffer.from([11, 0, 0, 0]))).toMatchObject({ digit: '#' });
    const keys: string[] = [];
    const read = dtmfReader((d) => keys.push(d));
    const event = (digit: number, timestamp: number, end: boolean) =>
      parseRtp(
        buildRtp({
          payloadType: 101,
          marker: false,
          sequence: 1,
          timestamp,
          ssrc: 1,
          payload: Uint8Array.from([digit, end ? 0x80 : 0, 0, 160]),
        }),
      );
    for (const p of [event(1, 800, false), event(1, 800, false), event(1, 800, true), event(1, 800, true)])
      if (p) read(p);
    const next = event(2, 2400, false);
    if (next) read(next);
    expect(keys).toEqual(['1', '2']);
  });
});

describe('a tenant’s prompt set', () => {
  it('takes its own recording of each kind, waiting music and spoken numbers included, else the folder’s', () => {
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((n) => Int16Array.of(n));
    const base = {
      voicemail: a,
      callbackOffer: a,
      callbackThanks: a,
      beep: a,
      wait: { music: a, speech: { 'number-2': a, 'position-intro': a } },
    };
    const set = withOwn(base, { voicemail: b, 'hold-music': c, 'number-2': d, 'callback-thanks': e });
    expect(set).toEqual({
      voicemail: b,
      callbackOffer: a,
      callbackThanks: e,
      beep: a,
      wait: { music: c, speech: { 'number-2': d, 'position-intro': a } },
    });
    expect(withOwn(base, {})).toEqual(base);
  });
});
