// Times the waste list with 200 companies, 2,000 contracts and 1,000,000 waste records over two years,
// for an internal admin and for a customer admin, on PGlite and on PostgreSQL.
// Run: npm run bench   (or: npx tsx bench/waste-list.ts)
//   BENCH_RECORDS=100000          fewer records on both databases, for a quick run
//   BENCH_PGLITE_RECORDS=200000   the PGlite count alone (default: BENCH_RECORDS)
//   TEST_DATABASE_URL=postgres:// an existing server instead of a throwaway PostgreSQL 15 cluster
import { performance } from 'node:perf_hooks';
import { addDays, jakartaToday } from '@sirkula/domain/shared/dates';
import type { ListTotal } from '@sirkula/domain/shared/lists';
import { createUser } from '../apps/server/src/features/companies/factories.ts';
import { login, startTestApp } from '../apps/server/src/test/app.ts';
import { PASSWORD, signedInUser } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { seedLarge } from './large-data.ts';
import { envCount, percentile } from './numbers.ts';

const RUNS = 30;
const WARM_UP = 2;

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const PGLITE_RECORDS = envCount('BENCH_PGLITE_RECORDS', RECORDS);

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

async function time(ctx: Ctx, cookie: string, url: string) {
  const samples: number[] = [];
  let total = '';
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (run >= WARM_UP) samples.push(elapsed);
    const page: ListTotal = response.json();
    total = `${page.totalKind === 'estimate' ? '~' : ''}${page.total}${page.totalKind === 'atLeast' ? '+' : ''}`;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), total };
}

async function bench(label: string, records: number) {
  const ctx = await startTestApp();
  try {
    const now = new Date();
    const seeding = performance.now();
    let reported = 0;
    const generated = await seedLarge(ctx.db, {
      wasteRecords: records,
      now,
      onProgress: (message) => {
        // One line every ten seconds is enough to show it is moving.
        const elapsed = performance.now() - seeding;
        if (elapsed - reported < 10_000) return;
        reported = elapsed;
        console.log(`  ${(elapsed / 1_000).toFixed(0).padStart(4)} s  ${message}`);
      },
    });
    const largest = generated.companies
      .filter((company) => company.kind === 'customer')
      .sort((a, b) => b.wasteRecords - a.wasteRecords)[0];
    if (!largest) throw new Error('No customer company was generated');
    const internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const customerAdmin = await createUser(ctx.db, {
      name: `Admin ${largest.name}`,
      email: 'admin.bench@pelanggan.co.id',
      password: PASSWORD,
      userType: 'customer',
      role: 'admin',
      companyId: largest.id,
    });
    const customer = await login(ctx.app, customerAdmin.email, PASSWORD);
    console.log(
      `\n${label}: seeded ${generated.companies.length} companies, ${generated.contracts} contracts and ` +
        `${records.toLocaleString('en')} waste records in ${((performance.now() - seeding) / 1000).toFixed(1)} s;`,
    );
    console.log(
      `the customer is ${largest.name} with ${largest.wasteRecords.toLocaleString('en')} records (the largest)`,
    );
    const today = jakartaToday(now);
    const month = `from=${addDays(today, -210)}&to=${addDays(today, -180)}`;
    // Ten transaction numbers (…120 to …129) share this prefix, whatever the size of last year's series.
    const prefix = `WST-${Number(today.slice(0, 4)) - 1}-00012`;
    const cases: Array<[string, string, string]> = [
      ['internal, first page', internal.cookie, '/waste'],
      ['internal, filtered (waiting, B3)', internal.cookie, '/waste?status=waiting&type=b3'],
      ['internal, one month (transaction date)', internal.cookie, `/waste?${month}`],
      ['internal, deep page (page 500)', internal.cookie, '/waste?page=500'],
      ['internal, number prefix (ten records)', internal.cookie, `/waste?q=${prefix}`],
      ['customer, first page', customer, '/waste'],
      ['customer, filtered (waiting, B3)', customer, '/waste?status=waiting&type=b3'],
      ['customer, one month (transaction date)', customer, `/waste?${month}`],
      ['customer, deep page (page 500)', customer, '/waste?page=500'],
    ];
    console.log('case'.padEnd(42), 'rows'.padStart(8), 'median ms'.padStart(10), 'p95 ms'.padStart(10));
    for (const [name, cookie, url] of cases) {
      const { median, p95, total } = await time(ctx, cookie, url);
      console.log(
        name.padEnd(42),
        total.padStart(8),
        median.toFixed(1).padStart(10),
        p95.toFixed(1).padStart(10),
      );
    }
  } finally {
    await ctx.close();
  }
}

await bench('PGlite (embedded)', PGLITE_RECORDS);
const postgres = await startPostgres();
process.env.TEST_DATABASE_URL = postgres.url;
try {
  await bench('PostgreSQL 15', RECORDS);
} finally {
  postgres.stop();
}
