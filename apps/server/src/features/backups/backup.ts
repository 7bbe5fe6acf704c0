import { createReadStream, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { type FileStore, MissingObject } from '../storage/public.ts';
import {
  type ArchiveWriter,
  type BackedUpObject,
  type BackupHeader,
  type FilesManifest,
  FORMAT,
  FORMAT_VERSION,
  hashing,
  writeArchive,
} from './archive.ts';
import { connectionOf, postgresTool, runTool } from './postgres-tools.ts';

/** What a backup is made from: the open database, the file store, and on PostgreSQL its address (pg_dump's). */
export interface BackupSource {
  database: Database;
  store: FileStore;
  databaseUrl?: string | undefined;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  sha256: string;
  database: 'pglite' | 'postgres';
  migration: string;
  objects: number;
  objectBytes: number;
  vanished: number;
  seconds: number;
}

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

/** This build's migrations, oldest first. */
export function shippedMigrations(): Journal['entries'] {
  const file = new URL('../../../drizzle/meta/_journal.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as Journal).entries;
}

/**
 * The newest migration applied to a database, by the time drizzle records (its journal's `when`); a
 * time this build does not know is a newer build's, named by that time.
 */
export async function appliedMigration(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ when: string | null }> };
  const when = Number(result.rows[0]?.when ?? 0);
  return shippedMigrations().find((entry) => entry.when === when)?.tag ?? `unknown-${when}`;
}

/** The PGlite client behind an embedded database, and the folder it keeps its files in. */
export function pgliteOf(database: Database): { client: PGlite; dir: string } {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dir = client.dataDir;
  if (!dir || dir.startsWith('memory://'))
    throw new Error('An in-memory database has no data directory to back up.');
  return { client, dir };
}

/**
 * Copies PGlite's data directory while it answers nothing: PGlite runs one statement at a time on
 * one connection, and holding its query lock (the one `dumpDataDir` holds) leaves the files as they
 * were between two statements, which PostgreSQL opens like after a power cut (it replays its log).
 * A checkpoint first keeps that replay short. The copy takes the time of copying the files, not of
 * compressing them: requests wait only that long.
 */
async function snapshotPglite(database: Database, into: string): Promise<void> {
  const { client, dir } = pgliteOf(database);
  await client.exec('checkpoint');
  await client._runExclusiveQuery(() => cp(dir, into, { recursive: true, preserveTimestamps: true }));
}

async function addTree(archive: ArchiveWriter, root: string, prefix: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const paths = entries
    .map((entry) => ({ entry, rel: relative(root, join(entry.parentPath, entry.name)).split(sep).join('/') }))
    .sort((a, b) => (a.rel < b.rel ? -1 : 1));
  for (const { entry, rel } of paths) {
    const path = join(root, rel);
    // PostgreSQL needs its empty folders (pg_tblspc, pg_notify, …) too.
    if (entry.isDirectory()) await archive.addDirectory(`${prefix}${rel}/`);
    else if (entry.isFile()) {
      const info = await stat(path);
      await archive.addStream(`${prefix}${rel}`, info.size, createReadStream(path), info.mode & 0o777);
    }
  }
}

async function addDatabase(archive: ArchiveWriter, source: BackupSource, work: string): Promise<void> {
  if (source.database.kind === 'pglite') {
    const snapshot = join(work, 'pglite');
    await snapshotPglite(source.database, snapshot);
    await addTree(archive, snapshot, 'database/pglite/');
    const secret = join(dirname(pgliteOf(source.database).dir), 'auth-secret');
    const secretText = await readFile(secret).catch(() => undefined);
    if (secretText) await archive.add('auth-secret', secretText);
    return;
  }
  if (!source.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL for pg_dump.');
  const pgDump = postgresTool('pg_dump');
  const dump = join(work, 'postgres.dump');
  const { url, env } = connectionOf(source.databaseUrl);
  // One transaction's snapshot: consistent while the servers keep writing.
  await runTool(
    pgDump,
    // Uncompressed: the archive compresses it once, rather than gzip over pg_dump's own compression.
    ['--format=custom', '--compress=0', '--no-owner', '--no-privileges', '--file', dump, '--dbname', url],
    env,
  );
  const info = await stat(dump);
  await archive.addStream('database/postgres.dump', info.size, createReadStream(dump));
}

/**
 * Every stored object, after the database: an object a row of the copy names was there before the
 * copy was made (files are stored before their row), unless it was deleted meanwhile (then listed as
 * vanished, as a deleted row would be). Objects stored later are in the backup without a row: the
 * storage check reports them as orphans after a restore.
 */
async function addFiles(archive: ArchiveWriter, store: FileStore): Promise<FilesManifest> {
  const objects: BackedUpObject[] = [];
  const vanished: string[] = [];
  const PAGE = 1_000;
  let after = '';
  for (;;) {
    const page = await store.list('', after, PAGE);
    for (const object of page) {
      const stream = await store.get(object.key).catch((error: unknown) => {
        if (error instanceof MissingObject) return undefined;
        throw error;
      });
      if (!stream) {
        vanished.push(object.key);
        continue;
      }
      if (store.kind === 'local') {
        const sha256 = await archive.addStream(`files/${object.key}`, object.size, stream);
        objects.push({ key: object.key, size: object.size, sha256 });
      } else {
        // On S3 the bytes stay in the bucket: only read for their checksum.
        const hash = hashing();
        for await (const _chunk of stream.pipe(hash));
        objects.push({ key: object.key, size: hash.bytes(), sha256: hash.digest() });
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.key ?? after;
  }
  return { storage: store.kind, objects, vanished };
}

/** Writes a backup of the database and the stored files to `out` (replaced if it exists). */
export async function makeBackup(
  source: BackupSource,
  out: string,
  now = new Date(),
): Promise<BackupSummary> {
  const started = performance.now();
  const work = await mkdtemp(join(dirname(out), '.sirkula-backup-'));
  const archive = writeArchive(out);
  try {
    const migration = await appliedMigration(source.database.db);
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      migration,
      database: source.database.kind,
      storage: source.store.kind,
      createdAt: now.toISOString(),
    };
    await archive.add('backup.json', JSON.stringify(header, null, 2));
    await addDatabase(archive, source, work);
    // The snapshot is in the archive: its copy goes before the files are read.
    await rm(work, { recursive: true, force: true });
    const files = await addFiles(archive, source.store);
    await archive.add('files.json', JSON.stringify(files));
    const written = await archive.finish();
    return {
      file: out,
      bytes: written.bytes,
      sha256: written.sha256,
      database: header.database,
      migration,
      objects: files.objects.length,
      objectBytes: files.objects.reduce((sum, object) => sum + object.size, 0),
      vanished: files.vanished.length,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function describeBackup(summary: BackupSummary): string {
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `Backup written to ${summary.file} (${megabytes(summary.bytes)}, ${summary.seconds.toFixed(1)} s).`,
    `  database: ${summary.database}, migration ${summary.migration}`,
    `  files: ${summary.objects} objects, ${megabytes(summary.objectBytes)}`,
    `  sha256: ${summary.sha256}`,
  ];
  if (summary.vanished > 0)
    lines.push(`  ${summary.vanished} objects were deleted while the backup ran and are not in it.`);
  return lines.join('\n');
}
