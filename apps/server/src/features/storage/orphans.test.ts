import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { createCompany } from '../companies/factories.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { checkStorage, deleteOrphanedObjects } from './orphans.ts';
import { startS3TestServer } from './s3-test-server.ts';
import { saveGeneratedFile } from './service.ts';
import { pdfFile } from './test-files.ts';
import { MEGABYTE } from './uploads.ts';

const bucket = 'sirkula-orphans';
let dir: string;
let server: Awaited<ReturnType<typeof startS3TestServer>>;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
const stores: Record<'local' | 's3', FileStore> = {} as Record<'local' | 's3', FileStore>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-orphans-'));
  server = await startS3TestServer(join(dir, 's3'), bucket);
  stores.local = localFileStore(join(dir, 'local'));
  stores.s3 = server.store;
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the storage check on the %s store', (kind) => {
  it('lists keys in bytewise order, a page at a time after a key and under a prefix', async () => {
    const store = stores[kind];
    // S3 lists bytewise (`a.pdf` < `a/b.pdf` < `a0.pdf`); the local walk must too. s3rver walks its
    // folders instead, so it gets keys shaped like ours, where the two orders agree.
    const keys =
      kind === 'local'
        ? ['list/a.pdf', 'list/a/b.pdf', 'list/a0.pdf', 'list/B.pdf', 'list/a/c/d.pdf', 'listed.pdf']
        : ['list/a/1.pdf', 'list/a/2.pdf', 'list/b/1.pdf', 'list/B/1.pdf', 'list/c/d/1.pdf', 'listed/1.pdf'];
    for (const key of keys) await store.put(key, pdfFile(), 'application/pdf');
    const sorted = [...keys].sort();
    const all = (await store.list('', '', 100)).map((object) => object.key);
    expect(all).toEqual(sorted);
    expect((await store.list('list/', '', 100)).map((o) => o.key)).toEqual(sorted.slice(0, 5));
    const pages: string[][] = [];
    let after = '';
    for (;;) {
      const page = (await store.list('list/', after, 2)).map((o) => o.key);
      pages.push(page);
      const last = page.at(-1);
      if (page.length < 2 || !last) break;
      after = last;
    }
    expect(pages.flat()).toEqual(sorted.slice(0, 5));
    expect(pages[0]).toEqual(sorted.slice(0, 2));
    for (const key of keys) await store.delete(key);
    expect(await store.list('', '', 100)).toEqual([]);
  });

  it('finds a planted orphan and a row whose object is gone, and deletes only the orphan', async () => {
    const store = stores[kind];
    const deps = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
    const company = await createCompany(ctx.db, { name: `PT Yatim ${kind}`, kind: 'customer' });
    const stored = [];
    for (const name of ['satu.pdf', 'dua.pdf', 'tiga.pdf', 'empat.pdf', 'lima.pdf'])
      stored.push(
        await saveGeneratedFile(deps, {
          actorId: null,
          companyId: company.id,
          purpose: 'report',
          fileName: name,
          contentType: 'application/pdf',
          extension: 'pdf',
          data: pdfFile(),
        }),
      );
    const planted = `companies/${company.id}/planted-orphan.pdf`;
    await store.put(planted, pdfFile(), 'application/pdf');
    const gone = stored[2];
    if (!gone) throw new Error('no file');
    await store.delete(gone.storageKey);
    const now = new Date();

    const report = await checkStorage(deps, { now, pageSize: 2 });
    expect(report.orphanObjects.map((object) => object.key)).toContain(planted);
    expect(report.orphanObjects.find((object) => object.key === planted)?.size).toBe(pdfFile().length);
    expect(report.missingObjects.map((row) => row.id)).toContain(gone.id);
    expect(report.objects).toBeGreaterThanOrEqual(5);

    const kept = stored[0];
    if (!kept) throw new Error('no file');
    // A key a row points at is kept even when asked for: the row may have been written since the check.
    const removed = await deleteOrphanedObjects(deps, [planted, kept.storageKey]);
    expect(removed).toEqual({ deleted: [planted], kept: [kept.storageKey] });
    const after = await checkStorage(deps, { now, pageSize: 2 });
    expect(after.orphanObjects.map((object) => object.key)).not.toContain(planted);
    expect(after.objects).toBe(report.objects - 1);
  });
});
