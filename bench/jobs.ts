// `npm run bench:jobs`: the job queue (pg-boss through lib/jobs.ts's way of reaching the database) on
// PostgreSQL 15 and then on PGlite, beside "the limit": a raw loop of the same work on a plain table
// (`INSERT` the jobs, then `SELECT … FOR UPDATE SKIP LOCKED` a batch, mark it active, mark it done) in
// the same run, through the same driver.
//   BENCH_JOBS=20000   jobs queued and worked per measurement
//   BENCH_WORKERS=4    fetch loops at once
//   BENCH_BATCH=10     jobs per fetch
//   BENCH_CHUNK=500    jobs queued at a time, each chunk worked before the next: the queue stays as
//                      shallow as a live one (pg-boss sorts the waiting jobs at each fetch, so a backlog
//                      of tens of thousands costs it more than the raw loop's partial index)
//   BENCH_DATABASES=postgres   only one of them (default: postgres,pglite)
// It prints figures and never fails on them: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { openPglite } from '../apps/server/src/db/client.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { envCount } from './numbers.ts';

const JOBS = envCount('BENCH_JOBS', 20_000);
const WORKERS = envCount('BENCH_WORKERS', 4);
const BATCH = envCount('BENCH_BATCH', 10);
const CHUNK = envCount('BENCH_CHUNK', 500);
const QUEUE = 'benchWork';

interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** pg-boss's SQL through PGlite, as lib/jobs.ts sends it. */
function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** Jobs a second, timing what each chunk's queueing and working take apart. */
async function measureChunks(
  queue: (first: number, size: number) => Promise<void>,
  work: () => Promise<void>,
) {
  let queueing = 0;
  let working = 0;
  for (let first = 0; first < JOBS; first += CHUNK) {
    const started = performance.now();
    await queue(first, Math.min(CHUNK, JOBS - first));
    const queued = performance.now();
    await work();
    queueing += queued - started;
    working += performance.now() - queued;
  }
  return { queued: JOBS / (queueing / 1_000), worked: JOBS / (working / 1_000) };
}

/** WORKERS loops taking BATCH jobs at a time until none is left. */
async function drain(take: () => Promise<string[]>, done: (ids: string[]) => Promise<void>) {
  const worker = async () => {
    for (;;) {
      const ids = await take();
      if (ids.length === 0) return;
      await done(ids);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

async function measureQueue(executor: Executor) {
  const boss = new PgBoss({
    db: executor,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  } as PgBoss.ConstructorOptions);
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 2 });
  const figures = await measureChunks(
    async (first, size) => {
      await boss.insert(
        Array.from({ length: size }, (_, index) => ({ name: QUEUE, data: { n: first + index } })),
      );
    },
    () =>
      drain(
        async () => ((await boss.fetch(QUEUE, { batchSize: BATCH })) ?? []).map((job) => job.id),
        async (ids) => {
          await boss.complete(QUEUE, ids);
        },
      ),
  );
  await boss.stop({ graceful: false, wait: true });
  return figures;
}

async function measureRaw(executor: Executor) {
  await executor.executeSql(`create table bench_jobs (id bigserial primary key, state text not null default 'created',
    data jsonb not null, started_on timestamptz, completed_on timestamptz)`);
  await executor.executeSql(`create index bench_jobs_created_idx on bench_jobs (id) where state = 'created'`);
  return measureChunks(
    async (first, size) => {
      await executor.executeSql(
        'insert into bench_jobs (data) select jsonb_build_object($$n$$, n) from unnest($1::int[]) as n',
        [Array.from({ length: size }, (_, index) => first + index)],
      );
    },
    () =>
      drain(
        async () =>
          (
            await executor.executeSql(
              `with next as (select id from bench_jobs where state = 'created' order by id limit $1 for update skip locked)
               update bench_jobs set state = 'active', started_on = now() from next where bench_jobs.id = next.id
               returning bench_jobs.id`,
              [BATCH],
            )
          ).rows.map((row) => String(row.id)),
        async (ids) => {
          await executor.executeSql(
            `update bench_jobs set state = 'completed', completed_on = now() where id = any($1::bigint[])`,
            [ids],
          );
        },
      ),
  );
}

function report(
  title: string,
  queue: { queued: number; worked: number },
  raw: { queued: number; worked: number },
) {
  const n = (value: number) => Math.round(value).toLocaleString('en');
  console.log(
    `\n${title}: ${JOBS.toLocaleString('en')} jobs queued ${CHUNK} at a time, ${WORKERS} workers taking ${BATCH} at a time`,
  );
  console.log(`  pg-boss:  queued ${n(queue.queued)} jobs/s, worked ${n(queue.worked)} jobs/s`);
  console.log(`  raw loop: queued ${n(raw.queued)} jobs/s, worked ${n(raw.worked)} jobs/s`);
  console.log(`  pg-boss works ${((queue.worked / raw.worked) * 100).toFixed(0)} % of the raw loop's rate`);
}

async function onPostgres() {
  const cluster = await startPostgres();
  const name = `sirkula_jobs_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // Dropping the database at the end ends its idle connections.
  pool.on('error', () => {});
  try {
    const executor: Executor = { executeSql: (text, values) => pool.query(text, values) };
    report('PostgreSQL 15', await measureQueue(executor), await measureRaw(executor));
  } finally {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster.stop();
  }
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'sirkula-jobs-'));
  const database = await openPglite(join(dir, 'db'));
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const executor = pgliteExecutor(client);
    report('PGlite', await measureQueue(executor), await measureRaw(executor));
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
if (databases.includes('postgres')) await onPostgres();
if (databases.includes('pglite')) await onPglite();
