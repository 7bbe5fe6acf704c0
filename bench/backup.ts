// Backup and restore at production size: `npm run backup` and `npm run restore` (the real commands, as
// child processes) on an install seeded by `npm run seed:large`, on a throwaway PostgreSQL 15 cluster
// and on PGlite. Prints the time of each, the backup's size and the database's, and checks the copy
// holds as many waste records.
// Run: npm run bench:backup   (or: npx tsx bench/backup.ts)
//   BENCH_RECORDS=1000000          waste records on PostgreSQL
//   BENCH_PGLITE_RECORDS=1000000   waste records on PGlite (default 200,000: 1M seeds in about 6 min more)
//   BENCH_PGLITE=0                 PostgreSQL only; BENCH_POSTGRES=0: PGlite only
//   TEST_DATABASE_URL=postgres://  an existing server instead of a throwaway cluster
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite } from '../apps/server/src/db/client.ts';
import { onPostgresServer, postgresDatabaseUrl } from '../apps/server/src/test/database.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { envCount } from './numbers.ts';

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const PGLITE_RECORDS = envCount('BENCH_PGLITE_RECORDS', 200_000);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a script of the repository with `env` added; answers its wall time in seconds. */
function run(script: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const { DATABASE_URL, ...inherited } = process.env;
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, script), ...args],
      { cwd: root, env: { ...inherited, SEED_DEMO: '0', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} failed: ${stderr || stdout}`));
        else resolve((performance.now() - started) / 1000);
      },
    );
  });
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

async function postgresCount(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ value: string }>(query)).rows[0]?.value ?? 0);
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const COUNT = 'select count(*)::text as value from waste_records';

interface Row {
  kind: string;
  records: number;
  databaseBytes: number;
  seed: number;
  backup: number;
  backupBytes: number;
  restore: number;
}

async function onPostgres(work: string): Promise<Row> {
  const server = await startPostgres();
  try {
    await onPostgresServer(server.url, 'create database bench_source');
    await onPostgresServer(server.url, 'create database bench_copy');
    const source = postgresDatabaseUrl(server.url, 'bench_source');
    const copy = postgresDatabaseUrl(server.url, 'bench_copy');
    console.log(`PostgreSQL: seeding ${RECORDS} waste records…`);
    const seed = await run('bench/seed-large.ts', ['--records', String(RECORDS)], { DATABASE_URL: source });
    const databaseBytes = await postgresCount(
      source,
      'select pg_database_size(current_database())::text as value',
    );
    const file = join(work, 'postgres.backup');
    const env = { DATABASE_URL: source, DATA_DIR: join(work, 'pg-source'), AUTH_SECRET: 'x'.repeat(32) };
    const backup = await run('apps/server/src/cli/backup.ts', ['--out', file], env);
    const restore = await run('apps/server/src/cli/restore.ts', [file], {
      ...env,
      DATABASE_URL: copy,
      DATA_DIR: join(work, 'pg-copy'),
    });
    const [before, after] = [await postgresCount(source, COUNT), await postgresCount(copy, COUNT)];
    if (before !== after) throw new Error(`The copy holds ${after} waste records, the source ${before}.`);
    return {
      kind: 'PostgreSQL 15',
      records: after,
      databaseBytes,
      seed,
      backup,
      backupBytes: (await stat(file)).size,
      restore,
    };
  } finally {
    server.stop();
  }
}

async function onPglite(work: string): Promise<Row> {
  const dataDir = join(work, 'pglite');
  const copyDir = join(work, 'pglite-copy');
  console.log(`PGlite: seeding ${PGLITE_RECORDS} waste records…`);
  const seed = await run('bench/seed-large.ts', ['--records', String(PGLITE_RECORDS)], { DATA_DIR: dataDir });
  const databaseBytes = await folderBytes(join(dataDir, 'db'));
  const file = join(work, 'pglite.backup');
  const backup = await run('apps/server/src/cli/backup.ts', ['--out', file], { DATA_DIR: dataDir });
  const restore = await run('apps/server/src/cli/restore.ts', [file], { DATA_DIR: copyDir });
  const database = await openPglite(join(copyDir, 'db'));
  const result = (await database.db.execute(COUNT)) as unknown as { rows: Array<{ value: string }> };
  await database.close();
  return {
    kind: 'PGlite',
    records: Number(result.rows[0]?.value),
    databaseBytes,
    seed,
    backup,
    backupBytes: (await stat(file)).size,
    restore,
  };
}

const HEAD =
  '| database | waste records | database size | seed | backup | backup file | restore |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |';

function line(row: Row): string {
  return `| ${row.kind} | ${row.records.toLocaleString('en')} | ${mb(row.databaseBytes)} | ${row.seed.toFixed(0)} s | ${row.backup.toFixed(1)} s | ${mb(row.backupBytes)} | ${row.restore.toFixed(1)} s |`;
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'sirkula-bench-backup-'));
  try {
    const rows: Row[] = [];
    // Each line as soon as it is measured: the PGlite part takes long, and may not fit the disk.
    const measured = (row: Row) => {
      rows.push(row);
      console.log(`${HEAD}\n${line(row)}`);
    };
    if (process.env.BENCH_POSTGRES !== '0') measured(await onPostgres(work));
    if (process.env.BENCH_PGLITE !== '0') measured(await onPglite(work));
    console.log(`\n${HEAD}\n${rows.map(line).join('\n')}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
