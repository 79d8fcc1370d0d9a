/**
 * WAV as the media endpoint needs it: recordings are written as 16-bit PCM, 8 kHz mono; prompts are read as 8 kHz
 * mono 16-bit PCM or μ-law (format 7). Anything else is refused, so a wrong prompt file is found at start.
 */

export const sampleRate = 8000;

export function pcmWav(samples: Int16Array, rate = sampleRate): Buffer {
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return out;
}

export type WavAudio = { format: 'pcm16' | 'ulaw'; rate: number; data: Buffer };

/** Reads the chunks of a RIFF WAVE file; throws on anything but 8 kHz mono PCM16 or μ-law. */
export function readWav(file: Buffer): WavAudio {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('Not a WAV file');
  let format: WavAudio['format'] | null = null;
  let rate = 0;
  for (let at = 12; at + 8 <= file.length;) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      const code = file.readUInt16LE(body);
      const channels = file.readUInt16LE(body + 2);
      rate = file.readUInt32LE(body + 4);
      const bits = file.readUInt16LE(body + 14);
      if (channels !== 1 || rate !== sampleRate) throw new Error('A prompt must be 8 kHz mono');
      if (code === 1 && bits === 16) format = 'pcm16';
      else if (code === 7 && bits === 8) format = 'ulaw';
      else throw new Error('A prompt must be 16-bit PCM or μ-law');
    }
    if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      return { format, rate, data: file.subarray(body, Math.min(body + size, file.length)) };
    }
    at = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('WAV file without data');
}

/** The samples of a WAV file as 16-bit linear PCM (μ-law decoded by the caller's table). */
export function pcmSamples(audio: WavAudio, decode: (bytes: Uint8Array) => Int16Array): Int16Array {
  if (audio.format === 'ulaw') return decode(audio.data);
  const samples = new Int16Array(Math.floor(audio.data.length / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = audio.data.readInt16LE(i * 2);
  return samples;
}
