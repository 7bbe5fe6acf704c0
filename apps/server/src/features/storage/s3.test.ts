import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { login, startTestApp } from '../../test/app.ts';
import { createCompany, createUser } from '../companies/factories.ts';
import { type FileStore, fileStoreFromConfig, MissingObject, s3FileStore } from './file-store.ts';
import { saveUpload } from './service.ts';
import { pdfFile } from './test-files.ts';
import { DOCUMENT_KINDS, MEGABYTE } from './uploads.ts';

const bucket = 'sirkula-test';
let dir: string;
let server: S3rver;
let store: FileStore;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-s3rver-'));
  // A real S3-compatible HTTP server keeping its objects on disk, on a free loopback port.
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  store = s3FileStore({
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver checks signatures against its fixed development key.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 file store (s3rver)', () => {
  it('puts, gets and deletes an object', async () => {
    const data = pdfFile();
    await store.put('companies/x/one.pdf', data, 'application/pdf');
    expect(await readAll(await store.get('companies/x/one.pdf'))).toEqual(data);
    await store.delete('companies/x/one.pdf');
    await expect(store.get('companies/x/one.pdf')).rejects.toBeInstanceOf(MissingObject);
    await expect(store.delete('companies/x/one.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape their place', async () => {
    await expect(store.put('../etc/passwd', pdfFile(), 'application/pdf')).rejects.toThrow('Unsafe');
  });

  it(`saves an upload and serves it through the app (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, async () => {
    const ctx = await startTestApp({ storage: { store, maxUploadBytes: 10 * MEGABYTE } });
    try {
      const company = await createCompany(ctx.db, { name: 'PT Awan', kind: 'customer' });
      const password = 'Sampah#2026';
      const user = await createUser(ctx.db, {
        name: 'Sari',
        email: 'sari@awan.co.id',
        password,
        userType: 'customer',
        companyId: company.id,
      });
      const deps = { db: ctx.db, store, maxUploadBytes: 10 * MEGABYTE };
      const file = await saveUpload(deps, {
        actorId: user.id,
        companyId: company.id,
        purpose: 'environmentalDocument',
        fileName: 'izin.pdf',
        data: pdfFile(),
        accept: DOCUMENT_KINDS,
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file.id}`,
        headers: { cookie: await login(ctx.app, user.email, password) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload).toEqual(pdfFile());
    } finally {
      await ctx.close();
    }
  });

  it('is chosen by S3_* in the environment; the local folder otherwise', () => {
    const base = { DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(32) };
    const local = loadConfig(base);
    expect(local.storage).toEqual({ s3: undefined, maxUploadBytes: 10 * MEGABYTE });
    expect(fileStoreFromConfig(local).kind).toBe('local');

    const s3 = loadConfig({
      ...base,
      S3_BUCKET: bucket,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      MAX_UPLOAD_MB: '5',
    });
    expect(s3.storage).toEqual({
      s3: {
        bucket,
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
      maxUploadBytes: 5 * MEGABYTE,
    });
    expect(fileStoreFromConfig(s3).kind).toBe('s3');
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ ...base, MAX_UPLOAD_MB: 'ten' })).toThrow('MAX_UPLOAD_MB');
  });
});
