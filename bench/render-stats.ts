// Small statistics helpers for the render benchmark.

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  n: number;
}

export function summarise(values: number[]): LatencySummary {
  return { p50: percentile(values, 50), p95: percentile(values, 95), n: values.length };
}

/** Runs `fn` `warmUp` times unmeasured, then `runs` times, returning the wall times in ms. */
export async function timeRuns(
  fn: () => Promise<unknown>,
  {
    runs,
    warmUp = 2,
    pauseMs = 0,
  }: {
    runs: number;
    warmUp?: number;
    /** An untimed wait before each timed run, for latency without the previous run's aftermath. */
    pauseMs?: number;
  },
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

/** Documents per second with `concurrency` loops sharing `total` calls of `fn`. */
export async function throughput(fn: () => Promise<unknown>, { concurrency, total }: { concurrency: number; total: number }): Promise<number> {
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        await fn();
      }
    }),
  );
  return total / ((performance.now() - begin) / 1000);
}

/** Least-squares slope of y over x (e.g. RSS MiB per 100 renders). */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const numerator = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const denominator = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return denominator === 0 ? 0 : numerator / denominator;
}

export const ms = (value: number): string => `${Math.round(value)} ms`;
export const ratio = (value: number): string => `${value.toFixed(2)}×`;
