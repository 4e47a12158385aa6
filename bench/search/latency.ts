/** Percentiles of a list of timings (nearest rank), in the list's unit. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Timed<T> {
  result: T;
  ms: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export function summary(values: readonly number[]): string {
  const fmt = (p: number) => percentile(values, p).toFixed(1).padStart(7);
  return `p50 ${fmt(50)} ms  p95 ${fmt(95)} ms  p99 ${fmt(99)} ms`;
}
