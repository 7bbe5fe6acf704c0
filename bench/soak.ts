// `npm run bench:soak -- --minutes 60`: a realistic mix for a long time against the real server, on
// PostgreSQL and on PGlite, to see what only time shows: memory that creeps, errors that appear after
// an hour, latencies that drift as the tables grow.
//   --minutes 60              how long on each database (default 60)
//   --database postgres       only one of them (default: postgres, then pglite)
//   --crowd 2                 people of each kind at once (customer, staff, transporter, processor)
//   TEST_DATABASE_URL=postgres://…  an existing, empty PostgreSQL database instead of a throwaway cluster
// The mix (bench/soak-people.ts): sign-ins every few minutes, lists and dashboards, pickup requests
// confirmed and planned into journeys, handovers with a signature and a photo, receipts, sensor readings
// every ten seconds, billing previews and invoice PDFs, report files, public tracking. Every minute it
// prints the server's memory (resident and the V8 heap after collection, from /api/metrics), requests,
// errors and latency percentiles; at the end, the growth since minute 10 and the figures per action.
// It prints figures and never fails on them: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { localFileStore } from '../apps/server/src/features/storage/file-store.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { freePort } from '../apps/server/src/test/balancer.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { startServer } from './server-process.ts';
import { type Tallies, Tally } from './soak-client.ts';
import { type Cast, castOf, soak } from './soak-people.ts';

const METRICS_TOKEN = randomBytes(24).toString('hex');
const SAMPLE_MS = 10_000;
/** The yardstick: after the first ten minutes, memory may grow by a tenth at most. */
const SETTLED_MINUTE = 10;
const MEGABYTE = 1024 * 1024;

type Kind = 'postgres' | 'pglite';

function options() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '60' },
      database: { type: 'string' },
      crowd: { type: 'string', default: '2' },
    },
  });
  const minutes = Number(values.minutes);
  const crowd = Number(values.crowd);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes must be a positive number');
  if (!Number.isInteger(crowd) || crowd < 1) throw new Error('--crowd must be a positive whole number');
  const kinds: Kind[] = values.database ? [values.database as Kind] : ['postgres', 'pglite'];
  if (kinds.some((kind) => kind !== 'postgres' && kind !== 'pglite')) {
    throw new Error('--database is postgres or pglite');
  }
  return { minutes, crowd, kinds };
}

/** The demo install and the soak's own contract, bins and key, written before the server starts. */
async function prepare(database: Database, dir: string): Promise<Cast> {
  try {
    await migrate(database);
    await seedDemo({
      db: database.db,
      store: localFileStore(join(dir, 'files')),
      maxUploadBytes: 10 * MEGABYTE,
    });
    return await castOf(database.db);
  } finally {
    await database.close();
  }
}

interface Memory {
  rss: number;
  heapUsed: number;
}

async function memoryOf(url: string): Promise<Memory> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const read = (kind: string) => {
    const match = text.match(new RegExp(`sirkula_process_memory_bytes\\{kind="${kind}"\\} (\\d+)`));
    if (!match) throw new Error(`The server's metrics have no ${kind} memory`);
    return Number(match[1]);
  };
  return { rss: read('rss'), heapUsed: read('heapUsed') };
}

const mb = (bytes: number) => (bytes / MEGABYTE).toFixed(1);
const ms = (value: number) => value.toFixed(1);

interface Minute {
  minute: number;
  rss: number;
  heap: number;
}

