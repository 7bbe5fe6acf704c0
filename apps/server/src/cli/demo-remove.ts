import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { withConfiguredDatabase } from '../db/with-database.ts';
import type { RemovedDemo } from '../features/demo/queries.ts';
import { removeDemo } from '../features/demo/service.ts';
import { FEATURES } from '../features/registry.ts';
import { fileStoreFromConfig } from '../features/storage/file-store.ts';

function report(removed: RemovedDemo & { internalAdminsLeft: number }): string {
  const counts = [
    `${removed.companies} companies`,
    `${removed.users} users (with ${removed.sessions} sessions)`,
    `${removed.contracts} contracts`,
    `${removed.wasteRecords} waste records`,
    `${removed.files} files`,
    `${removed.auditEntries} audit entries`,
    `${removed.emails} e-mails`,
  ];
  const lines =
    removed.companies + removed.users === 0
      ? ['No demo data found: nothing removed.']
      : [`Removed the demo data: ${counts.join(', ')}.`];
  if (removed.internalAdminsLeft === 0)
    lines.push(
      'No internal admin is left: create yours with npm run admin:create -- --email you@example.co.id',
    );
  return lines.join('\n');
}

async function main() {
  // Removing data signs nothing, so a PostgreSQL install need not hand this command AUTH_SECRET.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  const dbDir = join(config.dataDir, 'db');
  if (!config.databaseUrl && !existsSync(dbDir))
    throw new Error(`There is no Sirkula database in ${dbDir}. Set DATA_DIR to the server's data directory.`);
  // The data directory's lock makes this refuse while the server runs on it.
  const removed = await withConfiguredDatabase(config, (database) =>
    removeDemo({ db: database.db, store: fileStoreFromConfig(config), features: FEATURES }),
  );
  console.log(report(removed));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
