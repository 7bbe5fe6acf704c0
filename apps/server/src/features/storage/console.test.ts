import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { createCompany } from '../companies/factories.ts';
import { localFileStore } from './file-store.ts';
import { type StorageDeps, saveGeneratedFile } from './service.ts';
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
