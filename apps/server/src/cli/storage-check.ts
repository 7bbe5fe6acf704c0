import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { withConfiguredDatabase } from '../db/with-database.ts';
import { fileStoreFromConfig } from '../features/storage/file-store.ts';
import { checkStorage, describeReport, type OrphanReport } from '../features/storage/orphans.ts';

function details(report: OrphanReport): string[] {
  const lines = [describeReport(report)];
  for (const object of report.orphanObjects)
    lines.push(`  orphaned object  ${object.key}  ${object.size} bytes  ${object.modifiedAt.toISOString()}`);
  if (report.orphanObjectCount > report.orphanObjects.length)
    lines.push(`  … and ${report.orphanObjectCount - report.orphanObjects.length} more orphaned objects`);
  for (const row of report.missingObjects)
    lines.push(`  missing object   ${row.storageKey}  file ${row.id} (${row.purpose})`);
  if (report.missingObjectCount > report.missingObjects.length)
    lines.push(`  … and ${report.missingObjectCount - report.missingObjects.length} more missing objects`);
  if (report.orphanObjectCount > 0)
    lines.push('Staff delete orphaned objects under Storage (/internal/gcs) after checking the list.');
  return lines;
}

/** `npm run storage:check`: reports orphaned objects and missing ones; deletes nothing. */
async function main() {
  // Reading signs nothing, so a PostgreSQL install need not hand this command AUTH_SECRET.
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) });
  const dbDir = join(config.dataDir, 'db');
  if (!config.databaseUrl && !existsSync(dbDir))
    throw new Error(`There is no Sirkula database in ${dbDir}. Set DATA_DIR to the server's data directory.`);
  const report = await withConfiguredDatabase(config, (database) =>
    checkStorage({ db: database.db, store: fileStoreFromConfig(config) }, { now: new Date() }),
  );
  console.log(details(report).join('\n'));
  // Non-zero when something needs a look, so a cron wrapper or a CI step can alert on it.
  if (report.orphanObjectCount + report.missingObjectCount > 0) process.exitCode = 2;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
