// Makes the upgrade test's fixture (apps/server/src/test/fixtures/README.md): the database an embedded
// demo install of an earlier commit had, as SQL. Checks that commit out in a temporary git worktree,
// installs its packages, migrates a throwaway PostgreSQL with its code and seeds its demo data as its
// embedded mode did, then dumps schema and data. The tests only read the file this writes.
//   node scripts/upgrade-fixture.mjs [commit]   (b639142 by default: the commit that closed issue 12)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startPostgres } from './postgres.mjs';

const commit = process.argv[2] ?? 'b639142';
const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(root, `apps/server/src/test/fixtures/upgrade-from-${commit}.sql.gz`);

// Run inside the old worktree with its own code: what its main.ts did on a new data directory
// (migrate, then seedDemo with its file store), at the commit's own time so the demo's dates are its.
const SEED = `
import { openPostgres } from './apps/server/src/db/client.ts';
import { migrate } from './apps/server/src/db/migrate.ts';
import { localFileStore } from './apps/server/src/features/storage/file-store.ts';
import { seedDemo } from './apps/server/src/seed/demo.ts';

const [url, storeDir, now] = process.argv.slice(2);
const database = await openPostgres(url);
await migrate(database);
const seeds = await seedDemo({ db: database.db, store: localFileStore(storeDir), maxUploadBytes: 10 * 1024 * 1024 }, new Date(now));
console.log('Seeded: ' + seeds.join(', '));
await database.close();
`;

const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const work = mkdtempSync(join(tmpdir(), 'sirkula-upgrade-fixture-'));
const worktree = join(work, 'old');
run('git', ['worktree', 'add', '--detach', worktree, commit]);
const postgres = await startPostgres();
try {
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], worktree);
  writeFileSync(join(worktree, 'upgrade-fixture-seed.ts'), SEED);
  const time = execFileSync('git', ['show', '-s', '--format=%cI', commit], { cwd: root, encoding: 'utf8' });
  run('npx', ['tsx', 'upgrade-fixture-seed.ts', postgres.url, join(work, 'files'), time.trim()], worktree);
  const dumpFile = join(work, 'dump.sql');
  run('pg_dump', [
    '--no-owner',
    '--no-privileges',
    '--inserts',
    '--rows-per-insert=500',
    '--file',
    dumpFile,
    postgres.url,
  ]);
  // \restrict and \unrestrict are psql's commands (pg_dump since 15.14), not SQL: PGlite and a driver
  // run the file as plain SQL.
  const dump = readFileSync(dumpFile, 'utf8')
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .join('\n');
  writeFileSync(fixture, gzipSync(dump, { level: 9 }));
  console.log(`Wrote ${fixture}`);
} finally {
  postgres.stop();
  run('git', ['worktree', 'remove', '--force', worktree]);
  rmSync(work, { recursive: true, force: true });
}
