/** Median of a sample; the bench reports medians so one noisy run does not decide. */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs `measure` `times` times in sequence and returns every figure. */
export const repeat = async (times: number, measure: (run: number) => Promise<number>): Promise<number[]> => {
  const figures: number[] = [];
  for (let run = 0; run < times; run++) figures.push(await measure(run));
  return figures;
};
