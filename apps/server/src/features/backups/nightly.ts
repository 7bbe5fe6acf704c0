import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../lib/feature.ts';
import { ensurePrivateDir } from '../../lib/private-files.ts';
import { type BackupSource, makeBackup, pgliteOf } from './backup.ts';

/** How many nightly backups `DATA_DIR/backups` keeps unless BACKUP_KEEP says otherwise. */
export const DEFAULT_KEEP = 7;
const PREFIX = 'sirkula-';
const SUFFIX = '.backup';

/** BACKUP_KEEP: a whole number from 1; 0 turns the nightly backup off. */
export function backupsToKeep(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`BACKUP_KEEP is not a whole number of backups to keep: ${value}`);
  return keep;
}

/** `sirkula-2026-11-28T19-00-00Z.backup`: sorts by time, and a colon-free name for every file system. */
export function nightlyName(now: Date): string {
  return `${PREFIX}${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z${SUFFIX}`;
}

/** Deletes the oldest nightly backups past the newest `keep`; answers the names deleted. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/** Makes tonight's backup into `<dataDir>/backups` and keeps the newest `keep`. */
export async function runNightlyBackup(
  source: BackupSource,
  dir: string,
  keep: number,
  now: Date,
): Promise<string> {
  if (keep === 0) return 'Skipped: BACKUP_KEEP=0 turns the nightly backup off.';
  ensurePrivateDir(dir);
  const summary = await makeBackup(source, join(dir, nightlyName(now)), now);
  const deleted = await rotateBackups(dir, keep);
  return `Backup ${summary.file}: ${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${summary.objects} files, ${summary.seconds.toFixed(1)} s; deleted ${deleted.length} older (keeping ${keep}).`;
}

export const nightlyBackupJob: ScheduledJob = {
  code: 'backupNightly',
  // 02:30 WIB: after the nightly clean-ups (01:30, 01:45), so it copies less, before the morning's jobs.
  cron: '30 2 * * *',
  retryLimit: 2,
  run: async (deps, now) => {
    const database: Database = { db: deps.db, kind: 'pglite', close: async () => {} };
    const client = (deps.db as unknown as { $client: { dataDir?: string } }).$client;
    if (!client.dataDir || !('_runExclusiveQuery' in client))
      return 'Skipped: the nightly backup is the embedded mode’s; on PostgreSQL back up with npm run backup (pg_dump) or the database’s own backups.';
    const dataDir = dirname(pgliteOf(database).dir);
    return runNightlyBackup(
      { database, store: deps.storage.store },
      join(dataDir, 'backups'),
      backupsToKeep(process.env.BACKUP_KEEP),
      now,
    );
  },
};
