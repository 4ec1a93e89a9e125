/** Runs `fn` `rounds` times after a warm-up and returns the median duration in nanoseconds per call. */
export async function medianNs(
  fn: () => Promise<unknown> | unknown,
  rounds = 200,
  warmup = 20,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - t0));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export const fmt = (ns: number) =>
  ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(1)} µs`;

/** The p-th percentile of samples sorted ascending (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50, p95 and the largest of a set of samples. */
export const summary = (samples: readonly number[]) => {
  const s = samples.toSorted((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1)! };
};

/** Milliseconds as a benchmark prints them: two decimals under 10, one above. */
export const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
