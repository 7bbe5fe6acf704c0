// `npm run bench:balancer`: the internal waste list's first page, requests a second and latency, through
// one server directly, one server behind haproxy and two servers behind haproxy (docs/haproxy.cfg, as
// committed), in the same run on the same machine, with the large data set on a throwaway PostgreSQL.
//   BENCH_RECORDS=20000         waste records (default 1,000,000)
//   BENCH_SECONDS=3             seconds a case at each connection count in each round (default 10)
//   BENCH_ROUNDS=1              rounds of every case in turn (default 3); each figure is the median round
//   TEST_DATABASE_URL=postgres://…  an existing PostgreSQL server instead of a throwaway cluster
// It prints figures and never fails on them: it is a benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { type Balancer, freePort, startBalancer } from '../apps/server/src/test/balancer.ts';
import { startPostgres } from '../scripts/postgres.mjs';
import { seedWithAdmin } from './large-data.ts';
import { type Measurement, measureHttp } from './load.ts';
import { envCount } from './numbers.ts';
import { cpuSecondsOf, type ServerProcess, signIn, startServer } from './server-process.ts';

const RECORDS = envCount('BENCH_RECORDS', 1_000_000);
const SECONDS = envCount('BENCH_SECONDS', 10);
const ROUNDS = envCount('BENCH_ROUNDS', 3);
const CONNECTIONS = [8, 32] as const;
const WARM_UP_SECONDS = 3;
const AUTH_SECRET = randomBytes(32).toString('hex');
const ADMIN = { email: 'admin.bench@sirkula.id', password: 'Bench#2026-balancer' };
/** What the web app asks for when an internal admin opens the waste list (as bench:http). */
const WASTE_FIRST_PAGE = '/api/v1/waste?page=1&pageSize=20&sort=createdAt&order=desc';

interface Row extends Measurement {
  name: string;
  connections: number;
  /** CPU seconds each process used during the measurement. */
  cpu: Record<string, number>;
}

/**
 * CPU seconds of this benchmark database's PostgreSQL backends, told apart from other clusters on the
 * machine by their process title ("postgres: <user> <database> …").
 */
function postgresCpuSeconds(database: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const seconds = cpuSecondsOf(Number(pid));
    if (Number.isFinite(seconds)) total += seconds;
  }
  return total;
}

