// What authenticating with an API key adds to a request, beside a session-authenticated request in the
// same run: the same page (a customer's waste list, and the pickup rule, which reads almost nothing
// else) asked alternately with the customer admin's session cookie and with a key of the same company.
// Also the key's own statement (find the key, count its minute) in a loop on the pool, as the floor.
// Run: npm run bench:api-keys   (TEST_DATABASE_URL=postgres:// an existing server instead of a
// throwaway PostgreSQL 15 cluster)
import { performance } from 'node:perf_hooks';
import { rateWindow } from '@sirkula/domain/integrations/rules';
import { createKey } from '../apps/server/src/features/integrations/factories.ts';
import { presentKey } from '../apps/server/src/features/integrations/queries.ts';
import { hashOfSecret } from '../apps/server/src/features/integrations/secrets.ts';
import { createContract, createWasteRecord } from '../apps/server/src/features/waste/factories.ts';
import { startTestApp } from '../apps/server/src/test/app.ts';
import { companyWithAdmin } from '../apps/server/src/test/people.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { percentile } from './numbers.ts';

const RUNS = 400;
const WARM_UP = 40;

type Ctx = Awaited<ReturnType<typeof startTestApp>>;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

async function timePair(ctx: Ctx, url: string, cookie: string, key: string) {
  const session: number[] = [];
  const keyed: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    // Alternating, so a slower moment of the machine falls on both.
    for (const [headers, samples] of [
      [{ cookie }, session],
      [{ authorization: `Bearer ${key}` }, keyed],
    ] as const) {
      const started = performance.now();
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
      if (run >= WARM_UP) samples.push(elapsed);
    }
  }
  return { session: summary(session), key: summary(keyed) };
}

async function timeStatement(ctx: Ctx, key: string) {
  const [, publicId = '', secret = ''] = /^sirkula_([a-z0-9]{12})_(.+)$/.exec(key) ?? [];
  const presented = { publicId, secretHash: hashOfSecret(secret) };
  const samples: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const now = new Date();
    const started = performance.now();
    await presentKey(ctx.db, presented, { now, minute: rateWindow(now).minute });
    if (run >= WARM_UP) samples.push(performance.now() - started);
  }
  return summary(samples);
}

async function bench(label: string) {
  const ctx = await startTestApp();
  try {
    const customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Bangku Uji');
    const contract = await createContract(ctx.db, { companyId: customer.company.id });
    for (let index = 0; index < 200; index += 1) await createWasteRecord(ctx.db, { contract });
    const { key } = await createKey(ctx.db, {
      companyId: customer.company.id,
      createdBy: customer.admin.id,
      scopes: ['waste:read', 'pickups:write'],
      requestsPerMinute: 6_000,
    });
    console.log(`\n${label}: ${RUNS} requests each way after ${WARM_UP} to warm up`);
    console.log(
      'page'.padEnd(26),
      'session ms (median/p95)'.padStart(24),
      'key ms (median/p95)'.padStart(22),
      'added ms'.padStart(10),
    );
    for (const url of ['/waste/pickup-rule', '/waste?pageSize=20']) {
      const { session, key: keyed } = await timePair(ctx, url, customer.cookie, key);
      console.log(
        url.padEnd(26),
        `${session.median.toFixed(2)} / ${session.p95.toFixed(2)}`.padStart(24),
        `${keyed.median.toFixed(2)} / ${keyed.p95.toFixed(2)}`.padStart(22),
        (keyed.median - session.median).toFixed(2).padStart(10),
      );
    }
    const statement = await timeStatement(ctx, key);
    console.log(
      `the key's statement alone (find, count the minute): ${statement.median.toFixed(2)} ms median, ${statement.p95.toFixed(2)} ms p95`,
    );
  } finally {
    await ctx.close();
  }
}

await bench('PGlite (embedded)');
const postgres = process.env.TEST_DATABASE_URL ? null : await startPostgres();
if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
try {
  await bench('PostgreSQL 15');
} finally {
  postgres?.stop();
}
