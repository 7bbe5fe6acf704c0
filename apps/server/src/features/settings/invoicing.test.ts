import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDING, type InvoicingInput } from '@sirkula/domain/settings/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { multipartForm } from '../../test/multipart.ts';
import { companyWithAdmin, signedInUser } from '../../test/people.ts';
import { localFileStore } from '../storage/file-store.ts';
import type { StorageDeps } from '../storage/service.ts';
import { jpegFile, pdfFile, pngFile } from '../storage/test-files.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { invoicingImages } from './images.ts';
import { getInvoicing } from './queries.ts';

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let storage: StorageDeps;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let staff: string;
let customer: string;
let partner: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-settings-test-'));
  const store = localFileStore(dir);
  ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE } });
  storage = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
  call = apiCaller(ctx.app);
  admin = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  staff = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
  customer = (await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Maju Bersama Plastindo')).cookie;
  partner = (await companyWithAdmin(ctx.app, ctx.db, 'partner', 'PT Angkut Hijau Logistik')).cookie;
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const block: InvoicingInput = {
  npwp: '01.234.567.8-901.000',
  nitku: '0012 3456 7890 1000 000000',
  address: 'Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190',
  phone: '(021) 5098 7788',
  bankAccounts: [
    { bankName: 'Bank Mandiri', accountName: 'PT Sirkula', accountNumber: '124-00-0987654-3', branch: '' },
  ],
  directorOfMarketing: 'Andi Wijaya Kusuma',
  defaultPreparer: 'Dewi Anggraini',
  defaultApprover: 'Bambang Hartono',
  invoiceNumberFormat: 'INV/{year}/{number}',
  defaultPpnOption: 'ppn12Dpp',
};

function upload(image: string, cookie: string, name: string, data: Buffer) {
  const { payload, contentType } = multipartForm({}, [{ field: 'file', name, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/settings/invoicing/${image}`,
    headers: { cookie, 'content-type': contentType },
    payload,
  });
}

async function auditOf(entityId: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, entityId)));
}

async function storedObjects(): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe(`the invoice block (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('is not set up on a fresh install, and staff read it but only internal admins change it', async () => {
    expect((await call('GET', '/settings/invoicing', staff)).json()).toEqual({
      invoicing: null,
      logo: null,
      signature: null,
      canChange: false,
    });
    expect(await getInvoicing(ctx.db)).toBeNull();
    for (const outsider of [customer, partner]) {
      expect((await call('GET', '/settings/invoicing', outsider)).statusCode).toBe(403);
      expect((await call('PUT', '/settings/invoicing', outsider, block)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/settings/invoicing', staff, block)).statusCode).toBe(403);
    expect(await getInvoicing(ctx.db)).toBeNull();
  });

  it('says in the reader’s language which field is wrong and stores nothing', async () => {
    const wrong = await call(
      'PUT',
      '/settings/invoicing',
      admin,
      { ...block, nitku: '0987654321098765000000', bankAccounts: [] },
      'id',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      nitku: 'NITKU harus diawali NPWP 16 digit (NPWP 15 digit diberi angka 0 di depan)',
      bankAccounts: 'Isi satu sampai tiga rekening bank',
    });
    const npwp = await call('PUT', '/settings/invoicing', admin, { ...block, npwp: '123' });
    expect(npwp.json().fields.npwp).toBe('NPWP must be between 15 and 16 digits');
    expect(await auditOf('invoicing')).toEqual([]);
  });

  it('stores the block with an audit entry of the changed fields, for billing to snapshot', async () => {
    const saved = await call('PUT', '/settings/invoicing', admin, block);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      invoicing: { npwp: '012345678901000', nitku: '0012345678901000000000', phone: '(021) 5098 7788' },
      canChange: true,
      message: 'The invoice block is saved.',
    });
    expect(await getInvoicing(ctx.db)).toMatchObject({
      npwp: '012345678901000',
      bankAccounts: [{ bankName: 'Bank Mandiri', branch: null }],
      logoFileId: null,
      signatureFileId: null,
    });

    // PPN 11% on the full price is lawful only on invoices up to 31 March 2025: never the default.
    const ppn11 = await call('PUT', '/settings/invoicing', admin, { ...block, defaultPpnOption: 'ppn11' });
    expect(ppn11.statusCode).toBe(400);
    expect(ppn11.json().fields.defaultPpnOption).toMatch(
      /lawful only for invoices dated up to 31 March 2025/,
    );
    await call('PUT', '/settings/invoicing', admin, { ...block, defaultApprover: 'Sri Wahyuni' });
    const entries = await auditOf('invoicing');
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update']);
    expect(entries[0]?.before).toEqual({});
    expect(entries[0]?.after).toMatchObject({ npwp: '012345678901000', defaultPpnOption: 'ppn12Dpp' });
    expect(entries[1]).toMatchObject({
      before: { defaultApprover: 'Bambang Hartono' },
      after: { defaultApprover: 'Sri Wahyuni' },
    });
    // Saving what is stored changes nothing, so nothing is written to the trail.
    await call('PUT', '/settings/invoicing', admin, { ...block, defaultApprover: 'Sri Wahyuni' });
    expect(await auditOf('invoicing')).toHaveLength(2);
  });

  it('takes a PNG or JPEG logo and signature from internal admins only, and keeps the signature private', async () => {
    const [files0, objects0] = [await ctx.db.select().from(files), await storedObjects()];
    for (const [cookie, status] of [
      [customer, 403],
      [partner, 403],
      [staff, 403],
    ] as const) {
      expect((await upload('signature', cookie, 'ttd.png', pngFile())).statusCode).toBe(status);
    }
    const pdf = await upload('logo', admin, 'logo.png', pdfFile());
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Only JPEG or PNG images are accepted.');
    const big = await upload('logo', admin, 'logo.png', Buffer.concat([pngFile(), Buffer.alloc(MEGABYTE)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 1 MB.');
    expect(await ctx.db.select().from(files)).toEqual(files0);
    expect(await storedObjects()).toBe(objects0);
    expect((await call('GET', '/settings/invoicing/logo', admin)).statusCode).toBe(404);

    const logo = await upload('logo', admin, 'logo.png', pngFile());
    expect(logo.json()).toMatchObject({
      logo: { name: 'logo.png', contentType: 'image/png' },
      signature: null,
      message: 'The logo is saved.',
    });
    const signature = await upload('signature', admin, 'tanda-tangan.jpg', jpegFile());
    expect(signature.json().signature).toMatchObject({ name: 'tanda-tangan.jpg', contentType: 'image/jpeg' });

    const shown = await call('GET', '/settings/invoicing/signature', staff);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.rawPayload.equals(jpegFile())).toBe(true);
    for (const outsider of [customer, partner]) {
      expect((await call('GET', '/settings/invoicing/signature', outsider)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/invoicing/signature' });
    expect(anonymous.statusCode).toBe(401);

    const bytes = await invoicingImages(storage);
    expect(bytes.logo?.equals(pngFile())).toBe(true);
    expect(bytes.signature?.equals(jpegFile())).toBe(true);
    expect(await getInvoicing(ctx.db)).toMatchObject({
      logoFileId: logo.json().logo.id,
      signatureFileId: signature.json().signature.id,
    });

    // A new logo takes the old one's place; the trail names both files.
    const second = await upload('logo', admin, 'logo-baru.png', pngFile());
    expect(second.json().logo.name).toBe('logo-baru.png');
    expect((await auditOf('invoicingImages')).at(-1)).toMatchObject({
      action: 'upload',
      before: { logo: 'logo.png' },
      after: { logo: 'logo-baru.png' },
    });
    // Invoices made before still print the image they snapshotted.
    const old = await invoicingImages(storage, { logoFileId: logo.json().logo.id, signatureFileId: null });
    expect(old).toEqual({ logo: pngFile(), signature: null });
  });
});

describe('the branding', () => {
  it('is changed by internal admins only, keeping its copyright year, with an audit entry', async () => {
    const input = {
      companyName: 'PT Sirkula Lestari Nusantara',
      companyLine: 'PT Sirkula Lestari Nusantara · Jakarta Selatan',
      pseNumber: '000123.01/DJAI.PSE/07/2025',
      contactEmail: 'Halo@Sirkula.co.id',
    };
    for (const cookie of [staff, customer, partner]) {
      expect((await call('PUT', '/settings/branding', cookie, input)).statusCode).toBe(403);
    }
    const wrong = await call('PUT', '/settings/branding', admin, { ...input, contactEmail: 'halo@' }, 'id');
    expect(wrong.json().fields).toEqual({ contactEmail: 'Masukkan alamat email yang valid' });

    const saved = await call('PUT', '/settings/branding', admin, input);
    expect(saved.json()).toEqual({
      ...input,
      contactEmail: 'halo@sirkula.co.id',
      copyrightYear: DEFAULT_BRANDING.copyrightYear,
      message: 'The branding is saved.',
    });
    const shown = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/branding' });
    expect(shown.json().companyName).toBe('PT Sirkula Lestari Nusantara');
    expect((await auditOf('branding')).at(-1)).toMatchObject({
      before: { companyName: DEFAULT_BRANDING.companyName },
      after: { companyName: 'PT Sirkula Lestari Nusantara', contactEmail: 'halo@sirkula.co.id' },
    });
  });
});
