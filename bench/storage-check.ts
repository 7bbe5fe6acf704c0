// `npm run bench:storage`: how long the storage check (`npm run storage:check`, the weekly
// `storageOrphans` job) takes for BENCH_STORAGE_OBJECTS (100,000) objects in the local folder store and
// as many file rows in an embedded database, with a few planted orphans and missing objects. Set
// DATABASE_URL to run the database side on PostgreSQL instead. It prints figures and never fails on
// them: it is a benchmark, not a test.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { files } from '../apps/server/src/db/schema.ts';
import { localFileStore } from '../apps/server/src/features/storage/file-store.ts';
import { checkStorage, describeReport } from '../apps/server/src/features/storage/orphans.ts';
import { envCount } from './numbers.ts';

const OBJECTS = envCount('BENCH_STORAGE_OBJECTS', 100_000);
const COMPANIES = 200;
const PLANTED = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'sirkula-bench-storage-'));
  const database: Database = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite(join(dir, 'db'));
  try {
    await migrate(database);
    const { db } = database;
    if (process.env.DATABASE_URL) await db.execute(sql`truncate ${files} cascade`);
    const owners = Array.from({ length: COMPANIES }, () => randomUUID());
    const storeDir = join(dir, 'files');
    for (const owner of owners) await mkdir(join(storeDir, 'companies', owner), { recursive: true });
    const loading = performance.now();
    const data = Buffer.from('%PDF-1.4\n%bench\n');
    let batch: (typeof files.$inferInsert)[] = [];
    for (let index = 0; index < OBJECTS; index += 1) {
      const key = `companies/${owners[index % COMPANIES]}/${randomUUID()}.pdf`;
      // The last PLANTED rows lose their object; PLANTED more objects get no row.
      if (index < OBJECTS - PLANTED) await writeFile(join(storeDir, key), data);
      batch.push({
        purpose: 'bench',
        storageKey: key,
        originalName: `bench-${index}.pdf`,
        contentType: 'application/pdf',
        size: data.length,
      });
      if (batch.length === 1000) {
        await db.insert(files).values(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await db.insert(files).values(batch);
    for (let index = 0; index < PLANTED; index += 1)
      await writeFile(join(storeDir, `companies/${owners[index]}/${randomUUID()}.pdf`), data);
    await db.execute(sql`analyze ${files}`);
    console.log(
      `Loaded ${OBJECTS.toLocaleString('en')} rows and objects in ${seconds(performance.now() - loading)} ` +
        `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, local folder store).`,
    );

    const store = localFileStore(storeDir);
    for (const pageSize of [1000, 5000]) {
      const report = await checkStorage({ db, store }, { now: new Date(), pageSize });
      console.log(`pages of ${pageSize}: ${describeReport(report)}`);
    }
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
