// Makes the queue-waiting prompts shipped in server/telephony/prompts (issue 39): the spoken parts of "You are
// number 2 in the queue" with espeak-ng, and a hold tune synthesised here from soft sine chords, so the product
// ships no recording it has no rights to. Run `node scripts/make-wait-prompts.mjs [folder]` to remake them; a tenant
// replaces them with its own 8 kHz mono WAVs of the same names (TELEPHONY_PROMPTS_DIR).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rate = 8000;
const out = process.argv[2] ?? new URL('../server/telephony/prompts/', import.meta.url).pathname;

const wav = (samples) => {
  const data = samples.length * 2;
  const file = Buffer.alloc(44 + data);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + data, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(data, 40);
  samples.forEach((s, i) => file.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(s))), 44 + i * 2));
  return file;
};

/** espeak-ng's 16-bit mono WAV at its own rate, as numbers. */
const readPcm = (file) => {
  let at = 12;
  let from = 22050;
  while (at + 8 <= file.length) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    if (id === 'fmt ') from = file.readUInt32LE(at + 12);
    // espeak-ng writing to a file leaves the data size 0x7fffffff: the rest of the file is the data.
    if (id === 'data') {
      const end = Math.min(file.length, at + 8 + size);
      const samples = [];
      for (let i = at + 8; i + 1 < end; i += 2) samples.push(file.readInt16LE(i));
      return { from, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data');
};

/** Windowed-sinc resampling to 8 kHz, low-passed below 3.6 kHz so nothing folds back. */
const resample = ({ from, samples }) => {
  const ratio = from / rate;
  const cutoff = 3600 / from;
  const half = 48;
  const length = Math.floor(samples.length / ratio);
  return Array.from({ length }, (_, n) => {
    const t = n * ratio;
    let sum = 0;
    for (let k = Math.floor(t) - half; k <= Math.floor(t) + half; k++) {
      if (k < 0 || k >= samples.length) continue;
      const x = t - k;
      const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * x) / (half + 1));
      sum += samples[k] * sinc * window;
    }
    return sum;
  });
};

/** Leading and trailing silence cut to 60 ms, so the parts join into one natural sentence. */
const trim = (samples) => {
  const loud = (s) => Math.abs(s) > 300;
  const first = samples.findIndex(loud);
  const last = samples.length - 1 - [...samples].reverse().findIndex(loud);
  const pad = 0.06 * rate;
  return samples.slice(Math.max(0, first - pad), Math.min(samples.length, last + pad));
};

const speak = (text) => {
  const dir = mkdtempSync(join(tmpdir(), 'wait-prompts-'));
  try {
    const file = join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-v', 'en-gb', '-s', '145', '-a', '120', '-w', file, text]);
    return trim(resample(readPcm(readFileSync(file))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const spoken = {
  'position-intro': 'You are number',
  'position-outro': 'in the queue. Thank you for waiting.',
  'number-many': 'more than nine',
  ...Object.fromEntries(
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((w, i) => [
      `number-${i + 1}`,
      w,
    ]),
  ),
};
for (const [name, text] of Object.entries(spoken)) writeFileSync(join(out, `${name}.wav`), wav(speak(text)));

/**
 * 16 s of slow chords (C, Am, F, G, C, Em, F, G; 2 s each) with a soft arpeggio above: each note swells in and
 * fades before the next chord, and the loop ends as it began, on silence, so the repeat has no click.
 */
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);
const chords = [
  [48, 60, 64, 67],
  [45, 57, 60, 64],
  [41, 57, 60, 65],
  [43, 55, 59, 62],
  [48, 60, 64, 67],
  [40, 55, 59, 64],
  [41, 57, 60, 65],
  [43, 55, 59, 62],
];
const chordSeconds = 2;
const music = new Float64Array(chords.length * chordSeconds * rate);
const note = (start, seconds, midi, level) => {
  const f = hz(midi);
  const length = Math.floor(seconds * rate);
  for (let i = 0; i < length && start + i < music.length; i++) {
    const t = i / rate;
    const swell = Math.min(1, t / 0.25) * Math.min(1, (seconds - t) / 0.6);
    const tone = Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t);
    music[start + i] += level * Math.max(0, swell) * tone;
  }
};
chords.forEach((chord, c) => {
  const start = c * chordSeconds * rate;
  chord.forEach((midi, i) => note(start, chordSeconds, midi, i === 0 ? 1500 : 1100));
  // The arpeggio: the chord's upper notes an octave up, a note each half second.
  chord
    .slice(1)
    .forEach((midi, i) => note(start + i * 0.5 * rate, Math.min(1.2, 2 - i * 0.5), midi + 12, 700));
});
writeFileSync(join(out, 'hold-music.wav'), wav(Array.from(music)));
