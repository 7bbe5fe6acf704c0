// Times the three portals' dashboards with 1,000,000 waste records and 100,000 journeys over two years,
// for an internal admin, the largest customer and the busiest partner, over each period, on PGlite and
// on PostgreSQL. Next to each request: "the limit", the statements the app sent for it replayed straight
// through the driver (those sent together replayed together), so the gap is what the app itself costs.
// Run: npm run bench   (or: npx tsx bench/dashboard.ts)
//   BENCH_RECORDS=100000          fewer waste records on both databases, for a quick run
//   BENCH_PGLITE_RECORDS=200000   the PGlite count alone (default: BENCH_RECORDS)
//   BENCH_JOURNEYS=10000          journeys (default: a tenth of the records)
//   BENCH_SKIP_PGLITE=1           PostgreSQL only (BENCH_SKIP_POSTGRES=1: PGlite only)
//   BENCH_EXPLAIN=1               print each statement's plan (EXPLAIN ANALYZE) once per case
//   TEST_DATABASE_URL=postgres:// an existing server instead of a throwaway PostgreSQL 15 cluster
import { performance } from 'node:perf_hooks';
import type { DashboardAnswer } from '@sirkula/domain/dashboard/answers';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows.ts';
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

async function get(ctx: Ctx, cookie: string, url: string): Promise<DashboardAnswer> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The statement's plan with its timings, printed under the case. */
async function explain(ctx: Ctx, text: string, params: unknown[]) {
  const inlined = text.replace(/\$(\d+)/g, (_, index) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  const plan = rowsOf<Record<string, string>>(await ctx.db.execute(sql.raw(`explain analyze ${inlined}`)));
  console.log(plan.map((row) => `      ${Object.values(row)[0]}`).join('\n'));
}

/** The request through the app, then its statements alone, each after a warm-up. */
async function time(ctx: Ctx, cookie: string, url: string) {
  const app: number[] = [];
  let answer: DashboardAnswer | undefined;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    answer = await get(ctx, cookie, url);
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
  if (process.env.BENCH_EXPLAIN) {
    for (const statement of statements) {
      if (/^\s*select/i.test(statement.text) && !/sessions|users/.test(statement.text.slice(0, 400))) {
        await explain(ctx, statement.text, (statement.args[1] as unknown[] | undefined) ?? []);
      }
    }
  }
  const journeys = answer?.funnel.reduce((sum, step) => sum + step.count, 0) ?? 0;
  const records = answer?.distribution.reduce((sum, slice) => sum + slice.count, 0) ?? 0;
  return { app: spread(app), raw: spread(raw), journeys, records, statements: statements.length };
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

async function companyCookie(ctx: Ctx, userType: 'customer' | 'partner', company: { id: string }) {
  const user = await createUser(ctx.db, {
    name: `Admin ${userType}`,
    email: `${userType}.dashboard.bench@contoh.co.id`,
    password: PASSWORD,
    userType,
    role: 'admin',
    companyId: company.id,
  });
  return login(ctx.app, user.email, PASSWORD);
}

async function bench(label: string, records: number) {
  const ctx = await startTestApp();
  try {
    console.log(`\n${label}`);
    const { customer, partner } = await seed(ctx, records, new Date());
    const internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const customerCookie = await companyCookie(ctx, 'customer', customer);
    const partnerCookie = await companyCookie(ctx, 'partner', partner);
    console.log(
      `the customer is ${customer.name} with ${customer.wasteRecords.toLocaleString('en')} records (the largest); ` +
        `the partner ${partner.name} with ${partner.journeys.toLocaleString('en')} journeys (the busiest)`,
    );
    const cases: Array<[string, string, string]> = [];
    for (const [portal, cookie] of [
      ['internal', internal.cookie],
      ['customer', customerCookie],
      ['partner', partnerCookie],
    ] as const) {
      for (const period of ['7d', '30d', 'month']) {
        cases.push([`${portal}, ${period}`, cookie, `/dashboard?period=${period}`]);
      }
    }
    console.log(
      'case'.padEnd(20),
      'journeys'.padStart(9),
      'records'.padStart(8),
      'median ms'.padStart(10),
      'p95 ms'.padStart(8),
      'raw median'.padStart(11),
      'raw p95'.padStart(8),
      'stmts'.padStart(6),
    );
    for (const [name, cookie, url] of cases) {
      const result = await time(ctx, cookie, url);
      console.log(
        name.padEnd(20),
        String(result.journeys).padStart(9),
        String(result.records).padStart(8),
        result.app.median.toFixed(1).padStart(10),
        result.app.p95.toFixed(1).padStart(8),
        result.raw.median.toFixed(1).padStart(11),
        result.raw.p95.toFixed(1).padStart(8),
        String(result.statements).padStart(6),
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
