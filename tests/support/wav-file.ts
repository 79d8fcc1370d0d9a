/**
 * A WAV file as a person's recorder would write it, for the prompt tests: 16-bit PCM (format 1), μ-law (7) or
 * 32-bit float (3), any rate and channel count; `frames` interleaved, one value per channel per frame.
 */
export function wavFile(options: {
  rate: number;
  channels: number;
  frames: ArrayLike<number>;
  format?: 'pcm16' | 'float32';
}): Buffer {
  const float = options.format === 'float32';
  const bytesPer = float ? 4 : 2;
  const data = options.frames.length * bytesPer;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(float ? 3 : 1, 20);
  out.writeUInt16LE(options.channels, 22);
  out.writeUInt32LE(options.rate, 24);
  out.writeUInt32LE(options.rate * options.channels * bytesPer, 28);
  out.writeUInt16LE(options.channels * bytesPer, 32);
  out.writeUInt16LE(bytesPer * 8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < options.frames.length; i += 1) {
    const value = options.frames[i] ?? 0;
    if (float) out.writeFloatLE(value / 32768, 44 + i * 4);
    else out.writeInt16LE(Math.round(value), 44 + i * 2);
  }
  return out;
}

/** A steady tone's samples. */
export const tone = (hz: number, rate: number, count: number, amplitude = 8000): Int16Array =>
  Int16Array.from({ length: count }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

export const wavDataUrl = (file: Buffer): string => `data:audio/wav;base64,${file.toString('base64')}`;
