import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../features/storage/s3-test-server.ts';
import { pdfFile } from '../features/storage/test-files.ts';
import { MEGABYTE } from '../features/storage/uploads.ts';
import { startTestApp } from './app.ts';
import { companyWithAdmin } from './people.ts';

/**
 * Two servers on one database and one S3-compatible store, as a balancer would send a user's requests
 * to either: nothing a user does may depend on which one answers.
 */
let dir: string;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let first: Awaited<ReturnType<typeof startTestApp>>;
let second: Awaited<ReturnType<typeof first.anotherServer>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sirkula-two-servers-'));
  s3 = await startS3TestServer(dir, 'sirkula-dua-server');
  first = await startTestApp({ storage: { store: s3.store, maxUploadBytes: 10 * MEGABYTE } });
  second = await first.anotherServer();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

function upload(url: string, cookie: string) {
  const boundary = '----sirkula-dua';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="izin-lingkungan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdfFile(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return first.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('two servers behind one address', () => {
  it('keeps a user signed in on both, serves an upload from either, and signs out everywhere', async () => {
    const customer = await companyWithAdmin(first.app, first.db, 'customer', 'PT Dua Server');
    const profile = await second.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { cookie: customer.cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(customer.admin.email);

    const uploaded = await upload(
      `/companies/${customer.company.id}/documents/environmentalDocument`,
      customer.cookie,
    );
    expect(uploaded.statusCode).toBe(200);
    const fileId = uploaded.json().environmentalDocument.id;
    const download = await second.app.inject({
      method: 'GET',
      url: `/api/v1/files/${fileId}`,
      headers: { cookie: customer.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfFile())).toBe(true);

    const out = await second.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: customer.cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await first.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { cookie: customer.cookie },
    });
    expect(after.statusCode).toBe(401);
  });
});
