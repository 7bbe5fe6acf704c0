// `npm run bench:http`: requests a second through the real server, on PostgreSQL and then on PGlite, with
// the large data set, next to "the limit": the same SQL sent straight through the driver.
//   BENCH_RECORDS=20000         waste records (default 1,000,000); BENCH_PGLITE_RECORDS for PGlite alone
//   BENCH_SECONDS=3             seconds a case at each connection count (default 10)
//   BENCH_PORT=3500             the server's port (default: any free one)
//   TEST_DATABASE_URL=postgres://…  an existing PostgreSQL server instead of a throwaway cluster
// It prints figures and never fails on them: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { sessionCookie } from '../apps/server/src/test/app.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { printReport, type Report, type Row } from './http-report.ts';
import { seedWithAdmin } from './large-data.ts';
import { type Measurement, measureHttp, measureLoop } from './load.ts';
import { envCount } from './numbers.ts';
import { signIn, startServer } from './server-process.ts';
import { concurrentGroups, recordStatements, replay, type Statement } from './sql-capture.ts';

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const PGLITE_RECORDS = envCount('BENCH_PGLITE_RECORDS', RECORDS);
const SECONDS = envCount('BENCH_SECONDS', 10);
const CONNECTIONS = [8, 32] as const;
const WARM_UP_SECONDS = 1;
const AUTH_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'admin.bench@sirkula.id', password: 'Bench#2026-http' };
/** What the web app asks for when an internal admin opens the waste list. */
const WASTE_FIRST_PAGE = '/api/v1/waste?page=1&pageSize=20&sort=createdAt&order=desc';

const CASES = [
  { name: 'GET /api/health', path: '/api/health', signedIn: false },
  { name: 'GET /api/v1/profile', path: '/api/v1/profile', signedIn: true },
  { name: 'GET /api/v1/auth/session', path: '/api/v1/auth/session', signedIn: true },
  { name: 'GET /api/v1/waste (internal, first page)', path: WASTE_FIRST_PAGE, signedIn: true },
] as const;

/** BENCH_PORT, or a port the system has free. */
async function serverPort(): Promise<number> {
  if (process.env.BENCH_PORT) return envCount('BENCH_PORT', 0);
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}

/**
 * What the internal waste list's first page costs the database, read off the app itself: its statements
 * while it answers once (after a warm-up). The raw loop keeps one session lookup and the list's own
 * statements, in the app's order and with its concurrency.
 */
async function captureWastePage(database: Database): Promise<Statement[][]> {
  const app = await buildApp({ database, authSecret: AUTH_SECRET, publicUrl: 'http://127.0.0.1' });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });
    const headers = { cookie: sessionCookie(login) };
    await app.inject({ method: 'GET', url: WASTE_FIRST_PAGE, headers });
    const statements = await recordStatements(async () => {
      const answer = await app.inject({ method: 'GET', url: WASTE_FIRST_PAGE, headers });
      if (answer.statusCode !== 200) throw new Error(`The waste list answered ${answer.statusCode}`);
    });
    const session = statements.find((statement) => /\bsessions\b/.test(statement.text));
    if (!session) throw new Error('No session lookup was recorded');
    const list = statements.filter((statement) => /\bwaste_records\b/.test(statement.text));
    console.log(`  the app sent ${statements.length} statements for the page; the raw loop sends:`);
    const groups = [[session], ...concurrentGroups(list)];
    for (const group of groups) {
      for (const [index, statement] of group.entries()) {
        const text = statement.text.replace(/\s+/g, ' ');
        console.log(`    ${index === 0 ? '→' : '+'} ${text.length > 110 ? `${text.slice(0, 107)}…` : text}`);
      }
    }
    return groups;
  } finally {
    await app.close();
  }
}

function rawRequest(groups: Statement[][], client?: unknown) {
  return async () => {
    for (const group of groups) await Promise.all(group.map((statement) => replay(statement, client)));
  };
}

async function measureRaw(label: string, request: () => Promise<void>): Promise<Row[]> {
  await measureLoop(request, { workers: CONNECTIONS[0], seconds: WARM_UP_SECONDS });
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    rows.push({
      name: label,
      connections,
      ...(await measureLoop(request, { workers: connections, seconds: SECONDS })),
    });
  }
  return rows;
}

async function measureServer(env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(await serverPort(), env);
  try {
    const cookie = await signIn(server.url, ADMIN);
    const options = (testCase: (typeof CASES)[number], connections: number, seconds: number) => ({
      connections,
      seconds,
      ...(testCase.signedIn ? { cookie } : {}),
    });
    for (const testCase of CASES) {
      await measureHttp(`${server.url}${testCase.path}`, options(testCase, CONNECTIONS[0], WARM_UP_SECONDS));
    }
    const rows: Row[] = [];
    for (const connections of CONNECTIONS) {
      for (const testCase of CASES) {
        const measured: Measurement = await measureHttp(
          `${server.url}${testCase.path}`,
          options(testCase, connections, SECONDS),
        );
        rows.push({ name: testCase.name, connections, ...measured });
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function onPostgres(): Promise<Report> {
  const cluster = await startPostgres();
  const name = `sirkula_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const files = mkdtempSync(join(tmpdir(), 'sirkula-bench-files-'));
  try {
    console.log('\nPostgreSQL 15');
    const database = await openPostgres(url.toString());
    let groups: Statement[][];
    try {
      await seedWithAdmin(database, RECORDS, ADMIN);
      groups = await captureWastePage(database);
    } finally {
      await database.close();
    }
    const appPool = groups[0]?.[0]?.client as pg.Pool | undefined;
    const pool = new pg.Pool({ connectionString: url.toString(), max: appPool?.options.max ?? 10 });
    let raw: Row[];
    try {
      raw = await measureRaw('raw pg loop (session + waste page SQL)', rawRequest(groups, pool));
    } finally {
      await pool.end();
    }
    const served = await measureServer({ DATABASE_URL: url.toString(), AUTH_SECRET, DATA_DIR: files });
    return {
      title: `PostgreSQL 15, ${RECORDS.toLocaleString('en')} waste records`,
      rows: [...served, ...raw],
    };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster.stop();
    rmSync(files, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<Report> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sirkula-bench-pglite-'));
  try {
    console.log('\nPGlite (embedded)');
    const database = await openPglite(join(dataDir, 'db'));
    let raw: Row[];
    try {
      await seedWithAdmin(database, PGLITE_RECORDS, ADMIN);
      // PGlite is one connection in this process: the loop goes through the app's own client.
      raw = await measureRaw(
        'raw PGlite loop (session + waste page SQL)',
        rawRequest(await captureWastePage(database)),
      );
    } finally {
      await database.close();
    }
    const served = await measureServer({ DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET });
    return {
      title: `PGlite, ${PGLITE_RECORDS.toLocaleString('en')} waste records`,
      rows: [...served, ...raw],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const reports = [await onPostgres(), await onPglite()];
console.log(
  `\n${SECONDS} s a case after a ${WARM_UP_SECONDS} s warm-up. The server runs in a child process; autocannon and ` +
    `the raw loops run in this one, and the database beside them: all share this machine's ${cpus().length} cores, ` +
    'so the load generator takes CPU the server would otherwise have.',
);
for (const report of reports) printReport(report, CONNECTIONS);
