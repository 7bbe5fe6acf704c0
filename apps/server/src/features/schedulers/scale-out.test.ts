import { type ChildProcess, spawn } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulerRuns } from '../../db/schema.ts';
import { createJobQueue } from '../../lib/jobs.ts';
import { openTestDatabase } from '../../test/database.ts';

// Two server processes on one PostgreSQL database (PGlite is one process's own database).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Server {
  child: ChildProcess;
  lines: string[];
}

function startJobServer(url: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/test/job-server.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server = { child, lines: [] as string[] };
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      server.lines.push(...chunk.toString().trim().split('\n'));
      if (server.lines.some((line) => line.startsWith('ready'))) resolve(server);
    });
    child.on('exit', (code) => reject(new Error(`The job server stopped (${code})`)));
  });
}

async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  seconds: number,
): Promise<T> {
  const until = Date.now() + seconds * 1_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(onPostgres)('the job queue on two servers', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let servers: Server[] = [];
  let queue: ReturnType<typeof createJobQueue>;
  let url: string;
  const runsOf = (code: string) =>
    database.db
      .select()
      .from(schedulerRuns)
      .where(eq(schedulerRuns.code, code))
      .orderBy(asc(schedulerRuns.startedAt));

  beforeAll(async () => {
    database = await openTestDatabase();
    url = String((database.db as unknown as { $client: pg.Pool }).$client.options.connectionString);
    servers = await Promise.all([startJobServer(url), startJobServer(url)]);
    queue = createJobQueue(database, { work: false, declared: [] });
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await queue.close();
    await database.close();
  });

  it('runs a schedule due every minute once a minute, on one server or the other', async () => {
    const runs = await eventually(
      () => runsOf('testTicks'),
      (rows) => rows.length >= 2,
      150,
    );
    const minutes = runs.map((run) => run.startedAt.toISOString().slice(0, 16));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(minutes).size).toBe(minutes.length);
  }, 160_000);

  it('retries a failing job as often as its scheduler says, then logs it failed', async () => {
    await queue.runNow('testFails');
    const runs = await eventually(
      () => runsOf('testFails'),
      (rows) => rows.length >= 3,
      60,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const settled = await runsOf('testFails');
    expect(settled.map((run) => [run.attempt, run.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect(runs[0]?.log).toMatch(/refused on/);
  }, 90_000);

  it('leaves the job of a server killed mid-run to the other', async () => {
    await queue.runNow('testSlow');
    const started = await eventually(
      async () => servers.find((server) => server.lines.some((line) => line.startsWith('slow started'))),
      (server) => server !== undefined,
      30,
    );
    if (!started) throw new Error('No server took the slow job');
    started.child.kill('SIGKILL');
    const other = servers.find((server) => server !== started);
    const runs = await eventually(
      () => runsOf('testSlow'),
      (rows) => rows.some((run) => run.outcome === 'succeeded'),
      60,
    );
    const finished = runs.find((run) => run.outcome === 'succeeded');
    expect(finished?.log).toBe(`finished by ${other?.child.pid}`);
    expect(finished?.attempt).toBeGreaterThan(1);
    expect(runs[0]).toMatchObject({
      outcome: 'failed',
      log: expect.stringMatching(/stopped before it finished/),
    });
  }, 90_000);

  it('leaves a one-off task of a server killed mid-task to another, which runs it to its end', async () => {
    servers.push(await startJobServer(url));
    const live = servers.filter((server) => server.child.exitCode === null && !server.child.killed);
    await queue.send('testSlowTask', { n: 7 });
    const started = await eventually(
      async () => live.find((server) => server.lines.includes(`task started 7 ${server.child.pid}`)),
      (server) => server !== undefined,
      30,
    );
    if (!started) throw new Error('No server took the task');
    started.child.kill('SIGKILL');
    const other = live.find((server) => server !== started);
    const finished = await eventually(
      async () => other?.lines.includes(`task finished 7 ${other.child.pid}`),
      (done) => done === true,
      60,
    );
    expect(finished).toBe(true);
  }, 90_000);
});
