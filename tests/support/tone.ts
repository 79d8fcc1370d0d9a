/**
 * Goertzel: how much of one frequency a block of samples holds, for the telephony tests that read what a caller
 * heard or left (the monitoring test's caller recording, the voicemail's WAV). `s1² + s2² − k·s1·s2` is the power
 * of the one DFT bin at `hz`.
 */
export function goertzelPower(samples: ArrayLike<number>, rate: number, hz: number): number {
  const k = 2 * Math.cos((2 * Math.PI * hz) / rate);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s0 = samples[i]! + k * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return s1 * s1 + s2 * s2 - k * s1 * s2;
}

/** The power of one frequency per sample (so blocks of any length compare). */
export const toneEnergy = (samples: ArrayLike<number>, rate: number, hz: number): number =>
  goertzelPower(samples, rate, hz) / Math.max(1, samples.length) ** 2;

/** The share of the signal's energy at `hz`: near 1 for a steady tone there, near 0 for silence or other sounds. */
export function toneShare(samples: ArrayLike<number>, rate: number, hz: number): number {
  let energy = 0;
  for (let i = 0; i < samples.length; i += 1) energy += samples[i]! ** 2;
  return energy === 0 ? 0 : (2 * goertzelPower(samples, rate, hz)) / (samples.length * energy);
}
