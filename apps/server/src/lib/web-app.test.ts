import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

const SCRIPT = `console.log(${JSON.stringify('sirkula '.repeat(400))});`;
const PAGE = `<!doctype html><title>Sirkula</title>${'<p>sirkula</p>'.repeat(200)}`;

/** A small build as apps/web writes it: hashed assets, unhashed files, and their compressed copies. */
function writeDist(root: string) {
  mkdirSync(join(root, 'assets'));
  const files = { 'assets/index-Ab12Cd34.js': SCRIPT, 'index.html': PAGE, 'sw.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(root, name), content);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the built web app’s files', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sirkula-dist-'));
    writeDist(root);
    app = Fastify();
    await serveWebApp(app, root);
    app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts it, and gzip to one that accepts only gzip', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when the browser accepts no compression', async () => {
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year as immutable', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get('/assets/index-Ab12Cd34.js', encoding);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html, the service worker and other unhashed files asked again on every use', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/logo.svg']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });

  it('answers a page’s address with index.html, compressed and not cached', async () => {
    const page = await get('/customer/home', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(PAGE);
  });
});
