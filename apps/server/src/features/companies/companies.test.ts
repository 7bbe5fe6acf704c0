import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, files } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { companyWithAdmin, PASSWORD, signedInUser } from '../../test/people.ts';
import { localFileStore } from '../storage/file-store.ts';
import { docxFile, exeFile, pdfFile } from '../storage/test-files.ts';
import { MEGABYTE } from '../storage/uploads.ts';
import { createCompany } from './factories.ts';

let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let call: ReturnType<typeof apiCaller>;
let internal: string;
let customer: Awaited<ReturnType<typeof companyWithAdmin>>;
let rival: Awaited<ReturnType<typeof companyWithAdmin>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-companies-test-'));
  ctx = await startTestApp({ storage: { store: localFileStore(dir), maxUploadBytes: 10 * MEGABYTE } });
  call = apiCaller(ctx.app);
  internal = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  customer = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Maju Bersama Plastindo');
  rival = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Saingan Abadi');
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const profile = {
  name: 'PT Maju Bersama Plastindo',
  kind: 'customer',
  address: 'Jl. Industri Raya No. 12',
  city: 'Bekasi',
  province: 'Jawa Barat',
  country: 'Indonesia',
  industry: 'Kemasan plastik',
  npwp: '01.234.567.8-901.000',
  nib: '9120001234567',
  kbli: '22220',
  legalType: 'pt',
  picName: 'Budi Santoso',
  picEmail: 'Budi@MajuBersama.co.id',
  picPhone: '0813 1000 2002',
  environmentalDocumentType: 'UKLUPL',
  exportPercentage: 10,
};

function upload(url: string, cookie: string, name: string, data: Buffer) {
  const boundary = '----sirkula-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function storedObjects(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function fileCount() {
  return (await ctx.db.select().from(files)).length;
}

