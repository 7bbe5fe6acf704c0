import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.ts';
import type { FileStore } from '../storage/public.ts';
import {
  type ArchiveEntry,
  type BackupHeader,
  BadBackup,
  type FilesManifest,
  FORMAT,
  FORMAT_VERSION,
  hashing,
  readAll,
  readArchive,
  verifyArchive,
} from './archive.ts';
import { shippedMigrations } from './backup.ts';
import { connectionOf, postgresTool, runTool } from './postgres-tools.ts';

/**
 * Where a backup goes: the embedded install's data directory (its lock held by the caller) or a
 * PostgreSQL database, and the file store the configuration names.
 */
export type RestoreTarget = (
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; databaseUrl: string }
) & {
  store: FileStore;
};

export interface RestoreSummary {
  database: 'pglite' | 'postgres';
  migration: string;
  createdAt: string;
  objects: number;
  /** On S3: the objects the manifest lists that the bucket does not hold (or holds with another size). */
  missingObjects: string[];
  seconds: number;
}

export class NotEmpty extends Error {}

async function hasEntries(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

async function postgresSchemas(databaseUrl: string): Promise<{ tables: number; schemas: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const schemas = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    return { tables: Number(tables.rows[0]?.count ?? 0), schemas: schemas.rows.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

/** `--force` on PostgreSQL: every schema of the database goes, with its tables and data. */
async function emptyPostgres(databaseUrl: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`drop schema "${schema.replaceAll('"', '""')}" cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

async function storeIsEmpty(store: FileStore): Promise<boolean> {
  return (await store.list('', '', 1)).length === 0;
}

async function emptyStore(store: FileStore): Promise<void> {
  for (;;) {
    const page = await store.list('', '', 1_000);
    for (const object of page) await store.delete(object.key);
    if (page.length === 0) return;
  }
}

/**
 * Refuses a target that holds data, unless forced; forced, empties it: the embedded database's folder
 * and the local files, or the PostgreSQL database's schemas and the local files. An S3 bucket is
 * never emptied (the backup holds no bytes of it).
 */
async function prepareTarget(target: RestoreTarget, header: BackupHeader, force: boolean): Promise<void> {
  const problems: string[] = [];
  let schemas: string[] = [];
  if (target.kind === 'pglite') {
    if (await hasEntries(join(target.dataDir, 'db')))
      problems.push(`${join(target.dataDir, 'db')} holds a database`);
  } else {
    const found = await postgresSchemas(target.databaseUrl);
    schemas = found.schemas;
    if (found.tables > 0) problems.push(`the database has ${found.tables} tables`);
  }
  const copiesFiles = header.storage === 'local';
  if (copiesFiles && !(await storeIsEmpty(target.store)))
    problems.push(
      target.store.kind === 'local' ? 'the files folder holds files' : 'the S3 bucket holds objects',
    );
  if (problems.length === 0) return;
  if (!force)
    throw new NotEmpty(
      `The target is not empty: ${problems.join('; ')}. Restore refused. Restore into an empty data directory or database, or add --force to delete what is there first.`,
    );
  if (target.kind === 'pglite') await rm(join(target.dataDir, 'db'), { recursive: true, force: true });
  else await emptyPostgres(target.databaseUrl, schemas);
  if (copiesFiles) await emptyStore(target.store);
}

function checkHeader(header: BackupHeader, target: RestoreTarget): void {
  if (header.format !== FORMAT) throw new BadBackup('This file is not a Sirkula backup.');
  if (header.version > FORMAT_VERSION)
    throw new BadBackup(
      `This backup's format (${header.version}) is newer than this version of Sirkula reads.`,
    );
  if (!shippedMigrations().some((entry) => entry.tag === header.migration))
    throw new BadBackup(
      `This backup was made by a newer Sirkula (its database is at migration ${header.migration}). Update Sirkula first, then restore.`,
    );
  if (header.database !== target.kind)
    throw new BadBackup(
      header.database === 'pglite'
        ? 'This is a backup of an embedded install: restore it without DATABASE_URL, into a data directory.'
        : 'This is a backup of a PostgreSQL install: restore it with DATABASE_URL set to an empty database.',
    );
}

/** A path inside `root` for a name from the archive, never outside it. */
function inside(root: string, name: string): string {
  const path = resolve(root, name);
  if (path !== root && !path.startsWith(root + sep))
    throw new BadBackup(`Unsafe name in the backup: ${name}`);
  return path;
}

async function restorePgliteEntry(entry: ArchiveEntry, dbDir: string, rel: string): Promise<void> {
  const path = inside(dbDir, rel);
  if (entry.type === 'directory') {
    await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
    return;
  }
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  await pipeline(entry.stream, createWriteStream(path, { mode: PRIVATE_FILE_MODE }));
  await chmod(path, entry.mode & 0o700 || PRIVATE_FILE_MODE);
}

/**
 * Restores a backup file: checks its checksum first and refuses a damaged one, then refuses a target
 * holding data unless `force`, then writes the database and the files, checking each file's checksum
 * against the backup's list.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  force = false,
): Promise<RestoreSummary> {
  const started = performance.now();
  const { archiveBytes } = await verifyArchive(file);
  let header: BackupHeader | undefined;
  let manifest: FilesManifest | undefined;
  const restored = new Map<string, string>();
  const dbDir = target.kind === 'pglite' ? resolve(target.dataDir, 'db') : '';
  await readArchive(file, archiveBytes, async (entry) => {
    if (!header) {
      if (entry.name !== 'backup.json') throw new BadBackup('This file is not a Sirkula backup.');
      header = JSON.parse((await readAll(entry.stream)).toString('utf8')) as BackupHeader;
      checkHeader(header, target);
      await prepareTarget(target, header, force);
      if (target.kind === 'pglite') await mkdir(dbDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      return;
    }
    if (entry.name.startsWith('database/pglite/') && target.kind === 'pglite') {
      await restorePgliteEntry(entry, dbDir, entry.name.slice('database/pglite/'.length));
    } else if (entry.name === 'database/postgres.dump' && target.kind === 'postgres') {
      const { url, env } = connectionOf(target.databaseUrl);
      await runTool(
        postgresTool('pg_restore'),
        ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url],
        env,
        entry.stream,
      );
    } else if (entry.name === 'auth-secret' && target.kind === 'pglite') {
      await writeFile(join(target.dataDir, 'auth-secret'), await readAll(entry.stream), {
        mode: PRIVATE_FILE_MODE,
      });
    } else if (entry.name.startsWith('files/') && entry.type === 'file') {
      const key = entry.name.slice('files/'.length);
      // One object at a time in memory: the store takes a buffer (uploads are limited in size).
      const hash = hashing();
      const data = await readAll(entry.stream.pipe(hash));
      await target.store.put(key, data, 'application/octet-stream');
      restored.set(key, hash.digest());
    } else if (entry.name === 'files.json') {
      manifest = JSON.parse((await readAll(entry.stream)).toString('utf8')) as FilesManifest;
    }
  });
  if (!header || !manifest) throw new BadBackup('This backup is incomplete (no list of files).');
  const missingObjects: string[] = [];
  if (manifest.storage === 'local') {
    for (const object of manifest.objects)
      if (restored.get(object.key) !== object.sha256)
        throw new BadBackup(`The file ${object.key} did not come back as it was backed up.`);
  } else {
    // The bucket kept the objects: check it holds each with its size.
    const present = new Map<string, number>();
    for (let after = ''; ; ) {
      const page = await target.store.list('', after, 1_000);
      for (const object of page) present.set(object.key, object.size);
      if (page.length < 1_000) break;
      after = page.at(-1)?.key ?? after;
    }
    for (const object of manifest.objects)
      if (present.get(object.key) !== object.size) missingObjects.push(object.key);
  }
  return {
    database: header.database,
    migration: header.migration,
    createdAt: header.createdAt,
    objects: manifest.objects.length,
    missingObjects,
    seconds: (performance.now() - started) / 1000,
  };
}

export function describeRestore(summary: RestoreSummary, file: string): string {
  const lines = [
    `Restored ${file} (made ${summary.createdAt}, ${summary.database}, migration ${summary.migration}) in ${summary.seconds.toFixed(1)} s.`,
    `  files: ${summary.objects} objects`,
  ];
  if (summary.missingObjects.length > 0) {
    lines.push(
      `  ${summary.missingObjects.length} objects the backup lists are not in the bucket (or differ in size):`,
    );
    for (const key of summary.missingObjects.slice(0, 20)) lines.push(`    ${key}`);
  }
  lines.push('Start the server: it brings the database up to this version on start.');
  return lines.join('\n');
}
