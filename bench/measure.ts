import { loadavg } from 'node:os';

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

/** `n` runs of `run`, one after another: each one's milliseconds. */
export async function times(n: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    out.push(performance.now() - t0);
  }
  return out;
}

/** A shape's samples summed up, with the line a benchmark prints for it. */
export const timedLine = (label: string, samples: number[], width = 48) => {
  const s = summary(samples);
  return {
    label,
    ...s,
    text: `  ${label.padEnd(width)} p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, max ${ms(s.max)} ms`,
  };
};

/** The load average as benchmarks print it beside their figures. */
export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
