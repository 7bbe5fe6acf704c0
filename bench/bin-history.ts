// `npm run bench:bin-history`: a bin's history charts with a year of readings for 1,000 bins on
// PostgreSQL 15 (hourly readings in monthly partitions, and their hourly roll-ups): the answer time of
// `GET /api/v1/smartbins/:id/history` for 24 h, 7 days and 30 days, beside "the limit", the same
// query straight through the driver.
//   BENCH_BINS=1000      bins
//   BENCH_DAYS=365       days of hourly readings per bin
//   TEST_DATABASE_URL=postgres://…  an existing server instead of a throwaway PostgreSQL 15 cluster
// It prints figures and never fails on them: it is a benchmark, not a test.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { createCompany } from '../apps/server/src/features/companies/factories.ts';
import { createBin } from '../apps/server/src/features/smartbins/factories.ts';
import { makeReadingPartition, readingPartitions } from '../apps/server/src/features/smartbins/queries.ts';
import { partitionName } from '../apps/server/src/features/smartbins/upkeep.ts';
import { startTestApp } from '../apps/server/src/test/app.ts';
import { signedInUser } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { envCount, percentile } from './numbers.ts';

const BINS = envCount('BENCH_BINS', 1_000);
const DAYS = envCount('BENCH_DAYS', 365);
const RUNS = 50;

const postgres = process.env.TEST_DATABASE_URL ? null : await startPostgres();
if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
const ctx = await startTestApp();

/** Every month of the year back to the next, so the readings land in their own partitions. */
async function partitionsFor(now: Date) {
  const existing = new Set(await readingPartitions(ctx.db));
  for (let back = Math.ceil(DAYS / 28) + 1; back >= -1; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const name = partitionName(start);
    if (!existing.has(name)) await ctx.db.transaction((tx) => makeReadingPartition(tx, name, { start, end }));
  }
}

/** A year of hourly readings per bin (a sawtooth of filling and emptying) and their roll-ups, in SQL. */
async function seed(now: Date): Promise<string[]> {
  const company = await createCompany(ctx.db, { name: 'PT Bench Riwayat Sensor', kind: 'customer' });
  const ids: string[] = [];
  for (let index = 0; index < BINS; index++) {
    ids.push((await createBin(ctx.db, { companyId: company.id, label: `Riwayat ${index}` })).id);
  }
  await partitionsFor(now);
  const end = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  const started = performance.now();
  for (const [index, id] of ids.entries()) {
    await ctx.db.execute(sql`
      insert into smart_bin_readings (bin_id, measured_at, received_at, fill_percent, temperature_c,
        battery_percent, alarm_full, alarm_fire, alarm_tilt, alarm_low_battery)
      select ${id}::uuid, hour, hour, (extract(epoch from hour)::bigint / 3600 % 120)::int * 100 / 120, 29, 90,
        false, false, false, false
      from generate_series(${end}::timestamptz - make_interval(days => ${DAYS}), ${end}::timestamptz,
        interval '1 hour') as hour`);
    await ctx.db.execute(sql`
      insert into smart_bin_readings_hourly (bin_id, hour, readings, fill_sum, fill_count, temperature_max, battery_min)
      select bin_id, measured_at, 1, fill_percent, 1, temperature_c, battery_percent
      from smart_bin_readings where bin_id = ${id}::uuid`);
    if ((index + 1) % 100 === 0) {
      console.log(`  ${index + 1} bins seeded (${((performance.now() - started) / 1_000).toFixed(0)} s)`);
    }
  }
  await ctx.db.execute(sql`analyze smart_bin_readings; analyze smart_bin_readings_hourly`);
  return ids;
}

function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
}

/** The history queries as the app sends them, through a plain pg pool: the limit. */
const RAW: Record<string, string> = {
  '24h': `select measured_at, fill_percent, temperature_c, battery_percent from smart_bin_readings
    where bin_id = $1 and measured_at >= $2 and measured_at <= $3 order by measured_at`,
  '7d': `select hour, round(fill_sum::numeric / nullif(fill_count, 0)), temperature_max, battery_min
    from smart_bin_readings_hourly where bin_id = $1 and hour >= $2 and hour <= $3 order by hour`,
};
RAW['30d'] = RAW['7d'] as string;
const SPAN_MS: Record<string, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

try {
  const now = new Date();
  console.log(`PostgreSQL 15: ${BINS} bins with ${DAYS} days of hourly readings…`);
  const ids = await seed(now);
  const counted = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from smart_bin_readings`),
  )[0]?.n;
  console.log(`  ${counted?.toLocaleString('en')} readings stored`);
  const staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  // The app's own pool: the same database and connections, without Drizzle, Fastify or JSON.
  const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
  for (const range of ['24h', '7d', '30d'] as const) {
    const served: number[] = [];
    const raw: number[] = [];
    let points = 0;
    for (let run = 0; run < RUNS; run++) {
      const id = ids[(run * 37) % ids.length] as string;
      let started = performance.now();
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/smartbins/${id}/history?range=${range}`,
        headers: { cookie: staff },
      });
      served.push(performance.now() - started);
      points = answer.json().points.length;
      const to = new Date();
      const from = new Date(to.getTime() - (SPAN_MS[range] ?? 0));
      started = performance.now();
      await pool.query(RAW[range] as string, [id, from, to]);
      raw.push(performance.now() - started);
    }
    console.log(`  ${range}: ${points} points · served ${spread(served)} · raw query ${spread(raw)}`);
  }
} finally {
  await ctx.close();
  postgres?.stop();
}
