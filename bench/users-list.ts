// Times the users and companies lists with 10,000 users in 200 companies, on PGlite and on PostgreSQL.
// Run: npm run bench   (PostgreSQL: a throwaway cluster, or the server named by TEST_DATABASE_URL)
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { companies, users } from '../apps/server/src/db/schema.ts';
import { nameColumns } from '../apps/server/src/features/users/queries.ts';
import { startTestApp } from '../apps/server/src/test/app.ts';
import { companyWithAdmin, signedInUser } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';

const COMPANIES = 200;
const USERS = 10_000;
const RUNS = 30;
const CITIES = ['Jakarta Utara', 'Bekasi', 'Karawang', 'Surabaya', 'Semarang', 'Medan', 'Batam', 'Makassar'];
const FIRST = ['Budi', 'Siti', 'Agus', 'Dewi', 'Rina', 'Hendra', 'Wahyu', 'Fitri', 'Joko', 'Maya'];
const LAST = ['Santoso', 'Wulandari', 'Prasetyo', 'Lestari', 'Gunawan', 'Hidayat', 'Handayani', 'Saputra'];

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

async function seed(ctx: Ctx) {
  const rows = Array.from({ length: COMPANIES }, (_, index) => ({
    name: `PT Bench Industri ${String(index).padStart(3, '0')}`,
    kind: index % 5 === 0 ? ('partner' as const) : ('customer' as const),
    city: CITIES[index % CITIES.length] ?? null,
  }));
  const inserted = await ctx.db
    .insert(companies)
    .values(rows)
    .returning({ id: companies.id, kind: companies.kind });
  for (let start = 0; start < USERS; start += 1_000) {
    const batch = Array.from({ length: 1_000 }, (_, offset) => {
      const index = start + offset;
      const company = inserted[index % inserted.length];
      return {
        id: randomUUID(),
        ...nameColumns(`${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]} ${index}`),
        email: `pengguna${index}@bench.co.id`,
        emailVerified: true,
        userType: company?.kind ?? ('customer' as const),
        role: index % 25 === 0 ? ('admin' as const) : ('member' as const),
        companyId: company?.id ?? null,
        status: index % 17 === 0 ? ('inactive' as const) : ('active' as const),
      };
    });
    // The listed accounts never sign in, so they need no password rows.
    await ctx.db.insert(users).values(batch);
  }
  // Fresh statistics, as autovacuum would gather them on a live server.
  await ctx.db.execute(sql`analyze`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(ctx: Ctx, cookie: string, url: string) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    samples.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: median(samples), p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
}

async function bench(label: string) {
  const ctx = await startTestApp();
  try {
    const seeding = performance.now();
    await seed(ctx);
    const internal = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' });
    const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Bench Pelanggan');
    console.log(
      `\n${label}: seeded ${USERS} users in ${COMPANIES} companies in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const cases: Array<[string, string, string]> = [
      ['internal, users, first page', internal.cookie, '/users'],
      ['internal, users, search "santoso"', internal.cookie, '/users?q=santoso'],
      ['internal, users, filtered (customer admins)', internal.cookie, '/users?userType=customer&role=admin'],
      ['internal, users, deep page (page 400)', internal.cookie, '/users?page=400&pageSize=20'],
      ['internal, users, sorted by e-mail desc', internal.cookie, '/users?sort=email&order=desc'],
      ['company admin, own users', customer.cookie, '/users'],
      ['internal, companies, first page', internal.cookie, '/companies'],
      ['internal, companies, search + sort by city', internal.cookie, '/companies?q=bench&sort=city'],
    ];
    console.log('case'.padEnd(48), 'median ms'.padStart(10), 'p95 ms'.padStart(10));
    for (const [name, cookie, url] of cases) {
      const { median: mid, p95 } = await time(ctx, cookie, url);
      console.log(name.padEnd(48), mid.toFixed(1).padStart(10), p95.toFixed(1).padStart(10));
    }
  } finally {
    await ctx.close();
  }
}

await bench('PGlite (embedded)');
const postgres = await startPostgres();
process.env.TEST_DATABASE_URL = postgres.url;
try {
  await bench('PostgreSQL 15');
} finally {
  postgres.stop();
}
