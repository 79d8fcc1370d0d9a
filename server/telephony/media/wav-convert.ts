import { decodeUlaw } from './g711';
import { sampleRate } from './wav';

/** What a tenant may upload as a prompt, in the words the refusal uses. */
export const acceptedPromptAudio =
  'a WAV file of 16-bit PCM or μ-law audio (any sample rate from 8 to 48 kHz, mono or stereo)';

export class PromptAudioError extends Error {}

type Format = { code: number; channels: number; rate: number; bits: number };

const refuse = (what: string): never => {
  throw new PromptAudioError(`${what}: a prompt must be ${acceptedPromptAudio}`);
};

/** The fmt chunk and the data of a RIFF WAVE file, whatever its format (readWav accepts only 8 kHz mono). */
function chunks(file: Buffer): { format: Format; data: Buffer } {
  if (file.length < 12 || file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE')
    refuse('This is not a WAV file');
  let format: Format | null = null;
  for (let at = 12; at + 8 <= file.length;) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && body + 16 <= file.length) {
      format = {
        code: file.readUInt16LE(body),
        channels: file.readUInt16LE(body + 2),
        rate: file.readUInt32LE(body + 4),
        bits: file.readUInt16LE(body + 14),
      };
      // WAVE_FORMAT_EXTENSIBLE names the real format in its sub-format GUID's first two bytes.
      if (format.code === 0xfffe && size >= 40 && body + 26 <= file.length)
        format.code = file.readUInt16LE(body + 24);
    }
    if (id === 'data') {
      if (!format) return refuse('This WAV file has its audio before its format');
      return { format, data: file.subarray(body, Math.min(body + size, file.length)) };
    }
    at = body + size + (size % 2);
  }
  return refuse('This WAV file has no audio');
}

/** Mono 16-bit samples at the file's rate: channels averaged, μ-law decoded. */
function monoSamples({ code, channels, bits }: Format, data: Buffer): Int16Array {
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor(data.length / frameBytes);
  const linear =
    code === 7 ? decodeUlaw(data.subarray(0, frames * frameBytes)) : new Int16Array(frames * channels);
  if (code === 1) for (let i = 0; i < linear.length; i += 1) linear[i] = data.readInt16LE(i * 2);
  if (channels === 1) return linear;
  const mono = new Int16Array(frames);
  for (let f = 0; f < frames; f += 1) {
    let sum = 0;
    for (let c = 0; c < channels; c += 1) sum += linear[f * channels + c] ?? 0;
    mono[f] = Math.round(sum / channels);
  }
  return mono;
}

/**
 * Down to 8 kHz (uploads are 8 kHz or faster): each output sample averages the input samples of its 1/8000 s, a
 * box filter that is enough against the aliasing a telephone line would make audible.
 */
function resample(input: Int16Array, rate: number): Int16Array {
  if (rate === sampleRate) return input;
  const ratio = rate / sampleRate;
  const out = new Int16Array(Math.floor(input.length / ratio));
  for (let i = 0; i < out.length; i += 1) {
    const from = Math.floor(i * ratio);
    const to = Math.max(from + 1, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = from; j < to; j += 1) sum += input[j] ?? 0;
    out[i] = Math.round(sum / (to - from));
  }
  return out;
}

/** A WAV file as the media endpoint plays it (8 kHz mono 16-bit), or a PromptAudioError saying what is accepted. */
export function promptSamples(file: Buffer): Int16Array {
  const { format, data } = chunks(file);
  const pcm = format.code === 1 && format.bits === 16;
  const ulaw = format.code === 7 && format.bits === 8;
  if (!pcm && !ulaw) refuse(`This WAV file is ${describe(format)}`);
  if (format.channels < 1 || format.channels > 2) refuse(`This WAV file has ${format.channels} channels`);
  if (format.rate < 8000 || format.rate > 48000) refuse(`This WAV file is sampled at ${format.rate} Hz`);
  const samples = resample(monoSamples(format, data), format.rate);
  if (samples.length < sampleRate / 10) refuse('This WAV file is shorter than a tenth of a second');
  return samples;
}

const describe = ({ code, bits }: Format): string =>
  code === 1
    ? `${bits}-bit PCM`
    : code === 3
      ? 'floating-point audio'
      : code === 6
        ? 'A-law'
        : 'compressed audio';

/** Samples as stored (little-endian 16-bit) and back. */
export const samplesToBytes = (samples: Int16Array): Buffer => {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) out.writeInt16LE(samples[i] ?? 0, i * 2);
  return out;
};
export const bytesToSamples = (bytes: Buffer): Int16Array => {
  const out = new Int16Array(Math.floor(bytes.length / 2));
  for (let i = 0; i < out.length; i += 1) out[i] = bytes.readInt16LE(i * 2);
  return out;
};
