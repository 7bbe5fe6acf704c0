import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { seedDemo } from '../../seed/demo.ts';
import { login } from '../../test/app.ts';
import { onPostgresServer, openTestDatabase, postgresDatabaseUrl } from '../../test/database.ts';
import { tableChecksums } from '../../test/table-checksums.ts';
import { DEMO_PASSWORD } from '../companies/demo-people.ts';
import { localFileStore } from '../storage/file-store.ts';
import type { FileStore } from '../storage/public.ts';
import { startS3TestServer } from '../storage/s3-test-server.ts';
import { BadBackup, readAll, TRAILER_LENGTH } from './archive.ts';
import { type BackupSource, makeBackup } from './backup.ts';
import { backupThroughServer, serveBackups } from './control.ts';
import { nightlyBackupJob, nightlyName, runNightlyBackup } from './nightly.ts';
import { NotEmpty, type RestoreTarget, restoreBackup } from './restore.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
let base: string;
let source: Database & { url?: string };
let sourceStore: FileStore;
let backupFile: string;
const cleanUps: Array<() => Promise<void>> = [];

/** Seeding the whole demo takes a minute beside other test files (as in startup.test.ts). */
const SEED_LIMIT_MS = 240_000;

/**
 * The install backed up: on PostgreSQL a test database, on PGlite one in a folder (a backup copies
 * its files), with the demo data and its files.
 */
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sirkula-backups-test-'));
  const migrated = await openTestDatabase();
  if (migrated.kind === 'pglite') {
    const dump = await (migrated.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await migrated.close();
    await mkdir(join(base, 'source'));
    source = await openPglite(join(base, 'source', 'db'), dump);
  } else source = migrated;
  sourceStore = localFileStore(join(base, 'source', 'files'));
  await seedDemo({ db: source.db, store: sourceStore, maxUploadBytes: 10 * 1024 * 1024 });
  backupFile = join(base, 'install.backup');
  await makeBackup({ database: source, store: sourceStore, databaseUrl: source.url }, backupFile);
}, SEED_LIMIT_MS);

afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  await source?.close();
  await rm(base, { recursive: true, force: true });
});

