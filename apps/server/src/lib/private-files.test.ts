import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { localFileStore } from '../features/storage/file-store.ts';
import { makeTreePrivate } from './private-files.ts';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'sirkula-private-test-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('files of the server are private to its user', () => {
  it('keeps uploaded files and their folders private', async () => {
    const root = join(base, 'files');
    await localFileStore(root).put('companies/abc/document.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await modeOf(join(root, 'companies/abc/document.pdf'))).toBe(0o600);
    expect(await modeOf(join(root, 'companies/abc'))).toBe(0o700);
    expect(await modeOf(root)).toBe(0o700);
  });

  it('creates the data directory and the auth secret private, and tightens older ones', async () => {
    const fresh = join(base, 'fresh');
    loadConfig({ DATA_DIR: fresh });
    expect(await modeOf(fresh)).toBe(0o700);
    expect(await modeOf(join(fresh, 'auth-secret'))).toBe(0o600);

    const older = join(base, 'older');
    await mkdir(older);
    await chmod(older, 0o755);
    await writeFile(join(older, 'auth-secret'), 'a'.repeat(64), { mode: 0o644 });
    expect(loadConfig({ DATA_DIR: older }).authSecret).toBe('a'.repeat(64));
    expect(await modeOf(older)).toBe(0o700);
    expect(await modeOf(join(older, 'auth-secret'))).toBe(0o600);
  });

  it('tightens a database folder written open to everyone', async () => {
    const db = join(base, 'db');
    await mkdir(join(db, 'base', '5'), { recursive: true });
    await writeFile(join(db, 'base', '5', '1259'), '');
    await chmod(join(db, 'base', '5', '1259'), 0o666);
    await chmod(join(db, 'base'), 0o755);
    makeTreePrivate(db);
    expect(await modeOf(join(db, 'base', '5', '1259'))).toBe(0o600);
    expect(await modeOf(join(db, 'base'))).toBe(0o700);
  });
});
