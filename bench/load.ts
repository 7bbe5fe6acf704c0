// The two ways the HTTP benchmark loads a database: HTTP requests through the app (autocannon), and the
// app's own statements sent straight through a driver (the raw loop), both for a fixed time.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from './numbers.ts';

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors: a figure with failures is not comparable. */
  failures: number;
}

export async function measureHttp(
  url: string,
  options: { connections: number; seconds: number; cookie?: string },
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/**
 * `workers` loops, each sending one "request" after the other for `seconds`: `request` runs one, as many
 * statements as the app would send for it. Like autocannon's connections, each loop waits for its answer.
 */
export async function measureLoop(
  request: () => Promise<void>,
  options: { workers: number; seconds: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + options.seconds * 1_000;
  const worker = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        await request();
        latencies.push(performance.now() - sent);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  const elapsed = (performance.now() - started) / 1_000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures,
  };
}
