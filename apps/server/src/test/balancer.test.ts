import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_ATTEMPT_LIMIT } from '@sirkula/domain/auth/login-throttle';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { createCompany, createUser } from '../features/companies/factories.ts';
import { startS3TestServer } from '../features/storage/s3-test-server.ts';
import { pdfFile } from '../features/storage/test-files.ts';
import {
  type Balancer,
  freePort,
  type ServerProcess,
  startBalancer,
  startServerProcess,
} from './balancer.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { multipartForm } from './multipart.ts';
import { PASSWORD } from './people.ts';

/**
 * Two real server processes (main.ts) on one PostgreSQL database and one S3-compatible store, behind
 * Debian's haproxy running the committed docs/haproxy.cfg; every request goes through the balancer.
 * That a scheduled job runs once with two servers is proven by schedulers/scale-out.test.ts (two server
 * processes working one job queue); the per-address and per-account limits are proven here.
 */
const INTERNAL = { email: 'admin.balancer@sirkula.id', password: PASSWORD };
const CUSTOMER = { email: 'admin@pt-dua-pintu.co.id', password: PASSWORD };

let database: TestDatabase;
let dir: string;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let servers: [ServerProcess, ServerProcess];
let balancer: Balancer;
let companyId: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error(
      'The balancer test needs PostgreSQL: run it with `node scripts/test-postgres.mjs apps/server/src/test/balancer.test.ts` (npm test does).',
    );
  }
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'sirkula-balancer-'));
  s3 = await startS3TestServer(dir, 'sirkula-balancer');
  await createUser(database.db, { name: 'Admin Balancer', userType: 'internal', role: 'admin', ...INTERNAL });
  const company = await createCompany(database.db, {
    name: 'PT Dua Pintu',
    kind: 'customer',
    partnerRoles: [],
  });
  companyId = company.id;
  await createUser(database.db, {
    name: 'Admin Dua Pintu',
    userType: 'customer',
    role: 'admin',
    companyId,
    ...CUSTOMER,
  });
  const [first, second] = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: String(database.url),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'sirkula-balancer',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // As docs/haproxy.cfg asks: told to stop, a server fails its readiness check for longer than the
    // balancer's three checks a second apart before it stops accepting.
    SHUTDOWN_DELAY_SECONDS: '5',
  };
  servers = await Promise.all([startServerProcess(first, env), startServerProcess(second, env)]);
  balancer = await startBalancer(servers);
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await s3?.close();
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  servedBy: string;
  body: Buffer;
  cookie: string | undefined;
}

/** One request through the balancer; a dropped connection answers status 0, with its reason as `servedBy`. */
async function call(
  method: string,
  path: string,
  options: {
    cookie?: string;
    json?: object;
    body?: Buffer;
    type?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json) headers['content-type'] = 'application/json';
  if (options.type) headers['content-type'] = options.type;
  try {
    const response = await fetch(`${balancer.url}${path}`, {
      method,
      headers,
      body: options.json ? JSON.stringify(options.json) : options.body && new Uint8Array(options.body),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.includes('session_token='))
      ?.split(';')[0];
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by') ?? '',
      body: Buffer.from(await response.arrayBuffer()),
      cookie,
    };
  } catch (error) {
    const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
    return { status: 0, servedBy: reason, body: Buffer.alloc(0), cookie: undefined };
  }
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const answer = await call('POST', '/api/v1/auth/login', { json: account });
  expect(answer.status).toBe(200);
  return answer.cookie ?? '';
}

const WASTE_FIRST_PAGE = '/api/v1/waste?page=1&pageSize=20&sort=createdAt&order=desc';

