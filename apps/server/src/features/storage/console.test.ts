import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, files } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { storeFinalDocument } from '../documents/public.ts';
import { localFileStore } from './file-store.ts';
import { deleteFilesById, deleteFilesOf } from './queries.ts';
import { removeFile, type StorageDeps, saveGeneratedFile } from './service.ts';
import { pdfFile } from './test-files.ts';
import { MEGABYTE } from './uploads.ts';

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let deps: StorageDeps;
let admin: string;
let member: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-storage-console-'));
  const store = localFileStore(dir);
  ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE } });
  deps = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
  admin = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  member = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the storage console', () => {
  it('lists the files with their company, finds a planted orphan and deletes it after staff confirm', async () => {
    const company = await createCompany(ctx.db, { name: 'PT Arsip Rapi', kind: 'customer' });
    for (const name of ['izin-lingkungan.pdf', 'laporan-oktober.pdf'])
      await saveGeneratedFile(deps, {
        actorId: null,
        companyId: company.id,
        purpose: name.startsWith('izin') ? 'environmentalDocument' : 'report',
        fileName: name,
        contentType: 'application/pdf',
        extension: 'pdf',
        data: pdfFile(),
      });
    const planted = `companies/${company.id}/planted.pdf`;
    await deps.store.put(planted, pdfFile(), 'application/pdf');

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/storage/files?search=izin',
      headers: { cookie: member },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ originalName: 'izin-lingkungan.pdf', companyName: 'PT Arsip Rapi', size: pdfFile().length }],
    });

    const memberCheck = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/storage/check',
      headers: { cookie: member },
    });
    expect(memberCheck.json()).toMatchObject({
      objects: 3,
      rows: 2,
      orphanObjectCount: 1,
      orphanObjects: [{ key: planted }],
      missingObjectCount: 0,
      can: { deleteOrphans: false },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/storage/orphans/delete',
      headers: { cookie: member },
      payload: { keys: [planted] },
    });
    expect(refused.statusCode).toBe(403);

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/storage/orphans/delete',
      headers: { cookie: admin },
      payload: { keys: [planted] },
    });
    expect(deleted.json()).toEqual({ deleted: [planted], kept: [] });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, planted));
    expect(audit).toMatchObject([{ entity: 'storedObject', action: 'deleteOrphan' }]);
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/storage/check',
      headers: { cookie: admin },
    });
    expect(after.json()).toMatchObject({ objects: 2, orphanObjectCount: 0, can: { deleteOrphans: true } });
  });
});

function storeFile(companyId: string | null, purpose: string, fileName: string, bytes = pdfFile()) {
  return saveGeneratedFile(deps, {
    actorId: null,
    companyId,
    purpose,
    fileName,
    contentType: 'application/pdf',
    extension: 'pdf',
    data: bytes,
  });
}

async function totals(): Promise<Map<string, { files: number; bytes: number }>> {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/storage/totals',
    headers: { cookie: member },
  });
  expect(answer.statusCode).toBe(200);
  const { items } = answer.json() as { items: Array<{ purpose: string; files: number; bytes: number }> };
  return new Map(items.map(({ purpose, ...total }) => [purpose, total]));
}

describe('the console’s totals per kind', () => {
  it('follow every upload and every delete, and agree with the rows', async () => {
    const company = await createCompany(ctx.db, { name: 'PT Hitung Berkas', kind: 'customer' });
    const small = pdfFile();
    const large = Buffer.concat([pdfFile(), Buffer.alloc(1000, 32)]);
    const first = await storeFile(company.id, 'totalsPhoto', 'a.pdf', small);
    await storeFile(company.id, 'totalsPhoto', 'b.pdf', large);
    const third = await storeFile(null, 'totalsInvoice', 'c.pdf', small);
    const fourth = await storeFile(null, 'totalsInvoice', 'd.pdf', small);
    let now = await totals();
    expect(now.get('totalsPhoto')).toEqual({ files: 2, bytes: small.length + large.length });
    expect(now.get('totalsInvoice')).toEqual({ files: 2, bytes: 2 * small.length });

    await removeFile(deps, first.id);
    await deleteFilesById(ctx.db, [third.id]);
    now = await totals();
    expect(now.get('totalsPhoto')).toEqual({ files: 1, bytes: large.length });
    expect(now.get('totalsInvoice')).toEqual({ files: 1, bytes: small.length });

    // A company's files go with it (demo removal); a kind with none left drops out of the list.
    await deleteFilesOf(ctx.db, [company.id]);
    await deleteFilesById(ctx.db, [fourth.id]);
    now = await totals();
    expect(now.has('totalsPhoto')).toBe(false);
    expect(now.has('totalsInvoice')).toBe(false);

    // Whatever the other tests stored, the kept totals are the rows' own.
    const counted = await ctx.db
      .select({ purpose: files.purpose, files: count(), bytes: sum(files.size).mapWith(Number) })
      .from(files)
      .groupBy(files.purpose);
    expect(now).toEqual(new Map(counted.map(({ purpose, ...total }) => [purpose, total])));
  });
});

describe('the console’s list', () => {
  it('filters by kind, newest first, and names the record each file belongs to', async () => {
    const company = await createCompany(ctx.db, { name: 'PT Pemilik Berkas', kind: 'customer' });
    const permit = await storeFile(company.id, 'environmentalDocument', 'izin-pemilik.pdf');
    await ctx.db
      .update(companies)
      .set({ environmentalDocumentFileId: permit.id })
      .where(eq(companies.id, company.id));
    const filed = await storeFinalDocument(
      { db: ctx.db, storage: deps },
      {
        companyId: company.id,
        type: 'report',
        displayName: 'Laporan Pemilik Berkas',
        record: { kind: 'report', id: '00000000-0000-4000-8000-000000000001', label: '2026-10' },
        fileName: 'laporan-pemilik.pdf',
        data: pdfFile(),
      },
      new Date(),
    );
    const loose = await storeFile(company.id, 'environmentalDocument', 'lepas-pemilik.pdf');

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/storage/files?purpose=environmentalDocument&companyId=${company.id}`,
      headers: { cookie: member },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      items: [
        { id: loose.id, owners: [] },
        {
          id: permit.id,
          owners: [
            {
              kind: 'company',
              id: company.id,
              label: 'PT Pemilik Berkas',
              href: `/internal/companies/${company.id}`,
            },
          ],
        },
      ],
    });

    const documents = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/storage/files?purpose=document:report&search=pemilik`,
      headers: { cookie: member },
    });
    expect(documents.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: filed.fileId,
          owners: [
            {
              kind: 'document',
              id: filed.documentId,
              label: 'Laporan Pemilik Berkas',
              href: `/internal/documents/${filed.documentId}`,
            },
          ],
        },
      ],
    });
  });
});
