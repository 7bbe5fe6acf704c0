// What the benchmarks share: their settings from the environment and percentiles of their samples.

/** A positive whole number from the environment (`1_000_000` and `1,000,000` read as one million). */
export function envCount(name: string, fallback: number): number {
  const value = process.env[name];
  if (!value) return fallback;
  const number = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number`);
  return number;
}

/** The sample below which `share` of the samples lie; `sorted` is in ascending order. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
