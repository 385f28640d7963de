// Percentiles of measured durations for the benches, by the nearest-rank method: the p-th
// percentile of n samples is the smallest sample with at least p % of the samples at or below
// it (rank ceil(p / 100 · n)), so it is always one of the measured values, never interpolated.
export const percentile = (samples: ReadonlyArray<number>, p: number): number => {
  if (samples.length === 0) throw new Error("No samples");
  if (!(p > 0 && p <= 100)) throw new Error(`Invalid percentile ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
};
