import { randomUUID } from 'node:crypto';
import { ingestAnswer } from '@sirkula/domain/smartbins/answers';
import {
  batchReading,
  chirpstackBody,
  type SimulatedBin,
  type SimulatedReading,
  ttnBody,
} from '@sirkula/domain/smartbins/simulation';
import { MAX_BATCH } from '@sirkula/domain/smartbins/uplinks';
import { inParallel } from './parallel.ts';

// One tick's readings as the three kinds of sender would post them, and the sum of the answers.

/** Requests in flight at once: LoRaWAN network servers post one uplink per request. */
const SENDING_AT_ONCE = 8;
/** A request the server has not answered by then counts as failed, so a stuck server never stalls a tick. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface Due {
  bin: SimulatedBin;
  reading: SimulatedReading;
  fCnt: number;
}

interface TelemetryRequest {
  path: string;
  body: unknown;
  readings: number;
}

/** One request per LoRaWAN uplink, and the IMEI bins' readings in batches of at most MAX_BATCH. */
export function requestsOf(due: readonly Due[], at: Date): TelemetryRequest[] {
  const requests: TelemetryRequest[] = [];
  const batch: unknown[] = [];
  for (const { bin, reading, fCnt } of due) {
    const uplink = { at, fCnt, deduplicationId: randomUUID() };
    if (bin.route === 'chirpstack') {
      const body = chirpstackBody(bin, reading, uplink);
      requests.push({ path: '/api/v1/telemetry/chirpstack?event=up', body, readings: 1 });
    } else if (bin.route === 'ttn') {
      requests.push({ path: '/api/v1/telemetry/ttn', body: ttnBody(bin, reading, uplink), readings: 1 });
    } else {
      batch.push(batchReading(bin, reading, at));
    }
  }
  for (let start = 0; start < batch.length; start += MAX_BATCH) {
    const readings = batch.slice(start, start + MAX_BATCH);
    requests.push({ path: '/api/v1/telemetry', body: { readings }, readings: readings.length });
  }
  return requests;
}

export interface Tally {
  sent: number;
  accepted: number;
  duplicates: number;
  ignored: number;
  refused: number;
  /** Refused readings by the server's reason. */
  reasons: Map<string, number>;
  /** Requests that got no answer to count, by HTTP status or network error. */
  failures: Map<string, number>;
}

const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * Sends the requests with the telemetry key and sums what the server says of each reading. Once
 * `stop` is aborted no further request starts; those in flight finish (a second Ctrl-C ends them).
 */
export async function send(
  target: { url: string; key: string },
  requests: readonly TelemetryRequest[],
  stop: AbortSignal,
): Promise<Tally> {
  const tally: Tally = {
    sent: 0,
    accepted: 0,
    duplicates: 0,
    ignored: 0,
    refused: 0,
    reasons: new Map(),
    failures: new Map(),
  };
  await inParallel(requests, SENDING_AT_ONCE, async (request) => {
    if (stop.aborted) return;
    tally.sent += request.readings;
    try {
      const answer = await fetch(`${target.url}${request.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.key}` },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!answer.ok) {
        add(tally.failures, `HTTP ${answer.status}`);
        await answer.body?.cancel();
        return;
      }
      const counted = ingestAnswer.safeParse(await answer.json());
      if (!counted.success) {
        add(tally.failures, 'unreadable answer');
        return;
      }
      tally.accepted += counted.data.accepted;
      tally.duplicates += counted.data.duplicates;
      tally.ignored += counted.data.ignored;
      tally.refused += counted.data.refused;
      for (const item of counted.data.items) {
        if (item.status === 'refused') add(tally.reasons, item.reason ?? 'noReason');
      }
    } catch (error) {
      add(tally.failures, networkError(error));
    }
  });
  return tally;
}

/** A failed fetch's cause (ECONNREFUSED, ETIMEDOUT…), which undici hides behind "fetch failed". */
export function networkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timeout';
  const cause: unknown = error.cause;
  if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
  return error.message;
}

const grouped = (counts: Map<string, number>) =>
  [...counts].map(([key, count]) => `${key} ×${count}`).join(', ');

export function tallyLine(tally: Tally): string {
  const failed = [...tally.failures.values()].reduce((sum, count) => sum + count, 0);
  return [
    `sent ${tally.sent}`,
    `accepted ${tally.accepted}`,
    `duplicates ${tally.duplicates}`,
    tally.ignored ? `ignored ${tally.ignored}` : '',
    `refused ${tally.refused}${tally.reasons.size ? ` (${grouped(tally.reasons)})` : ''}`,
    failed ? `failed requests ${failed} (${grouped(tally.failures)})` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
