// `npm run bench:ingest`: sustained sensor ingest through the real server (POST /api/v1/telemetry,
// batches of 100 readings, alert evaluation on), on PostgreSQL 15 and then on PGlite, beside "the
// limit": a raw `INSERT … SELECT unnest(…)` of the same rows through the driver, in the same run.
// It checks that nothing was lost: rows stored = sent − duplicates − refused.
//   BENCH_SECONDS=60     seconds of each measurement (default 60)
//   BENCH_BINS=1000      sensor bins the readings go to
//   BENCH_WORKERS=4      requests in flight at once (each waits for its answer)
//   BENCH_DATABASES=postgres        only one of them (default: postgres,pglite)
//   TEST_DATABASE_URL=postgres://…  an existing PostgreSQL server instead of a throwaway cluster
// It prints figures and never fails on them: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { createCompany } from '../apps/server/src/features/companies/factories.ts';
import { createKey } from '../apps/server/src/features/integrations/public.ts';
import { createBin } from '../apps/server/src/features/smartbins/factories.ts';
import { maintainReadingPartitions } from '../apps/server/src/features/smartbins/upkeep.ts';
import { freePort } from '../apps/server/src/test/balancer.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { envCount } from './numbers.ts';
import { type ServerProcess, startServer } from './server-process.ts';

const SECONDS = envCount('BENCH_SECONDS', 60);
const BINS = envCount('BENCH_BINS', 1_000);
const WORKERS = envCount('BENCH_WORKERS', 4);
const BATCH = 100;
const AUTH_SECRET = randomBytes(32).toString('hex');

/**
 * Posts through node:http on kept-alive connections, one per worker: the load generator shares the
 * server's two cores, and `fetch` cost it twice the CPU for the same requests.
 */
const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });

function post(url: string, key: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      incoming.on('error', reject);
    });
    outgoing.end(body);
  });
}

interface Fleet {
  binIds: string[];
  key: string;
}

/** A customer with `BINS` sensor bins and a telemetry key for them. */
async function seed(database: Database): Promise<Fleet> {
  await migrate(database);
  await maintainReadingPartitions(database.db, new Date());
  const company = await createCompany(database.db, { name: 'PT Bench Sensor Nusantara', kind: 'customer' });
  const binIds: string[] = [];
  for (let index = 0; index < BINS; index++) {
    const bin = await createBin(database.db, { companyId: company.id, label: `Bench ${index}` });
    binIds.push(bin.id);
  }
  // The network server's key, its limit raised to the highest a key may have: the run is a flood.
  const { key } = await createKey(database.db, { companyId: company.id, requestsPerMinute: 6_000 });
  return { binIds, key };
}

/**
 * The readings, numbered: reading k goes to bin k mod BINS, measured k seconds after a start three
 * weeks back, filling and emptying, with a fire now and then so alerts open and close.
 */
function readingSource(binIds: string[]) {
  const start = Date.now() - 21 * 86_400_000;
  return (k: number) => {
    const lap = Math.floor(k / binIds.length);
    return {
      binId: binIds[k % binIds.length] as string,
      measuredAt: new Date(start + k * 1_000).toISOString(),
      // A point a reading: a bin passes its full threshold (and is emptied) every hundred readings.
      fillPercent: lap % 100,
      temperatureC: k % 997 === 0 ? 72 : 29,
      batteryPercent: 90,
    };
  };
}

type Served = Tally & { seconds: number; serverCpuSeconds: number; clientCpuSeconds: number };

function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

interface Tally {
  sent: number;
  accepted: number;
  duplicates: number;
  refused: number;
  failures: number;
  batches: number;
  latencies: number[];
}

/**
 * WORKERS loops posting batches for SECONDS: 98 new readings, one resent from the batch before (a
 * duplicate) and one from a device nobody has (refused), as a network server's retries would mix them.
 */
