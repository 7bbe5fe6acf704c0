import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/lock.ts';
import { describeRestore, restoreBackup } from '../features/backups/restore.ts';
import { fileStoreFromConfig } from '../features/storage/file-store.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/**
 * `npm run restore -- FILE`: into an empty data directory (embedded) or an empty database
 * (DATABASE_URL), with the files into the configured store. `--force` deletes what the target holds
 * first: the embedded database folder and the local files, or every schema of the PostgreSQL database.
 */
async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [given] = positionals;
  if (!given || positionals.length > 1) throw new Error(USAGE);
  const file = userPath(given);
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  const store = fileStoreFromConfig(config);
  const force = values.force ?? false;
  if (config.databaseUrl) {
    const summary = await restoreBackup(
      file,
      { kind: 'postgres', databaseUrl: config.databaseUrl, store },
      force,
    );
    console.log(describeRestore(summary, file));
    return;
  }
  // Refused while a server runs on the data directory.
  const release = lockDataDir(config.dataDir);
  try {
    const summary = await restoreBackup(file, { kind: 'pglite', dataDir: config.dataDir, store }, force);
    console.log(describeRestore(summary, file));
  } finally {
    release();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