/** An empty place to restore into: a new data directory, or a new database on the test server. */
async function emptyTarget(name: string): Promise<{ target: RestoreTarget; open(): Promise<Database> }> {
  const store = localFileStore(join(base, name, 'files'));
  if (!serverUrl) {
    const dataDir = join(base, name);
    return { target: { kind: 'pglite', dataDir, store }, open: () => openPglite(join(dataDir, 'db')) };
  }
  const database = `sirkula_restore_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(serverUrl, `create database ${database}`);
  cleanUps.push(() => onPostgresServer(serverUrl, `drop database if exists ${database} with (force)`));
  const databaseUrl = postgresDatabaseUrl(serverUrl, database);
  return { target: { kind: 'postgres', databaseUrl, store }, open: () => openPostgres(databaseUrl) };
}

async function objectHashes(store: FileStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const object of await store.list('', '', 10_000)) {
    const hash = createHash('sha256');
    for await (const chunk of await store.get(object.key)) hash.update(chunk as Buffer);
    hashes[object.key] = hash.digest('hex');
  }
  return hashes;
}

describe('backups and restores', () => {
  it('brings back every row and file, and the app starts on the copy', async () => {
    const { target, open } = await emptyTarget('copy');
    const restored = await restoreBackup(backupFile, target);
    expect(restored.objects).toBeGreaterThan(0);

    const copy = await open();
    try {
      const expected = await tableChecksums(source.db);
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      expect(await tableChecksums(copy.db)).toEqual(expected);
      const files = await objectHashes(sourceStore);
      expect(Object.keys(files).length).toBe(restored.objects);
      expect(await objectHashes(target.store)).toEqual(files);

      // The app on the copy: a demo account signs in and downloads a stored document.
      const app = await buildApp({
        database: copy,
        authSecret: 'test-secret-that-is-long-enough-for-better-auth',
        publicUrl: 'http://localhost:3000',
        storage: { store: target.store, maxUploadBytes: 10 * 1024 * 1024 },
        captcha: { cost: 1, maxCounter: 50 },
      });
      try {
        const cookie = await login(app, 'admin@demo.sirkula.id', DEMO_PASSWORD);
        const list = await app.inject({ method: 'GET', url: '/api/v1/documents', headers: { cookie } });
        expect(list.statusCode).toBe(200);
        const [document] = list.json().items as Array<{ id: string }>;
        if (!document) throw new Error('The demo has no documents');
        const file = await app.inject({
          method: 'GET',
          url: `/api/v1/documents/${document.id}/file`,
          headers: { cookie },
        });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    } finally {
      await copy.close();
    }
  });

  it('refuses a target that holds data unless forced', async () => {
    const { target, open } = await emptyTarget('twice');
    await restoreBackup(backupFile, target);
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(NotEmpty);
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(/not empty.*--force/);
    await restoreBackup(backupFile, target, true);
    const copy = await open();
    try {
      expect(await tableChecksums(copy.db)).toEqual(await tableChecksums(source.db));
    } finally {
      await copy.close();
    }
  });

  it('refuses a damaged or cut-short file before touching the target', async () => {
    const { target } = await emptyTarget('damaged');
    const bytes = await readFile(backupFile);
    const damaged = join(base, 'damaged.backup');
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
    await writeFile(damaged, bytes);
    await expect(restoreBackup(damaged, target)).rejects.toThrow(
      /is damaged: its SHA-256 is .* Restore refused/,
    );
    const cut = join(base, 'cut.backup');
    await writeFile(cut, (await readFile(backupFile)).subarray(0, 100_000));
    await expect(restoreBackup(cut, target)).rejects.toThrow(BadBackup);
    await expect(restoreBackup(join(base, 'none.backup'), target)).rejects.toThrow(/no backup file/);
    expect((await stat(backupFile)).size).toBeGreaterThan(TRAILER_LENGTH);
    if (target.kind === 'pglite') expect(await readdir(base)).not.toContain('damaged');
  });

  it('keeps the newest nightly backups, as many as set', async () => {
    const dir = join(base, 'nightly');
    const backupSource: BackupSource = { database: source, store: sourceStore, databaseUrl: source.url };
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'].map((day) => new Date(`${day}T18:30:00Z`));
    await runNightlyBackup(backupSource, dir, 2, new Date('2026-11-19T18:30:00Z'));
    for (const day of days.slice(0, 2)) await writeFile(join(dir, nightlyName(day)), 'older');
    const line = await runNightlyBackup(backupSource, dir, 2, days[2] as Date);
    expect(line).toContain('deleted 2 older (keeping 2)');
    expect((await readdir(dir)).sort()).toEqual([nightlyName(days[1] as Date), nightlyName(days[2] as Date)]);
  });

  it('on S3 lists the objects without copying them, and restore names those the bucket lost', async () => {
    const s3 = await startS3TestServer(join(base, 's3'), 'backups-test');
    try {
      const keys = Object.keys(await objectHashes(sourceStore));
      for (const key of keys)
        await s3.store.put(key, await readAll(await sourceStore.get(key)), 'application/pdf');
      const file = join(base, 's3.backup');
      const made = await makeBackup({ database: source, store: s3.store, databaseUrl: source.url }, file);
      expect(made.objects).toBe(keys.length);
      const onlyList = (await stat(file)).size;
      expect(onlyList).toBeLessThan((await stat(backupFile)).size);

      const [lost = ''] = keys;
      await s3.store.delete(lost);
      const { target } = await emptyTarget('from-s3');
      const restored = await restoreBackup(file, { ...target, store: s3.store });
      expect(restored.missingObjects).toEqual([lost]);
    } finally {
      await s3.close();
    }
  });

  it('is made by the running server when asked on its control socket', async () => {
    const dataDir = join(base, 'control');
    await mkdir(dataDir);
    expect(await backupThroughServer(dataDir, join(dataDir, 'none.backup'))).toBeUndefined();
    const log = { info: () => {}, error: () => {} };
    const backupSource = { database: source, store: sourceStore, databaseUrl: source.url };
    const control = await serveBackups(dataDir, backupSource, log);
    try {
      expect((await stat(join(dataDir, 'control.sock'))).mode & 0o777).toBe(0o600);
      const summary = await backupThroughServer(dataDir, join(dataDir, 'asked.backup'));
      expect(summary?.objects).toBeGreaterThan(0);
      await expect(backupThroughServer(dataDir, 'relative.backup')).rejects.toThrow(/Unknown request/);
    } finally {
      await control.close();
    }
    expect(await readdir(dataDir)).toEqual(['asked.backup']);
  });

  it('makes the nightly backup only in the embedded mode, on its data directory', async () => {
    const inMemory = await openTestDatabase();
    try {
      const deps = { db: inMemory.db, storage: { store: sourceStore } } as unknown as AppDeps;
      expect(await nightlyBackupJob.run(deps, new Date())).toMatch(/^Skipped/);
    } finally {
      await inMemory.close();
    }
  });
});
