// Times the journey list with 100,000 journeys carrying 1,000,000 waste records over two years, for an
// internal admin and for the busiest partner (with the waste records on its journeys), on PGlite and on
// PostgreSQL. Next to each request: "the limit", the statements the app sent for it replayed straight
// through the driver, so the gap is what the app itself costs.
// Run: npm run bench   (or: npx tsx bench/journey-list.ts)
//   BENCH_RECORDS=100000          fewer waste records on both databases, for a quick run
//   BENCH_PGLITE_RECORDS=200000   the PGlite count alone (default: BENCH_RECORDS)
//   BENCH_JOURNEYS=10000          journeys (default: a tenth of the records)
//   BENCH_SKIP_PGLITE=1           PostgreSQL only (BENCH_SKIP_POSTGRES=1: PGlite only)
//   TEST_DATABASE_URL=postgres:// an existing server instead of a throwaway PostgreSQL 15 cluster
import { performance } from 'node:perf_hooks';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { ListTotal } from '@sirkula/domain/shared/lists';
import { createUser } from '../apps/server/src/features/companies/factories.ts';
import { login, startTestApp } from '../apps/server/src/test/app.ts';
import { PASSWORD, signedInUser } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { seedLarge } from './large-data.ts';
import { seedJourneys } from './large-journeys.ts';
import { envCount, percentile } from './numbers.ts';
import { concurrentGroups, recordStatements, replay } from './sql-capture.ts';

const RUNS = 30;
const WARM_UP = 2;

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const PGLITE_RECORDS = envCount('BENCH_PGLITE_RECORDS', RECORDS);
const journeysFor = (records: number) => envCount('BENCH_JOURNEYS', Math.round(records / 10));

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function get(ctx: Ctx, cookie: string, url: string): Promise<ListTotal> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The request through the app, then its statements alone, each after a warm-up. */
async function time(ctx: Ctx, cookie: string, url: string) {
  const app: number[] = [];
  let page: ListTotal = { total: 0, totalKind: 'exact' };
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    page = await get(ctx, cookie, url);
    if (run >= WARM_UP) app.push(performance.now() - started);
  }
  const statements = await recordStatements(async () => {
    await get(ctx, cookie, url);
  });
  const groups = concurrentGroups(statements);
  const raw: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    for (const group of groups) await Promise.all(group.map((statement) => replay(statement)));
    if (run >= WARM_UP) raw.push(performance.now() - started);
  }
  const total = `${page.totalKind === 'estimate' ? '~' : ''}${page.total}${page.totalKind === 'atLeast' ? '+' : ''}`;
  return { app: spread(app), raw: spread(raw), total, statements: statements.length };
}

/** A progress line every ten seconds is enough to show the seed is moving. */
function progressEvery(started: number) {
  let reported = 0;
  return (message: string) => {
    const elapsed = performance.now() - started;
    if (elapsed - reported < 10_000) return;
    reported = elapsed;
    console.log(`  ${(elapsed / 1_000).toFixed(0).padStart(4)} s  ${message}`);
  };
}

async function seed(ctx: Ctx, records: number, now: Date) {
  const started = performance.now();
  const onProgress = progressEvery(started);
  const waste = await seedLarge(ctx.db, { wasteRecords: records, now, onProgress });
  const carried = await seedJourneys(ctx.db, { journeys: journeysFor(records), now, onProgress });
  const seconds = ((performance.now() - started) / 1_000).toFixed(1);
  console.log(
    `seeded ${records.toLocaleString('en')} waste records, ${carried.journeys.toLocaleString('en')} journeys, ` +
      `${carried.journeyRecords.toLocaleString('en')} journey records and ` +
      `${carried.events.toLocaleString('en')} events in ${seconds} s`,
  );
  const customer = waste.companies
    .filter((company) => company.kind === 'customer')
    .sort((a, b) => b.wasteRecords - a.wasteRecords)[0];
  const partner = [...carried.partners].sort((a, b) => b.journeys - a.journeys)[0];
  if (!customer || !partner) throw new Error('No customer or partner was generated');
  return { customer, partner };
}

async function bench(label: string, records: number) {
  const ctx = await startTestApp();
  try {
    console.log(`\n${label}`);
    const now = new Date();
    const { customer, partner } = await seed(ctx, records, now);
    const internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const partnerAdmin = await createUser(ctx.db, {
      name: `Admin ${partner.name}`,
      email: 'admin.bench@mitra.co.id',
      password: PASSWORD,
      userType: 'partner',
      role: 'admin',
      companyId: partner.id,
    });
    const partnerCookie = await login(ctx.app, partnerAdmin.email, PASSWORD);
    console.log(
      `the partner is ${partner.name} with ${partner.journeys.toLocaleString('en')} journeys (the busiest); ` +
        `the customer ${customer.name} with ${customer.wasteRecords.toLocaleString('en')} records (the largest)`,
    );
    const today = jakartaToday(now);
    const month = `from=${addDays(today, -210)}&to=${addDays(today, -180)}`;
    // Ten journeys share this prefix (…010 to …019), whatever the size of last year's series.
    const number = `JRN-${Number(today.slice(0, 4)) - 1}-00001`;
    // A hundred transaction numbers, of which the partner carried some.
    const wastePrefix = `WST-${Number(today.slice(0, 4)) - 1}-0001`;
    const cases: Array<[string, string, string]> = [
      ['internal, first page', internal.cookie, '/journeys'],
      ['internal, stage in transit (pickup)', internal.cookie, '/journeys?stage=pickup'],
      ['internal, one month (planned date)', internal.cookie, `/journeys?${month}`],
      ['internal, largest customer', internal.cookie, `/journeys?customerId=${customer.id}`],
      ['internal, busiest partner as transporter', internal.cookie, `/journeys?transporterId=${partner.id}`],
      ['internal, number search', internal.cookie, `/journeys?q=${number}`],
      ['internal, sorted by last change', internal.cookie, '/journeys?sort=updatedAt'],
      ['partner, own journeys', partnerCookie, '/journeys'],
      ['partner, waste on its journeys', partnerCookie, '/waste'],
      ['partner, waste number prefix', partnerCookie, `/waste?q=${wastePrefix}`],
    ];
    console.log(
      'case'.padEnd(42),
      'rows'.padStart(8),
      'median ms'.padStart(10),
      'p95 ms'.padStart(8),
      'raw median'.padStart(11),
      'raw p95'.padStart(8),
      'stmts'.padStart(6),
    );
    for (const [name, cookie, url] of cases) {
      const { app, raw, total, statements } = await time(ctx, cookie, url);
      console.log(
        name.padEnd(42),
        total.padStart(8),
        app.median.toFixed(1).padStart(10),
        app.p95.toFixed(1).padStart(8),
        raw.median.toFixed(1).padStart(11),
        raw.p95.toFixed(1).padStart(8),
        String(statements).padStart(6),
      );
    }
  } finally {
    await ctx.close();
  }
}

if (!process.env.BENCH_SKIP_PGLITE) await bench('PGlite (embedded)', PGLITE_RECORDS);
if (!process.env.BENCH_SKIP_POSTGRES) {
  const postgres = await startPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
  try {
    await bench('PostgreSQL 15', RECORDS);
  } finally {
    postgres.stop();
  }
}
