import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backgroundWorkDone } from '../lib/http.ts';
import { startTestApp } from './app.ts';
import { type Cast, createCast, keepPersonasSignedIn } from './fuzz/fixture.ts';
import { type Operation, operationsOf } from './fuzz/openapi.ts';
import { type FuzzRequest, requestsTo } from './fuzz/requests.ts';
import { changedTables, tableChecksums } from './table-checksums.ts';

/**
 * Bad-input fuzzing: requests generated from every route's OpenAPI schemas, valid-ish and hostile,
 * as anonymous, a customer admin and an internal admin. No answer may be a 5xx, every refusal has the
 * app's `{ code, message }` shape, and a batch of requests that were all refused changes no table.
 *
 * FUZZ_SEED: a number to replay a run, `random` for a new one (the default is fixed, as CI needs).
 * FUZZ_RUNS: how many batches (of 1 to 8 requests) to send; the default sends about 2,500 requests.
 * FUZZ_SECONDS: the time limit (60 s by default); batches past it are skipped.
 */
const FIXED_SEED = 20_260_516;
// A bound on a loaded machine: batches after it are skipped (and the summary says how many). Skipped in
// the property rather than interrupted by fast-check, which would leave a batch running after the test.
const TIME_LIMIT_MS = Number(process.env.FUZZ_SECONDS) * 1000 || 60_000;

function seedFromEnvironment(): number {
  const wanted = process.env.FUZZ_SEED;
  if (wanted === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (wanted && /^-?\d+$/.test(wanted)) return Number(wanted);
  return FIXED_SEED;
}

const seed = seedFromEnvironment();
const runs = Number(process.env.FUZZ_RUNS) || 600;

let test: Awaited<ReturnType<typeof startTestApp>>;
let cast: Cast;

beforeAll(async () => {
  test = await startTestApp();
  cast = await createCast(test.app, test.db);
});
afterAll(() => test?.close());

function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': request.language };
  if (request.persona !== 'anonymous') headers.cookie = cast.personas[request.persona].cookie;
  const { body } = request;
  let payload: string | Buffer | undefined;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.payload;
  }
  return test.app.inject({ method: request.method, url: request.url, headers, payload });
}

/** Long runs of one character (huge strings) written as their length, then the whole text capped. */
function shortened(text: string, limit = 1_000): string {
  const runs = text.replace(/(.)\1{19,}/g, (run, char: string) => `${char.repeat(3)}…(${run.length} times)`);
  return runs.length > limit ? `${runs.slice(0, limit)}… (${runs.length} characters)` : runs;
}

/** The request as a reader can replay it: non-printing characters shown as JSON escapes. */
function described(request: FuzzRequest, response?: LightMyRequestResponse): string {
  const { body } = request;
  const sent =
    body.kind === 'json'
      ? `application/json ${shortened(JSON.stringify(JSON.stringify(body.value) ?? 'null'))}`
      : body.kind === 'raw'
        ? `${body.contentType} ${shortened(JSON.stringify(body.payload.toString('latin1')))}`
        : 'no body';
  const answer = response ? `\n    → ${response.statusCode} ${shortened(response.body)}` : '';
  return `${request.method} ${shortened(request.url)} as ${request.persona} (${request.language}), ${sent}${answer}`;
}

function hasErrorShape(response: LightMyRequestResponse): boolean {
  try {
    const answer = response.json();
    return typeof answer.code === 'string' && typeof answer.message === 'string';
  } catch {
    return false;
  }
}

interface Tally {
  sent: number;
  statuses: Map<number, number>;
  /** Batches whose requests were all refused (or only read) and that changed no table. */
  unchangedBatches: number;
  skippedBatches: number;
}

/** Sends a batch in order: fails on a 5xx or a shapeless refusal, then on a change nothing allowed. */
async function sendBatch(requests: FuzzRequest[], tally: Tally): Promise<void> {
  await backgroundWorkDone(test.app);
  const before = await tableChecksums(test.db);
  let mayHaveChanged = false;
  for (const request of requests) {
    const response = await send(request);
    tally.sent += 1;
    tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) throw new Error(`Server error:\n  ${described(request, response)}`);
    if (response.statusCode >= 400 && !hasErrorShape(response)) {
      throw new Error(`Refusal without { code, message }:\n  ${described(request, response)}`);
    }
    if (request.method !== 'GET' && response.statusCode < 400) mayHaveChanged = true;
  }
  if (mayHaveChanged) return keepPersonasSignedIn(test.app, test.db, cast);
  // Work a request started after its answer (an e-mail) belongs to its batch.
  await backgroundWorkDone(test.app);
  const changed = changedTables(before, await tableChecksums(test.db));
  if (changed.length > 0) {
    const list = requests.map((request) => `  ${described(request)}`).join('\n');
    throw new Error(`Refused requests changed ${changed.join(', ')}:\n${list}`);
  }
  tally.unchangedBatches += 1;
}

function batchesFor(operations: Operation[]): fc.Arbitrary<FuzzRequest[]> {
  const requestsOf = (hostility: number) =>
    fc.oneof(...operations.map((operation) => requestsTo(operation, cast.pools, hostility)));
  const hostile = requestsOf(1);
  return fc.oneof(
    fc.array(fc.oneof(requestsOf(0), hostile), { minLength: 1, maxLength: 8 }),
    // Hostile requests only: mostly refused, so most of these batches are checked for changes.
    fc.array(hostile, { minLength: 1, maxLength: 8 }),
  );
}

it(
  'answers every generated request below 500, and refused requests change nothing',
  async () => {
    const operations = operationsOf(test.app.swagger()).filter(({ path }) => path.startsWith('/api/'));
    const tally: Tally = { sent: 0, statuses: new Map(), unchangedBatches: 0, skippedBatches: 0 };
    const started = Date.now();
    const details = await fc.check(
      fc.asyncProperty(batchesFor(operations), async (requests) => {
        if (Date.now() - started > TIME_LIMIT_MS) tally.skippedBatches += 1;
        else await sendBatch(requests, tally);
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = [...tally.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`);
    console.log(
      `Fuzzed ${operations.length} routes with ${tally.sent} requests in ${details.numRuns} batches` +
        `${tally.skippedBatches ? ` (${tally.skippedBatches} skipped at the time limit)` : ''}, ${tally.unchangedBatches} refused ` +
        `batches checked unchanged, in ${seconds} s, seed ${seed}: ${statuses.join(' ')}`,
    );
    if (details.failed) {
      const reason =
        details.errorInstance instanceof Error ? details.errorInstance.message : 'no reason given';
      throw new Error(`${reason}\nReplay with FUZZ_SEED=${seed} (failed in batch ${details.numRuns}).`);
    }
    expect(tally.unchangedBatches).toBeGreaterThan((details.numRuns - tally.skippedBatches) / 10);
  },
  TIME_LIMIT_MS + 60_000,
);
