import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';
import { type BackupSummary, describeBackup, makeBackup } from '../features/backups/backup.ts';
import { backupThroughServer } from '../features/backups/control.ts';
import { fileStoreFromConfig } from '../features/storage/file-store.ts';

const USAGE = 'Usage: npm run backup -- --out FILE';

/** npm runs the script inside the workspace: a relative path is the one where the command was typed. */
function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/**
 * `npm run backup -- --out FILE`: the database and the stored files in one file, while the server runs.
 * Embedded: the running server makes it (its control socket), or this command when none runs.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error(`No --out FILE given.\n${USAGE}`);
  const out = userPath(values.out);
  if (existsSync(out))
    throw new Error(`${out} exists already: choose another name (a backup is never overwritten).`);
  // A backup signs nothing, so a PostgreSQL install need not hand this command AUTH_SECRET.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  const store = fileStoreFromConfig(config);
  let summary: BackupSummary;
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    try {
      summary = await makeBackup({ database, store, databaseUrl: config.databaseUrl }, out);
    } finally {
      await database.close();
    }
  } else {
    const dbDir = join(config.dataDir, 'db');
    if (!existsSync(dbDir))
      throw new Error(
        `There is no Sirkula database in ${dbDir}. Set DATA_DIR to the server's data directory.`,
      );
    const byServer = await backupThroughServer(config.dataDir, out);
    if (byServer) summary = byServer;
    else {
      // No server runs on it: this command opens the database itself, holding its lock meanwhile.
      const release = lockDataDir(config.dataDir);
      try {
        const database = await openPglite(dbDir);
        try {
          summary = await makeBackup({ database, store }, out);
        } finally {
          await database.close();
        }
      } finally {
        release();
      }
    }
  }
  console.log(describeBackup(summary));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