async function measureServer(server: ServerProcess, fleet: Fleet): Promise<Served> {
  const { url } = server;
  const reading = readingSource(fleet.binIds);
  const tally: Tally = {
    sent: 0,
    accepted: 0,
    duplicates: 0,
    refused: 0,
    failures: 0,
    batches: 0,
    latencies: [],
  };
  let next = 0;
  const cpuBefore = server.cpuSeconds();
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + SECONDS * 1_000;
  const worker = async () => {
    while (performance.now() < until) {
      const first = next;
      next += BATCH - 2;
      const readings = [
        ...Array.from({ length: BATCH - 2 }, (_, index) => reading(first + index)),
        reading(Math.max(0, first - 1)),
        { imei: '490154203237518', measuredAt: new Date().toISOString(), fillPercent: 1 },
      ];
      const sent = performance.now();
      const answer = await post(`${url}/api/v1/telemetry`, fleet.key, JSON.stringify({ readings }));
      tally.sent += readings.length;
      if (answer.status !== 200) {
        if (tally.failures === 0) console.log(`  a failed request: ${answer.status} ${answer.text}`);
        tally.failures += 1;
        continue;
      }
      const body = JSON.parse(answer.text) as { accepted: number; duplicates: number; refused: number };
      tally.latencies.push(performance.now() - sent);
      tally.batches += 1;
      tally.accepted += body.accepted;
      tally.duplicates += body.duplicates;
      tally.refused += body.refused;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    ...tally,
    seconds: (performance.now() - started) / 1_000,
    serverCpuSeconds: server.cpuSeconds() - cpuBefore,
    clientCpuSeconds: cpuSecondsSince(clientCpuBefore),
  };
}

/**
 * The same rows, straight into the same readings table (the same partitions and indexes), half a
 * second after the server's so none collides: the most the database takes.
 */
async function measureRaw(
  execute: (text: string, values: unknown[]) => Promise<unknown>,
  binIds: string[],
  workers: number,
): Promise<{ rows: number; seconds: number }> {
  const reading = readingSource(binIds);
  let next = 0;
  let rows = 0;
  const started = performance.now();
  const until = started + SECONDS * 1_000;
  const worker = async () => {
    while (performance.now() < until) {
      const batch = Array.from({ length: BATCH }, (_, index) => reading(next + index));
      next += BATCH;
      await execute(
        `insert into smart_bin_readings (bin_id, measured_at, received_at, fill_percent, temperature_c,
           battery_percent, alarm_full, alarm_fire, alarm_tilt, alarm_low_battery)
         select bin_id, measured_at + interval '500 milliseconds', now(), fill, temperature, battery,
           false, false, false, false
         from unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::real[], $5::int[])
           as r(bin_id, measured_at, fill, temperature, battery)
         on conflict do nothing`,
        [
          batch.map((item) => item.binId),
          batch.map((item) => item.measuredAt),
          batch.map((item) => item.fillPercent),
          batch.map((item) => item.temperatureC),
          batch.map((item) => item.batteryPercent),
        ],
      );
      rows += BATCH;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { rows, seconds: (performance.now() - started) / 1_000 };
}

async function storedReadings(database: Database): Promise<number> {
  const answer = await database.db.execute(sql`select count(*)::int as n from smart_bin_readings`);
  return Number(rowsOf<{ n: number }>(answer)[0]?.n ?? 0);
}

async function openAlerts(database: Database): Promise<{ opened: number; open: number }> {
  const answer = await database.db.execute(
    sql`select count(*)::int as opened, count(*) filter (where closed_at is null)::int as open from smart_bin_alerts`,
  );
  return rowsOf<{ opened: number; open: number }>(answer)[0] ?? { opened: 0, open: 0 };
}

function report(
  title: string,
  served: Served,
  stored: number,
  alerts: { opened: number; open: number },
  raw: { rows: number; seconds: number },
) {
  const perSecond = served.accepted / served.seconds;
  const rawPerSecond = raw.rows / raw.seconds;
  const sorted = [...served.latencies].sort((a, b) => a - b);
  const p = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const expected = served.sent - served.duplicates - served.refused;
  console.log(`\n${title}`);
  console.log(
    `  server: ${served.batches} batches of ${BATCH} in ${served.seconds.toFixed(1)} s, ${WORKERS} in flight: ` +
      `${Math.round(perSecond).toLocaleString('en')} readings/s stored ` +
      `(batch p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, ${served.failures} failed requests)`,
  );
  console.log(
    `  server process: ${((served.serverCpuSeconds / served.seconds) * 100).toFixed(0)} % of a core, ` +
      `${((served.serverCpuSeconds * 1_000) / Math.max(1, served.batches)).toFixed(2)} ms of CPU a batch; ` +
      `this load generator ${((served.clientCpuSeconds * 1_000) / Math.max(1, served.batches)).toFixed(2)} ms a batch`,
  );
  console.log(
    `  answers: ${served.accepted} accepted, ${served.duplicates} duplicates, ${served.refused} refused of ${served.sent} sent; ` +
      `${alerts.opened} alerts opened, ${alerts.open} still open`,
  );
  console.log(
    `  stored: ${stored} rows; sent − duplicates − refused = ${expected}: ${stored === expected ? 'none lost' : `${expected - stored} LOST`}`,
  );
  console.log(
    `  raw unnest insert: ${Math.round(rawPerSecond).toLocaleString('en')} rows/s; the server reaches ` +
      `${((perSecond / rawPerSecond) * 100).toFixed(0)} % of it`,
  );
}

async function onPostgres(): Promise<void> {
  const cluster = process.env.TEST_DATABASE_URL ? null : await startPostgres();
  const base = process.env.TEST_DATABASE_URL ?? cluster?.url ?? '';
  const name = `sirkula_ingest_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const files = mkdtempSync(join(tmpdir(), 'sirkula-ingest-files-'));
  try {
    const database = await openPostgres(url.toString());
    const fleet = await seed(database);
    const server = await startServer(await freePort(), {
      DATABASE_URL: url.toString(),
      AUTH_SECRET,
      DATA_DIR: files,
      SEED_DEMO: '0',
    });
    let served: Served;
    try {
      served = await measureServer(server, fleet);
    } finally {
      await server.stop();
    }
    const stored = await storedReadings(database);
    const alerts = await openAlerts(database);
    await database.close();
    const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    pool.on('error', () => {});
    const raw = await measureRaw((text, values) => pool.query(text, values), fleet.binIds, WORKERS);
    await pool.end();
    report(`PostgreSQL 15, ${BINS} bins`, served, stored, alerts, raw);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster?.stop();
    rmSync(files, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sirkula-ingest-pglite-'));
  try {
    let database = await openPglite(join(dataDir, 'db'));
    const fleet = await seed(database);
    await database.close();
    const server = await startServer(await freePort(), {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_SECRET,
      SEED_DEMO: '0',
    });
    let served: Served;
    try {
      served = await measureServer(server, fleet);
    } finally {
      await server.stop();
    }
    database = await openPglite(join(dataDir, 'db'));
    const stored = await storedReadings(database);
    const alerts = await openAlerts(database);
    // PGlite is one connection in this process: the raw loop goes through it, one statement at a time.
    const client = (
      database.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<unknown> } }
    ).$client;
    const raw = await measureRaw((text, values) => client.query(text, values), fleet.binIds, 1);
    await database.close();
    report(`PGlite, ${BINS} bins`, served, stored, alerts, raw);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
if (databases.includes('postgres')) await onPostgres();
if (databases.includes('pglite')) await onPglite();