/** Prints a line a minute while the people work; returns each minute's memory. */
async function watch(url: string, tallies: Tallies, minutes: number, until: number): Promise<Minute[]> {
  const rows: Minute[] = [];
  console.log('minute    rss MB   heap MB   requests   errors   p50 ms   p95 ms   p99 ms');
  let heapFloor = Number.POSITIVE_INFINITY;
  let rss = 0;
  let next = Date.now() + 60_000;
  while (Date.now() < until + SAMPLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const memory = await memoryOf(url);
    // The heap's lowest sample in the minute is what survived a collection: a leak raises the floor.
    heapFloor = Math.min(heapFloor, memory.heapUsed);
    rss = memory.rss;
    if (Date.now() < next && Date.now() < until) continue;
    const minute = tallies.minute;
    tallies.minute = new Tally();
    const { p50, p95, p99 } = minute.percentiles();
    rows.push({ minute: rows.length + 1, rss, heap: heapFloor });
    console.log(
      `${String(rows.length).padStart(6)} ${mb(rss).padStart(9)} ${mb(heapFloor).padStart(9)} ${String(minute.requests).padStart(10)} ${String(minute.errors).padStart(8)} ${ms(p50).padStart(8)} ${ms(p95).padStart(8)} ${ms(p99).padStart(8)}`,
    );
    for (const error of minute.firstErrors.slice(0, 3)) console.log(`         error: ${error}`);
    heapFloor = Number.POSITIVE_INFINITY;
    next += 60_000;
    if (rows.length >= Math.ceil(minutes)) break;
  }
  return rows;
}

function growth(rows: Minute[], of: 'rss' | 'heap'): string {
  const settled = rows[Math.min(SETTLED_MINUTE, rows.length) - 1];
  const last = rows.at(-1);
  if (!settled || !last || settled === last) return 'too short to tell';
  const highest = Math.max(...rows.slice(rows.indexOf(settled)).map((row) => row[of]));
  const percent = ((last[of] - settled[of]) / settled[of]) * 100;
  const peak = ((highest - settled[of]) / settled[of]) * 100;
  return `${mb(settled[of])} MB at minute ${settled.minute} → ${mb(last[of])} MB at minute ${last.minute} (${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%; highest since: +${peak.toFixed(1)}%)`;
}

function summary(kind: Kind, rows: Minute[], run: Tally, minutes: number) {
  console.log(`\n${kind}: ${run.requests} requests in ${minutes} min, ${run.errors} errors`);
  for (const error of run.firstErrors) console.log(`  error: ${error}`);
  console.log(`  resident memory: ${growth(rows, 'rss')}`);
  console.log(`  V8 heap after collection: ${growth(rows, 'heap')}`);
  console.log('  action                  count    p50 ms    p95 ms    p99 ms');
  for (const action of run.actions()) {
    const { count, p50, p95, p99 } = run.percentiles(action);
    console.log(
      `  ${action.padEnd(20)} ${String(count).padStart(8)} ${ms(p50).padStart(9)} ${ms(p95).padStart(9)} ${ms(p99).padStart(9)}`,
    );
  }
}

async function soakOn(kind: Kind, minutes: number, crowd: number) {
  const dir = mkdtempSync(join(tmpdir(), `sirkula-soak-${kind}-`));
  const postgres = kind === 'postgres' && !process.env.TEST_DATABASE_URL ? await startPostgres() : undefined;
  const databaseUrl = process.env.TEST_DATABASE_URL ?? postgres?.url;
  try {
    console.log(`\n${kind}: preparing the demo install…`);
    const cast =
      kind === 'postgres' && databaseUrl
        ? await prepare(await openPostgres(databaseUrl), dir)
        : await prepare(await openPglite(join(dir, 'db')), dir);
    const server = await startServer(await freePort(), {
      DATA_DIR: dir,
      METRICS_TOKEN,
      TRUST_PROXY: '127.0.0.1',
      ...(kind === 'postgres' && {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: '0',
      }),
    });
    try {
      const tallies: Tallies = { minute: new Tally(), run: new Tally() };
      const until = Date.now() + minutes * 60_000;
      console.log(`${kind}: ${minutes} min against ${server.url}, ${crowd} of each kind of person`);
      const [rows] = await Promise.all([
        watch(server.url, tallies, minutes, until),
        soak(server.url, cast, () => tallies, until, crowd),
      ]);
      summary(kind, rows, tallies.run, minutes);
    } finally {
      await server.stop();
    }
  } finally {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const { minutes, crowd, kinds } = options();
for (const kind of kinds) await soakOn(kind, minutes, crowd);
