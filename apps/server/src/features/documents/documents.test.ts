import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, emailOutbox } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { multipartForm } from '../../test/multipart.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { createInvoice } from '../billing/factories.ts';
import { localFileStore } from '../storage/file-store.ts';
import type { StorageDeps } from '../storage/public.ts';
import { pdfFile, pngFile } from '../storage/test-files.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { createDocument } from './factories.ts';
import { storeFinalDocument } from './public.ts';

/** 10:00 WIB on 9 March 2026: the documents' expiry is judged on this day. */
const NOW = new Date('2026-03-09T03:00:00Z');

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let storage: StorageDeps;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let rival: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-documents-test-'));
  const store = localFileStore(dir);
  ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE }, clock: () => NOW });
  storage = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
  call = apiCaller(ctx.app);
  staff = await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' });
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Maju Bersama Plastindo');
  rival = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Saingan Abadi');
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

function send(method: 'POST', url: string, cookie: string, fields: Record<string, string>, file?: Buffer) {
  const { payload, contentType } = multipartForm(
    fields,
    file ? [{ field: 'file', name: 'izin-tps.pdf', data: file }] : [],
  );
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { cookie, 'content-type': contentType, 'accept-language': 'en' },
    payload,
  });
}

const permit = (companyId: string, validUntil: string) => ({
  type: 'permit',
  displayName: 'Izin TPS Limbah B3',
  companyId,
  recordKind: 'company',
  validFrom: '2025-04-01',
  validUntil,
});

