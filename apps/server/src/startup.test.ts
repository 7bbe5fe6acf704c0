import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sirkula-startup-test-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** The real server process, as `npm start` runs it, with only the given settings. */
function startServer(env: Record<string, string>) {
  const { DATABASE_URL, PUBLIC_URL, AUTH_SECRET, HOST, SEED_DEMO, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves once the server says it runs; rejects with its output when it exits first. */
  const running = () =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes('Sirkula is running at')) resolve();
      };
      check();
      child.stdout.on('data', check);
      void exited.then((code) => reject(new Error(`The server exited (${code}):\n${output}`)));
    });
  return { child, exited, running, output: () => output };
}

async function modes(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = new Set<string>();
  for (const entry of entries) {
    const mode = (await stat(join(entry.parentPath, entry.name))).mode & 0o777;
    found.add(`${entry.isDirectory() ? 'dir' : 'file'} ${mode.toString(8)}`);
  }
  return found;
}

// Two processes started side by side: each takes seconds (a PGlite database, scrypt hashes, the whole
// demo seeded), about 25 s on a quiet machine and five times that beside the browser tests in
// `npm test`, hence the generous limit.
const START_LIMIT_MS = 240_000;

describe.concurrent('starting the server', () => {
  it('refuses to face the network while a demo account has the demo password', {
    timeout: START_LIMIT_MS,
  }, async () => {
    const dataDir = join(base, 'refused');
    const server = startServer({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '3471' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Sirkula will not start: other computers can reach it (HOST is 0.0.0.0) and the demo account admin@demo.sirkula.id',
    );
    expect(server.output()).toContain('npm run demo:remove');
    expect(existsSync(join(dataDir, 'sirkula.lock'))).toBe(false);
  });

  it('starts on the network without demo data, its data directory private', {
    timeout: START_LIMIT_MS,
  }, async () => {
    const dataDir = join(base, 'production');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    const server = startServer({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '3472', SEED_DEMO: '0' });
    try {
      await server.running();
      const health = await fetch('http://127.0.0.1:3472/api/health');
      expect(health.status).toBe(200);
      expect(server.output()).not.toContain('Demo accounts');
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await modes(dataDir)).toEqual(new Set(['dir 700', 'file 600']));
      expect((await fetch('http://127.0.0.1:3472/api/ready')).status).toBe(200);

      // A request still arriving when SIGTERM comes is answered before the server exits.
      const stopping = Date.now();
      const answered = await slowRequestAcrossStop(3472, () => server.child.kill('SIGTERM'));
      expect(answered).toBe(400);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(25_000);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

/**
 * Sends a form whose body arrives in two parts a second apart, stopping the server between them:
 * answers the status the request got (a dropped connection rejects).
 */
function slowRequestAcrossStop(port: number, stop: () => void): Promise<number> {
  const body = Buffer.from(JSON.stringify({ name: 'Budi', email: 'budi@contoh.co.id', message: 'Halo' }));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/partnership/contact',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 10));
    setTimeout(() => {
      stop();
      setTimeout(() => request.end(body.subarray(10)), 1_000);
    }, 300);
  });
}