describe(`companies (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('lets a customer admin complete the profile with both uploads', async () => {
    const saved = await call('PATCH', `/companies/${customer.company.id}`, customer.cookie, profile);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      npwp: '012345678901000',
      picEmail: 'budi@majubersama.co.id',
      picPhone: '+6281310002002',
      profileComplete: false,
      missingFields: ['environmentalDocumentFileId', 'registrationFormFileId'],
    });

    const environmental = await upload(
      `/companies/${customer.company.id}/documents/environmentalDocument`,
      customer.cookie,
      'ukl-upl.pdf',
      pdfFile(),
    );
    expect(environmental.statusCode).toBe(200);
    const form = await upload(
      `/companies/${customer.company.id}/documents/registrationForm`,
      customer.cookie,
      'formulir.docx',
      docxFile(),
    );
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      profileComplete: true,
      missingFields: [],
      environmentalDocument: { name: 'ukl-upl.pdf', contentType: 'application/pdf' },
      registrationForm: { name: 'formulir.docx' },
    });

    const own = await call('GET', '/company', customer.cookie);
    expect(own.json()).toMatchObject({ id: customer.company.id, profileComplete: true });
    const download = await call('GET', `/files/${own.json().registrationForm.id}`, customer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('formulir.docx');
  });

  it('refuses an invalid NPWP beside its field, in the request language, and changes nothing', async () => {
    const before = await call('GET', `/companies/${customer.company.id}`, customer.cookie);
    const refused = await call('PATCH', `/companies/${customer.company.id}`, customer.cookie, {
      ...profile,
      npwp: '12.345',
      city: 'Depok',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ npwp: 'NPWP must be between 15 and 16 digits' });
    const indonesian = await call(
      'PATCH',
      `/companies/${customer.company.id}`,
      customer.cookie,
      { ...profile, npwp: '12.345' },
      'id',
    );
    expect(indonesian.json().fields.npwp).toBe('NPWP harus terdiri dari 15 sampai 16 digit');
    const after = await call('GET', `/companies/${customer.company.id}`, customer.cookie);
    expect(after.json().city).toBe(before.json().city);
  });

  it('keeps a place typed on the map, and refuses one outside Indonesia in the request language', async () => {
    const placed = await call('PATCH', `/companies/${customer.company.id}`, customer.cookie, {
      ...profile,
      latitude: -6.2936,
      longitude: 107.1541,
    });
    expect(placed.statusCode).toBe(200);
    const swapped = { ...profile, latitude: 107.1541, longitude: -6.2936, city: 'Depok' };
    const refused = await call('PATCH', `/companies/${customer.company.id}`, customer.cookie, swapped);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      latitude: 'This latitude is outside Indonesia: it must lie between -11 and 6.',
      longitude: 'This longitude is outside Indonesia: it must lie between 95 and 141.',
    });
    const indonesian = await call(
      'PATCH',
      `/companies/${customer.company.id}`,
      customer.cookie,
      swapped,
      'id',
    );
    expect(indonesian.json().fields.latitude).toMatch(/luar Indonesia/);
    const after = (await call('GET', `/companies/${customer.company.id}`, customer.cookie)).json();
    expect(after).toMatchObject({ latitude: -6.2936, longitude: 107.1541 });
    expect(after.city).not.toBe('Depok');
  });

  it("refuses 'other' legal type without its specification and negative numbers", async () => {
    const refused = await call('PATCH', `/companies/${customer.company.id}`, customer.cookie, {
      ...profile,
      legalType: 'other',
      employeeCount: -1,
      exportPercentage: 120,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual([
      'employeeCount',
      'exportPercentage',
      'legalTypeOther',
    ]);
  });

  it('refuses a 20 MB upload and an .exe renamed to .pdf, storing nothing', async () => {
    const stored = await fileCount();
    const big = await upload(
      `/companies/${customer.company.id}/documents/environmentalDocument`,
      customer.cookie,
      'besar.pdf',
      Buffer.concat([pdfFile(), Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 10 MB.');
    const exe = await upload(
      `/companies/${customer.company.id}/documents/environmentalDocument`,
      customer.cookie,
      'dokumen.pdf',
      exeFile(),
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Only PDF, JPEG or PNG files are accepted.');
    const docx = await upload(
      `/companies/${customer.company.id}/documents/environmentalDocument`,
      customer.cookie,
      'amdal.docx',
      docxFile(),
    );
    expect(docx.statusCode).toBe(400);
    expect(await fileCount()).toBe(stored);
  });

  it("keeps a customer admin out of another company's profile, files and the internal list", async () => {
    const own = await call('GET', '/company', customer.cookie);
    const fileId = own.json().environmentalDocument.id;
    expect((await call('GET', `/companies/${customer.company.id}`, rival.cookie)).statusCode).toBe(404);
    expect(
      (
        await call('PATCH', `/companies/${customer.company.id}`, rival.cookie, {
          ...profile,
          name: 'Dibajak',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(
          `/companies/${customer.company.id}/documents/registrationForm`,
          rival.cookie,
          'x.pdf',
          pdfFile(),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/files/${fileId}`, rival.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/companies', rival.cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', `/companies/${customer.company.id}/status`, rival.cookie, { status: 'suspended' }))
        .statusCode,
    ).toBe(403);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, customer.company.id));
    expect(row?.name).toBe('PT Maju Bersama Plastindo');
  });

  it('keeps the document a new upload replaces as the earlier version of its library document', async () => {
    const url = `/companies/${customer.company.id}/documents/environmentalDocument`;
    const before = (await call('GET', '/company', customer.cookie)).json().environmentalDocument;
    const [oldRow] = await ctx.db.select().from(files).where(eq(files.id, before.id));
    expect(oldRow).toBeDefined();
    const [rows, objects] = [await fileCount(), await storedObjects()];

    const replaced = await upload(url, customer.cookie, 'ukl-upl-2026.pdf', pdfFile());
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      environmentalDocument: { name: 'ukl-upl-2026.pdf' },
      profileComplete: true,
    });
    expect(replaced.json().environmentalDocument.id).not.toBe(before.id);
    expect(await fileCount()).toBe(rows + 1);
    const after = await storedObjects();
    expect(after).toHaveLength(objects.length + 1);
    expect(after).toContain(join(dir, oldRow?.storageKey ?? ''));
    const library = await call(
      'GET',
      '/documents?type=environmentalDocument&recordKind=company',
      customer.cookie,
    );
    const [document] = library.json().items;
    expect(document).toMatchObject({ fileName: 'ukl-upl-2026.pdf', can: { replace: false, delete: false } });
    const versions = (await call('GET', `/documents/${document.id}`, customer.cookie)).json().versions;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([
      document.version,
      document.version - 1,
    ]);
    const old = await call(
      'GET',
      `/documents/${document.id}/file?version=${document.version - 1}`,
      customer.cookie,
    );
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe(oldRow?.contentType);
  });

  it('lets a member read but not edit their company', async () => {
    const member = await signedInUser(ctx.app, ctx.db, {
      userType: 'customer',
      role: 'member',
      companyId: customer.company.id,
    });
    const read = await call('GET', '/company', member.cookie);
    expect(read.json().can).toEqual({ edit: false, changeStatus: false, upload: false });
    expect(
      (await call('PATCH', `/companies/${customer.company.id}`, member.cookie, profile)).statusCode,
    ).toBe(403);
    const stored = await fileCount();
    const refused = await upload(
      `/companies/${customer.company.id}/documents/registrationForm`,
      member.cookie,
      'x.pdf',
      pdfFile(),
    );
    expect(refused.statusCode).toBe(403);
    expect(await fileCount()).toBe(stored);
  });

  it('gives a customer no partner roles, on create and on update', async () => {
    const loner = await signedInUser(ctx.app, ctx.db, { userType: 'customer', role: 'admin' });
    const created = await call('POST', '/company', loner.cookie, {
      ...profile,
      name: 'PT Bukan Mitra',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'customer', partnerRoles: [] });
    const updated = await call('PATCH', `/companies/${created.json().id}`, loner.cookie, {
      ...profile,
      name: 'PT Bukan Mitra',
      partnerRoles: ['transporter', 'receiver'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().partnerRoles).toEqual([]);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, created.json().id));
    expect(row?.partnerRoles).toEqual([]);
  });

  it('lets a customer admin without a company create it, pending approval, and not change its type', async () => {
    const loner = await signedInUser(ctx.app, ctx.db, { userType: 'customer', role: 'admin' });
    expect((await call('GET', '/company', loner.cookie)).json().code).toBe('NO_COMPANY');
    const created = await call('POST', '/company', loner.cookie, {
      ...profile,
      name: 'PT Baru Berdiri',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'PT Baru Berdiri', kind: 'customer', status: 'pending' });
    const own = await call('GET', '/company', loner.cookie);
    expect(own.json().id).toBe(created.json().id);
    expect((await call('POST', '/company', loner.cookie, profile)).statusCode).toBe(409);
    const retyped = await call('PATCH', `/companies/${created.json().id}`, loner.cookie, {
      ...profile,
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    expect(retyped.statusCode).toBe(400);
  });

  it('lists, searches, filters and sorts on the server for internal staff', async () => {
    await createCompany(ctx.db, {
      name: 'CV Angkut Cepat',
      kind: 'partner',
      partnerRoles: ['transporter'],
      city: 'Surabaya',
      status: 'pending',
    });
    const partners = await call('GET', '/companies?kind=partner&status=pending', internal);
    expect(partners.json().items.map((item: { name: string }) => item.name)).toEqual(['CV Angkut Cepat']);
    const search = await call('GET', '/companies?q=plastindo', internal);
    expect(search.json()).toMatchObject({
      total: 1,
      items: [{ name: 'PT Maju Bersama Plastindo', profileComplete: true }],
    });
    const paged = await call('GET', '/companies?pageSize=1&page=2&sort=name&order=desc', internal);
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(3);
    const complete = await call('GET', '/companies?complete=yes', internal);
    expect(complete.json().items.every((item: { profileComplete: boolean }) => item.profileComplete)).toBe(
      true,
    );
    expect((await call('GET', '/companies?pageSize=1000', internal)).statusCode).toBe(400);
  });

  it('lists the partners holding a role, as a journey names its transporter and receiver', async () => {
    const both = await createCompany(ctx.db, {
      name: 'PT Peran Ganda Limbah',
      kind: 'partner',
      partnerRoles: ['transporter', 'receiver'],
      status: 'active',
    });
    const carrier = await createCompany(ctx.db, {
      name: 'PT Peran Angkut Saja',
      kind: 'partner',
      partnerRoles: ['transporter'],
      status: 'active',
    });
    const receivers = await call(
      'GET',
      '/companies?partnerRole=receiver&q=PT%20Peran&pageSize=100',
      internal,
    );
    expect(receivers.json().items.map((item: { id: string }) => item.id)).toEqual([both.id]);
    const transporters = await call(
      'GET',
      '/companies?partnerRole=transporter&q=PT%20Peran&sort=name',
      internal,
    );
    expect(transporters.json().items.map((item: { id: string }) => item.id)).toEqual([carrier.id, both.id]);
  });

  it('approves a pending company and writes who did it to the audit trail', async () => {
    const pending = await createCompany(ctx.db, {
      name: 'PT Menunggu Persetujuan',
      kind: 'customer',
      status: 'pending',
    });
    const approved = await call('POST', `/companies/${pending.id}/status`, internal, { status: 'active' });
    expect(approved.json().status).toBe('active');
    const refused = await call('POST', `/companies/${pending.id}/status`, internal, { status: 'pending' });
    expect(refused.statusCode).toBe(409);

    const trail = await call('GET', `/audit?entity=company&entityId=${pending.id}`, internal);
    expect(trail.json().items[0]).toMatchObject({
      action: 'approve',
      actorName: 'Pengguna Uji',
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect(
      (await call('GET', `/audit?entity=company&entityId=${pending.id}`, customer.cookie)).statusCode,
    ).toBe(403);

    const edits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, customer.company.id));
    expect(edits.find((entry) => entry.action === 'upload')?.after).toEqual({
      environmentalDocument: 'ukl-upl.pdf',
    });
    const update = edits.find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ city: null });
    expect(update?.after).toMatchObject({ city: 'Bekasi', npwp: '012345678901000' });
  });

  it('lets internal staff create a company directly, active', async () => {
    const created = await call('POST', '/companies', internal, {
      name: 'PT Olah Limbah Prima',
      kind: 'partner',
      partnerRoles: ['receiver'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'active',
      partnerRoles: ['receiver'],
      profileComplete: false,
    });
    const noRole = await call('POST', '/companies', internal, { name: 'PT Tanpa Peran', kind: 'partner' });
    expect(noRole.statusCode).toBe(400);
    expect((await call('POST', '/companies', customer.cookie, profile)).statusCode).toBe(403);
  });

  it('turns away the users of a suspended company with the inactive-account notice', async () => {
    const suspended = await companyWithAdmin(ctx.app, ctx.db, 'customer', 'PT Akan Ditangguhkan');
    await call('POST', `/companies/${suspended.company.id}/status`, internal, { status: 'suspended' });
    expect((await call('GET', '/company', suspended.cookie)).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: suspended.admin.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_INACTIVE');
  });
});