describe(`documents (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lets staff upload a permit, flagged while it expires within 30 days, and audits it', async () => {
    const uploaded = await send(
      'POST',
      '/documents',
      staff.cookie,
      permit(customer.company.id, '2026-03-29'),
      pdfFile(),
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      type: 'permit',
      displayName: 'Izin TPS Limbah B3',
      companyName: 'PT Maju Bersama Plastindo',
      recordKind: 'company',
      recordId: customer.company.id,
      validUntil: '2026-03-29',
      expiry: 'expiring',
      daysLeft: 20,
      version: 1,
      fileName: 'izin-tps.pdf',
      contentType: 'application/pdf',
      generated: false,
      can: { replace: true, delete: true },
    });
    expect(document.versions).toHaveLength(1);
    const flagged = (await call('GET', '/documents?expiry=expiring', staff.cookie)).json();
    expect(flagged.items.map((item: { id: string }) => item.id)).toContain(document.id);
    const valid = (await call('GET', '/documents?expiry=valid', staff.cookie)).json();
    expect(valid.items.map((item: { id: string }) => item.id)).not.toContain(document.id);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(audit).toMatchObject({ entity: 'document', action: 'create', actorId: staff.user.id });
  });

  it('refuses a company user uploading, an end before the start and a file that is not a document', async () => {
    const fields = permit(customer.company.id, '2026-12-31');
    expect((await send('POST', '/documents', customer.cookie, fields, pdfFile())).statusCode).toBe(403);
    const backwards = await send(
      'POST',
      '/documents',
      staff.cookie,
      { ...fields, validUntil: '2025-01-01' },
      pdfFile(),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ validUntil: 'The end of validity cannot be before its start' });
    const script = Buffer.from('#!/bin/sh\necho hi\n');
    expect((await send('POST', '/documents', staff.cookie, fields, script)).statusCode).toBe(400);
    expect((await send('POST', '/documents', staff.cookie, fields)).statusCode).toBe(400);
  });

  it("shows a company's users their own documents only; another company's answers like a missing one", async () => {
    const mine = await createDocument(storage, {
      companyId: customer.company.id,
      displayName: 'Izin milik kami',
    });
    const theirs = await createDocument(storage, {
      companyId: rival.company.id,
      displayName: 'Izin pesaing',
    });
    const list = (
      await call('GET', `/documents?companyId=${rival.company.id}&pageSize=100`, customer.cookie)
    ).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((item: { companyId: string }) => item.companyId === customer.company.id)).toBe(
      true,
    );
    expect(list.items[0].can).toEqual({ replace: false, delete: false });

    for (const url of [`/documents/${theirs.id}`, `/documents/${theirs.id}/file`]) {
      const refused = await call('GET', url, customer.cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Document not found');
    }
    const download = await call('GET', `/documents/${mine.id}/file`, customer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const preview = await call('GET', `/documents/${mine.id}/file?inline=1`, customer.cookie);
    expect(preview.headers['content-disposition']).toContain('inline');
    expect((await call('GET', `/documents/${mine.id}/file`, rival.cookie)).statusCode).toBe(404);
  });

  it('keeps every version when a document is replaced', async () => {
    const original = await createDocument(storage, {
      companyId: customer.company.id,
      validUntil: '2026-03-20',
    });
    const replaced = await send(
      'POST',
      `/documents/${original.id}/versions`,
      staff.cookie,
      { validFrom: '2026-03-20', validUntil: '2027-03-19' },
      pngFile(),
    );
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ version: 2, validUntil: '2027-03-19', expiry: 'valid' });
    expect(replaced.json().versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    const first = await call('GET', `/documents/${original.id}/file?version=1`, staff.cookie);
    expect(first.headers['content-type']).toBe('application/pdf');
    const current = await call('GET', `/documents/${original.id}/file`, staff.cookie);
    expect(current.headers['content-type']).toBe('image/png');
    expect((await call('GET', `/documents/${original.id}/file?version=3`, staff.cookie)).statusCode).toBe(
      404,
    );
  });

  it('soft-deletes a document: gone from the lists and the routes, kept in the database', async () => {
    const doomed = await createDocument(storage, {
      companyId: customer.company.id,
      displayName: 'Salah unggah',
    });
    expect((await call('DELETE', `/documents/${doomed.id}`, customer.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/documents/${doomed.id}`, staff.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/documents/${doomed.id}`, staff.cookie)).statusCode).toBe(404);
    const found = (await call('GET', '/documents?q=Salah%20unggah', staff.cookie)).json();
    expect(found.items).toEqual([]);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, doomed.id));
    expect(row?.deletedBy).toBe(staff.user.id);
  });

  it('stores a final document once, however many ask at the same moment, and never lets it change', async () => {
    const record = { kind: 'report' as const, id: 'report-2026-03', label: 'Laporan Maret 2026' };
    const store = () =>
      storeFinalDocument(
        { db: ctx.db, storage },
        {
          companyId: customer.company.id,
          type: 'report',
          displayName: 'Laporan bulanan Maret 2026',
          record,
          fileName: 'laporan-2026-03.pdf',
          data: pdfFile(),
        },
        NOW,
      );
    const [a, b] = await Promise.all([store(), store()]);
    expect(a.documentId).toBe(b.documentId);
    expect([a.stored, b.stored].filter(Boolean)).toHaveLength(1);
    expect((await store()).stored).toBe(false);
    const rows = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.recordKind, 'report'), eq(documents.recordId, record.id)));
    expect(rows).toHaveLength(1);
    const detail = (await call('GET', `/documents/${a.documentId}`, staff.cookie)).json();
    expect(detail).toMatchObject({ generated: true, can: { replace: false, delete: false } });
    expect((await call('DELETE', `/documents/${a.documentId}`, staff.cookie)).statusCode).toBe(403);

    // A file the server wrote in a type uploads do not take (a CSV report) keeps its type.
    const csv = await storeFinalDocument(
      { db: ctx.db, storage },
      {
        companyId: null,
        type: 'report',
        displayName: 'Rekap angkutan Maret 2026',
        record: { kind: 'report', id: 'transport-2026-03', label: 'Rekap Maret 2026' },
        fileName: 'rekap-2026-03.csv',
        contentType: 'text/csv',
        data: Buffer.from('nomor;berat\nJRN-1;120\n'),
      },
      NOW,
    );
    const download = await call('GET', `/documents/${csv.documentId}/file`, staff.cookie);
    expect(download.headers['content-type']).toBe('text/csv');
    // The provider's own documents are staff's only.
    expect((await call('GET', `/documents/${csv.documentId}`, customer.cookie)).statusCode).toBe(404);
  });

  it("stores an issued invoice's PDF the first time it is downloaded and serves the same bytes after", async () => {
    const invoice = await createInvoice(ctx.db, {
      companyId: customer.company.id,
      invoiceDate: '2026-03-02',
      issuedOn: '2026-03-02',
      lines: [{ description: 'Pengangkutan limbah B3', quantity: 100, unitPrice: 5_000 }],
    });
    const url = `/billing/invoices/${invoice.id}/invoice.pdf`;
    const first = await call('GET', url, customer.cookie, undefined, 'id');
    expect(first.statusCode).toBe(200);
    const second = await call('GET', url, customer.cookie, undefined, 'id');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = (
      await call('GET', `/documents?recordKind=invoice&recordId=${invoice.id}`, customer.cookie)
    ).json();
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({ type: 'invoice', recordLabel: invoice.number, generated: true });
    // A reader in English still gets a rendering in English.
    expect((await call('GET', url, customer.cookie, undefined, 'en')).statusCode).toBe(200);
    const proforma = await createInvoice(ctx.db, {
      companyId: customer.company.id,
      invoiceDate: '2026-03-02',
      lines: [{ description: 'Pengangkutan limbah B3', quantity: 1, unitPrice: 5_000 }],
    });
    await call('GET', `/billing/invoices/${proforma.id}/invoice.pdf`, customer.cookie, undefined, 'id');
    const none = (
      await call('GET', `/documents?recordKind=invoice&recordId=${proforma.id}`, staff.cookie)
    ).json();
    expect(none.items).toEqual([]);
  });
});

describe('the documentsExpiry job', () => {
  const mailTo = (recipients: string[]) =>
    ctx.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, recipients))
      .orderBy(asc(emailOutbox.subject));

  it("e-mails the company's admins of a document expiring within 30 days, once per end date", async () => {
    const partner = await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Hijau Logistik');
    const expiring = await createDocument(storage, {
      companyId: partner.company.id,
      displayName: 'Rekomendasi pengangkutan B3',
      validUntil: '2026-03-30',
    });
    await createDocument(storage, {
      companyId: partner.company.id,
      displayName: 'Kedaluwarsa',
      validUntil: '2026-03-01',
    });
    await createDocument(storage, {
      companyId: partner.company.id,
      displayName: 'Masih lama',
      validUntil: '2026-09-01',
    });

    await ctx.app.runJob('documentsExpiry', NOW);
    const mail = await mailTo([partner.admin.email]);
    expect(mail.map((item) => item.subject)).toEqual([
      'Izin “Rekomendasi pengangkutan B3” milik PT Angkut Hijau Logistik berakhir pada 30 Maret 2026',
    ]);
    expect(mail[0]?.body).toContain(
      '“Rekomendasi pengangkutan B3” (Permit) of PT Angkut Hijau Logistik expires on 30 March 2026.',
    );
    expect(mail[0]?.body).toContain('http://localhost:3000/partner/company');

    await ctx.app.runJob('documentsExpiry', new Date('2026-03-10T03:00:00Z'));
    expect(await mailTo([partner.admin.email])).toHaveLength(1);
    expect(
      await mailTo(
        [customer.admin.email, rival.admin.email].filter((email) => email !== partner.admin.email),
      ),
    ).toSatisfy((rows: Array<{ subject: string }>) =>
      rows.every((row) => !row.subject.includes('Rekomendasi')),
    );
    expect(expiring.id).toBeTruthy();
  });
});
