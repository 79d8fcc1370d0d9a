/** G.711 μ-law (PCMU), the one codec the media endpoint speaks: 8-bit samples to 16-bit linear PCM and back. */

const bias = 0x84;
const clip = 32635;

export function ulawToLinear(byte: number): number {
  const u = ~byte & 0xff;
  const exponent = (u >> 4) & 0x07;
  const magnitude = ((((u & 0x0f) << 3) + bias) << exponent) - bias;
  return u & 0x80 && magnitude !== 0 ? -magnitude : magnitude;
}

export function linearToUlaw(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(Math.round(sample)), clip) + bias;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  magnitude = sign | (exponent << 4) | mantissa;
  return ~magnitude & 0xff;
}

// A table: every received packet's 160 bytes go through it.
const decodeTable = Int16Array.from({ length: 256 }, (_, i) => ulawToLinear(i));

export function decodeUlaw(payload: Uint8Array): Int16Array {
  const out = new Int16Array(payload.length);
  for (let i = 0; i < payload.length; i += 1) out[i] = decodeTable[payload[i] ?? 0xff] ?? 0;
  return out;
}

export function encodeUlaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) out[i] = linearToUlaw(samples[i] ?? 0);
  return out;
}