describe('two server processes behind haproxy', () => {
  it('keeps a user signed in whichever server answers, and signing out on one ends it on both', async () => {
    const cookie = await signIn(INTERNAL);
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await call('GET', '/api/v1/profile', { cookie }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
    expect(JSON.parse(answers[0]?.body.toString() ?? '{}').email).toBe(INTERNAL.email);

    expect((await call('POST', '/api/v1/auth/logout', { cookie })).status).toBe(200);
    const after = [
      await call('GET', '/api/v1/profile', { cookie }),
      await call('GET', '/api/v1/profile', { cookie }),
    ];
    expect(after.map((answer) => answer.status)).toEqual([401, 401]);
    expect(new Set(after.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
  });

  it('downloads an upload from either server', async () => {
    const cookie = await signIn(CUSTOMER);
    const form = multipartForm({}, [{ field: 'file', name: 'izin-lingkungan.pdf', data: pdfFile() }]);
    const uploaded = await call('PUT', `/api/v1/companies/${companyId}/documents/environmentalDocument`, {
      cookie,
      body: form.payload,
      type: form.contentType,
    });
    expect(uploaded.status).toBe(200);
    const fileId = JSON.parse(uploaded.body.toString()).environmentalDocument.id;
    const downloads = [await call('GET', `/api/v1/files/${fileId}`, { cookie })];
    downloads.push(await call('GET', `/api/v1/files/${fileId}`, { cookie }));
    for (const download of downloads) {
      expect(download.status).toBe(200);
      expect(download.body.equals(pdfFile())).toBe(true);
    }
    expect(new Set(downloads.map((download) => download.servedBy))).toEqual(new Set(['app1', 'app2']));
  });

  it('counts every limit once across both servers, by the address the balancer saw', async () => {
    // Per address (the rate-limit store in PostgreSQL): ten captcha challenges a minute; a client's own
    // X-Forwarded-For is replaced by the balancer, so forging one changes nothing.
    const challenges = [];
    for (let index = 0; index < 11; index++) {
      challenges.push(
        await call('GET', '/api/v1/auth/captcha', { headers: { 'x-forwarded-for': `198.51.100.${index}` } }),
      );
    }
    expect(challenges.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429]);
    expect(new Set(challenges.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));

    // Per account (the login throttle): the attempt after the limit is refused, whichever server takes it.
    const attempts = [];
    for (let index = 0; index <= LOGIN_ATTEMPT_LIMIT; index++) {
      attempts.push(
        await call('POST', '/api/v1/auth/login', { json: { email: CUSTOMER.email, password: 'Salah#2026' } }),
      );
    }
    expect(attempts.map((answer) => answer.status)).toEqual([...Array(LOGIN_ATTEMPT_LIMIT).fill(401), 429]);
    expect(new Set(attempts.map((answer) => answer.servedBy))).toEqual(new Set(['app1', 'app2']));
  });

  it('loses no request while each server in turn is stopped and started again', async () => {
    const cookie = await signIn(INTERNAL);
    const seen: Answer[] = [];
    const failed: string[] = [];
    let hubs = 0;
    let running = true;
    // Readers: the waste list; a writer: a transit hub a request, each with its own name, so a
    // request the balancer sent twice would show as one hub too many. A short pause between requests
    // leaves the restarting server some of the machine's two cores.
    const reader = async () => {
      while (running) {
        const answer = await call('GET', WASTE_FIRST_PAGE, { cookie });
        seen.push(answer);
        if (answer.status !== 200)
          failed.push(`GET ${answer.status} from ${answer.servedBy || 'the balancer'}`);
        await sleep(10);
      }
    };
    const writer = async () => {
      while (running) {
        const answer = await call('POST', '/api/v1/fleet/transit-hubs', {
          cookie,
          json: {
            name: `Depo Bergilir ${seen.length}-${hubs}`,
            address: 'Jl. Raya Cibitung No. 8',
            city: 'Bekasi',
          },
        });
        seen.push(answer);
        if (answer.status === 201) hubs += 1;
        else failed.push(`POST ${answer.status} from ${answer.servedBy || 'the balancer'}`);
        await sleep(20);
      }
    };
    const loops = [reader(), reader(), writer()];
    const whileDown: number[] = [];
    const restarted: string[] = [];
    for (const [index, server] of servers.entries()) {
      const name = `app${index + 1}`;
      await waitUntilServing(seen, name);
      const stopped = seen.length;
      expect(await server.stop()).toBe(0);
      await server.start();
      whileDown.push(seen.length - stopped);
      // The balancer's health check takes it back; only then may the other one stop.
      await waitUntilServing(seen, name);
      restarted.push(name);
    }
    running = false;
    await Promise.all(loops);

    expect(restarted).toEqual(['app1', 'app2']);
    expect(failed).toEqual([]);
    // Each server, told to stop, failed its readiness check until haproxy took it out, and only then
    // stopped accepting (SHUTDOWN_DELAY_SECONDS): no request was sent to a closing server.
    const takenOut = await balancer.takenOut();
    expect(takenOut.app1).toBeGreaterThanOrEqual(1);
    expect(takenOut.app2).toBeGreaterThanOrEqual(1);
    // Requests kept coming while each server was stopping, stopped and starting.
    expect(whileDown.every((count) => count > 20)).toBe(true);
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from transit_hubs where name like 'Depo Bergilir %'`,
      ),
    );
    expect(row?.count).toBe(hubs);
  }, 240_000);
});

/** Waits until an answer from `name` arrives after this call. */
async function waitUntilServing(seen: Answer[], name: string) {
  const from = seen.length;
  const deadline = Date.now() + 60_000;
  while (!seen.slice(from).some((answer) => answer.servedBy === name && answer.status !== 503)) {
    if (Date.now() > deadline) throw new Error(`The balancer sent nothing to ${name} for 60 s`);
    await sleep(100);
  }
}