/** Which servers answer through the balancer: counts X-Served-By over `requests` sequential requests. */
async function servedBy(url: string, cookie: string, requests = 20): Promise<string> {
  const counts = new Map<string, number>();
  for (let index = 0; index < requests; index++) {
    const answer = await fetch(`${url}${WASTE_FIRST_PAGE}`, { headers: { cookie } });
    await answer.arrayBuffer();
    const name = answer.headers.get('x-served-by') ?? 'none';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
}

interface Case {
  name: string;
  url: string;
  /** The processes whose CPU time is read around each measurement. */
  processes: Record<string, () => number>;
}

async function measureOnce(testCase: Case, cookie: string, connections: number): Promise<Row> {
  const { processes } = testCase;
  const before = Object.fromEntries(Object.entries(processes).map(([key, read]) => [key, read()]));
  const measured = await measureHttp(`${testCase.url}${WASTE_FIRST_PAGE}`, {
    connections,
    seconds: SECONDS,
    cookie,
  });
  const cpu = Object.fromEntries(
    Object.entries(processes).map(([key, read]) => [key, read() - (before[key] ?? 0)]),
  );
  console.log(
    `  ${testCase.name}, ${connections} connections: ${measured.requestsPerSecond.toFixed(0)} req/s`,
  );
  return { name: testCase.name, connections, ...measured, cpu };
}

/**
 * The cases in turn, round after round, so that a change in the machine's load (other work on it)
 * falls on every case alike; each case's figure is its median round.
 */
async function measureInRounds(cases: Case[], cookie: string): Promise<{ median: Row; all: Row[] }[]> {
  for (const testCase of cases) {
    await measureHttp(`${testCase.url}${WASTE_FIRST_PAGE}`, {
      connections: CONNECTIONS[0],
      seconds: WARM_UP_SECONDS,
      cookie,
    });
  }
  const measured = new Map<string, Row[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    for (const connections of CONNECTIONS) {
      for (const testCase of cases) {
        const key = `${testCase.name} ${connections}`;
        measured.set(key, [...(measured.get(key) ?? []), await measureOnce(testCase, cookie, connections)]);
      }
    }
  }
  return [...measured.values()].map((all) => {
    const sorted = [...all].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return { median: sorted[Math.floor(sorted.length / 2)] as Row, all };
  });
}

function printRows(rows: { median: Row; all: Row[] }[]) {
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
  console.log(
    `\n${'case (median of the rounds)'.padEnd(30)} ${'conn'.padStart(4)} ${'req/s'.padStart(6)} ${'rounds'.padStart(14)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  CPU seconds in its ${SECONDS} s`,
  );
  for (const { median: row, all } of rows) {
    const cpu = Object.entries(row.cpu)
      .filter(([, seconds]) => Number.isFinite(seconds))
      .map(([key, seconds]) => `${key} ${seconds.toFixed(1)}`)
      .join(', ');
    const failures = all.reduce((sum, each) => sum + each.failures, 0);
    const failed = failures > 0 ? ` (${failures} failed)` : '';
    const rounds = all.map((each) => number.format(each.requestsPerSecond)).join('/');
    console.log(
      `${row.name.padEnd(30)} ${String(row.connections).padStart(4)} ${number.format(row.requestsPerSecond).padStart(6)} ${rounds.padStart(14)} ${row.p50.toFixed(0).padStart(7)} ${row.p99.toFixed(0).padStart(7)}  ${cpu}${failed}`,
    );
  }
}

async function main() {
  const cluster = await startPostgres();
  const name = `sirkula_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  // Both servers keep files in one folder (no S3 here): the waste list reads none.
  const files = mkdtempSync(join(tmpdir(), 'sirkula-bench-files-'));
  const servers: ServerProcess[] = [];
  const balancers: Balancer[] = [];
  try {
    console.log(`PostgreSQL 15, ${RECORDS.toLocaleString('en')} waste records`);
    const database = await openPostgres(url.toString());
    try {
      await seedWithAdmin(database, RECORDS, ADMIN);
    } finally {
      await database.close();
    }
    const env = { DATABASE_URL: url.toString(), AUTH_SECRET, DATA_DIR: files, TRUST_PROXY: '127.0.0.1' };
    const ports = [await freePort(), await freePort(), await freePort()] as const;
    const [first, second] = await Promise.all([startServer(ports[0], env), startServer(ports[1], env)]);
    servers.push(first, second);
    const cookie = await signIn(first.url, ADMIN);
    // Two balancers on the same config: one whose second address has no server (its health check
    // marks it down, so app1 takes everything), one in front of both servers.
    const alone = await startBalancer([{ port: ports[0] }, { port: ports[2] }]);
    balancers.push(alone);
    const both = await startBalancer([{ port: ports[0] }, { port: ports[1] }]);
    balancers.push(both);
    const until = Date.now() + 30_000;
    let shares = await servedBy(both.url, cookie);
    while (!shares.includes('app2') && Date.now() < until) shares = await servedBy(both.url, cookie);
    console.log(`  through the first haproxy, served by: ${await servedBy(alone.url, cookie)}`);
    console.log(`  through the second haproxy, served by: ${shares}`);

    const self = () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1e6;
    };
    const common = { autocannon: self, postgres: () => postgresCpuSeconds(name) };
    const haproxy = (balancer: Balancer) => () => cpuSecondsOf(balancer.pid);
    const rows = await measureInRounds(
      [
        { name: 'one server, direct', url: first.url, processes: { app1: first.cpuSeconds, ...common } },
        {
          name: 'one server behind haproxy',
          url: alone.url,
          processes: { app1: first.cpuSeconds, haproxy: haproxy(alone), ...common },
        },
        {
          name: 'two servers behind haproxy',
          url: both.url,
          processes: {
            app1: first.cpuSeconds,
            app2: second.cpuSeconds,
            haproxy: haproxy(both),
            ...common,
          },
        },
      ],
      cookie,
    );

    const load = loadavg().map((value) => value.toFixed(1));
    printRows(rows);
    console.log(
      `\n${SECONDS} s a case at each connection count, ${ROUNDS} rounds after a ${WARM_UP_SECONDS} s warm-up; same machine, same run, ` +
        `${cpus().length} cores shared by the servers, haproxy, PostgreSQL and autocannon (this process); ` +
        `load average at the end ${load.join(' / ')}.`,
    );
  } finally {
    for (const balancer of balancers) await balancer.stop();
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster.stop();
    rmSync(files, { recursive: true, force: true });
  }
}

await main();
