import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipartPlugin from '@fastify/multipart';
import { languageFromHeader } from '@sirkula/domain/shared/languages';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { installErrorHandler } from '../../lib/error-handler.ts';
import { login, startTestApp } from '../../test/app.ts';
import { createCompany, createUser } from '../companies/factories.ts';
import { localFileStore } from './file-store.ts';
import { readSingleFile } from './multipart.ts';
import { type StorageDeps, saveUpload } from './service.ts';
import { docxFile, exeFile, pdfFile, pngFile } from './test-files.ts';
import { DOCUMENT_KINDS, DOCUMENT_OR_WORD_KINDS, MEGABYTE } from './uploads.ts';

const password = 'Sampah#2026';
let dir: string;
let ctx: Awaited<ReturnType<typeof startTestApp>>;
let deps: StorageDeps;
let companyA: string;
let companyB: string;
const cookies = { internal: '', ownerUser: '', otherUser: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-storage-test-'));
  const store = localFileStore(dir);
  ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE } });
  deps = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
  companyA = (await createCompany(ctx.db, { name: 'PT Sumber Makmur', kind: 'customer' })).id;
  companyB = (await createCompany(ctx.db, { name: 'CV Lain Lagi', kind: 'customer' })).id;
  const accounts = [
    { key: 'internal', email: 'staff@sirkula.id', userType: 'internal', companyId: null },
    { key: 'ownerUser', email: 'dewi@sumbermakmur.co.id', userType: 'customer', companyId: companyA },
    { key: 'otherUser', email: 'budi@lainlagi.co.id', userType: 'customer', companyId: companyB },
  ] as const;
  for (const account of accounts) {
    await createUser(ctx.db, { ...account, name: account.key, password, status: 'active' });
    cookies[account.key] = await login(ctx.app, account.email, password);
  }
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

async function storedObjects(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function fileRows(): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(files);
  return row?.total ?? 0;
}

function download(id: string, cookie: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: { cookie } });
}

/** The shape of a `multipart/form-data` body as a browser sends it. */
function multipart(fileName: string, data: Buffer) {
  const boundary = `----sirkula${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An upload route as the feature routes write one: read the single file, then save it. */
async function uploadApp() {
  const app = Fastify();
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
  installErrorHandler(app);
  await app.register(multipartPlugin);
  app.post('/upload', async (request, reply) => {
    const { fileName, data } = await readSingleFile(request, deps.maxUploadBytes);
    const file = await saveUpload(deps, {
      actorId: null,
      companyId: companyA,
      purpose: 'test',
      fileName,
      data,
      accept: DOCUMENT_KINDS,
    });
    return reply.code(201).send({ id: file.id, name: file.originalName });
  });
  return app;
}

describe(`file storage (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('stores a PDF under a random key and serves it only to the owner company and internal staff', async () => {
    const data = pdfFile();
    const file = await saveUpload(deps, {
      actorId: null,
      companyId: companyA,
      purpose: 'environmentalDocument',
      fileName: '../Izin Lingkungan – PT Ñ.pdf',
      data,
      accept: DOCUMENT_KINDS,
    });
    expect(file).toMatchObject({
      companyId: companyA,
      originalName: 'Izin Lingkungan – PT Ñ.pdf',
      contentType: 'application/pdf',
      size: data.length,
    });
    expect(file.storageKey).toMatch(new RegExp(`^companies/${companyA}/[0-9a-f-]{36}\\.pdf$`));
    expect(await readFile(join(dir, file.storageKey))).toEqual(data);

    for (const cookie of [cookies.internal, cookies.ownerUser]) {
      const response = await download(file.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(data);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition':
          'attachment; filename="Izin Lingkungan _ PT _.pdf"; ' +
          "filename*=UTF-8''Izin%20Lingkungan%20%E2%80%93%20PT%20%C3%91.pdf",
      });
    }

    const notYours = await download(file.id, cookies.otherUser);
    const missing = await download(randomUUID(), cookies.otherUser);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual(missing.json());
    expect(notYours.json()).toEqual({ code: 'FILE_NOT_FOUND', message: 'File not found.' });

    const signedOut = await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('serves images with their own content type', async () => {
    const file = await saveUpload(deps, {
      actorId: null,
      companyId: companyB,
      purpose: 'environmentalDocument',
      fileName: 'scan.png',
      data: pngFile(),
      accept: DOCUMENT_KINDS,
    });
    const response = await download(file.id, cookies.otherUser);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(pngFile());
  });

  it('refuses an executable named .pdf with a translated message and stores nothing', async () => {
    const app = await uploadApp();
    const [objectsBefore, rowsBefore] = [await storedObjects(), await fileRows()];
    try {
      for (const [language, message] of [
        ['en', 'Only PDF, JPEG or PNG files are accepted.'],
        ['id', 'Hanya berkas PDF, JPEG, atau PNG yang diterima.'],
      ]) {
        const upload = multipart('izin.pdf', exeFile());
        const response = await app.inject({
          method: 'POST',
          url: '/upload',
          payload: upload.payload,
          headers: { ...upload.headers, 'accept-language': language },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED', message });
      }
    } finally {
      await app.close();
    }
    expect(await storedObjects()).toEqual(objectsBefore);
    expect(await fileRows()).toBe(rowsBefore);
  });

  it('refuses a 20 MB upload with 413 and a request without a file with 400, storing nothing', async () => {
    const app = await uploadApp();
    const [objectsBefore, rowsBefore] = [await storedObjects(), await fileRows()];
    const big = Buffer.concat([pdfFile(), Buffer.alloc(20 * MEGABYTE)]);
    try {
      const tooLarge = await app.inject({ method: 'POST', url: '/upload', ...multipart('big.pdf', big) });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });

      const noFile = await app.inject({ method: 'POST', url: '/upload', payload: { file: null } });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({
        code: 'NO_FILE',
        message: 'No file was sent. Choose a file and try again.',
      });
    } finally {
      await app.close();
    }
    const direct = saveUpload(deps, {
      actorId: null,
      companyId: companyA,
      purpose: 'test',
      fileName: 'big.pdf',
      data: big,
      accept: DOCUMENT_KINDS,
    });
    await expect(direct).rejects.toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(await storedObjects()).toEqual(objectsBefore);
    expect(await fileRows()).toBe(rowsBefore);
  });

  it('reads a multipart upload and saves it under its cleaned name', async () => {
    const app = await uploadApp();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/upload',
        ...multipart('C:\\scans\\izin.pdf', pdfFile()),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'izin.pdf' });
    } finally {
      await app.close();
    }
  });

  it('accepts DOCX only where the caller accepts it', async () => {
    const input = {
      actorId: null,
      companyId: companyA,
      purpose: 'registrationForm',
      fileName: 'formulir.docx',
    };
    await expect(
      saveUpload(deps, { ...input, data: docxFile(), accept: DOCUMENT_KINDS }),
    ).rejects.toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
    });
    const file = await saveUpload(deps, { ...input, data: docxFile(), accept: DOCUMENT_OR_WORD_KINDS });
    const response = await download(file.id, cookies.ownerUser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('removes the stored object again when the row cannot be written', async () => {
    const objectsBefore = await storedObjects();
    await expect(
      saveUpload(deps, {
        actorId: null,
        companyId: randomUUID(), // no such company: the foreign key refuses the row
        purpose: 'test',
        fileName: 'a.pdf',
        data: pdfFile(),
        accept: DOCUMENT_KINDS,
      }),
    ).rejects.toThrow();
    expect(await storedObjects()).toEqual(objectsBefore);
  });
});
