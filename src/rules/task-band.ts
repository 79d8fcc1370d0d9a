/** Task completion colour bands (spec §4): 0-50 dark, 51-80 orange, 81-100 red. */
export type CompletionBand = { band: 'dark' | 'orange' | 'red'; label: string };

export function completionBand(completion: number): CompletionBand {
  const value = Math.min(100, Math.max(0, Math.round(completion)));
  if (value <= 50) return { band: 'dark', label: `${value}% (0-50)` };
  if (value <= 80) return { band: 'orange', label: `${value}% (51-80)` };
  return { band: 'red', label: `${value}% (81-100)` };
}
