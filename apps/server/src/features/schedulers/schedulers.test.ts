import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schedulerRuns, schedulers } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/feature.ts';
import { createJobQueue, type DeclaredJob } from '../../lib/jobs.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { startScheduledJobs } from './runner.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let member: string;

beforeAll(async () => {
  ctx = await startTestApp({ runJobs: true });
  admin = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
  member = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'member' })).cookie;
});
afterAll(() => ctx.close());

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  apiCaller(ctx.app)(method, url, cookie, payload);

/** Waits (polling the database) until `check` holds, or fails after `seconds`. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('schedulers', () => {
  it('lists every declared job with its frequency and its next run in the future', async () => {
    const answer = await call(member, 'GET', '/schedulers');
    expect(answer.statusCode).toBe(200);
    const items: Array<{ code: string; cron: string; running: boolean; nextRunAt: string }> =
      answer.json().items;
    expect(items.map((item) => item.code)).toEqual(
      expect.arrayContaining(['cleanUp', 'smartbinsRollUp', 'smartbinsForecasts', 'smartbinsPartitions']),
    );
    const cleanUp = items.find((item) => item.code === 'cleanUp');
    expect(cleanUp).toMatchObject({ cron: '30 1 * * *', running: true });
    expect(new Date(cleanUp?.nextRunAt ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('let an admin stop and start one (audited); staff who are not admins cannot', async () => {
    expect((await call(member, 'POST', '/schedulers/cleanUp/stop')).statusCode).toBe(403);
    const stopped = await call(admin, 'POST', '/schedulers/cleanUp/stop');
    expect(stopped.json()).toMatchObject({ code: 'cleanUp', running: false, nextRunAt: null });
    const started = await call(admin, 'POST', '/schedulers/cleanUp/start');
    expect(started.json()).toMatchObject({ running: true });
    const entries = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'scheduler'), eq(auditLog.entityId, 'cleanUp')));
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['stop', 'start']));
    expect((await call(admin, 'POST', '/schedulers/nothing/stop')).statusCode).toBe(404);
  });

  it('refuse a bad frequency with a translated message and change nothing', async () => {
    const before = await ctx.db.select().from(schedulers).where(eq(schedulers.code, 'smartbinsForecasts'));
    const refused = await apiCaller(ctx.app)(
      'PATCH',
      '/schedulers/smartbinsForecasts',
      admin,
      { cron: '61 * * * *', retryLimit: 2 },
      'id',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.cron).toMatch(/cron/i);
    expect(await ctx.db.select().from(schedulers).where(eq(schedulers.code, 'smartbinsForecasts'))).toEqual(
      before,
    );
    const changed = await call(admin, 'PATCH', '/schedulers/smartbinsForecasts', {
      cron: '0 */2 * * *',
      retryLimit: 4,
    });
    expect(changed.json()).toMatchObject({ cron: '0 */2 * * *', retryLimit: 4 });
  });

  it('run once on "run now" and keep the run in the searchable log', async () => {
    await ctx.app.startJobs();
    expect((await call(admin, 'POST', '/schedulers/cleanUp/run')).statusCode).toBe(202);
    const page = await eventually(
      async () => (await call(member, 'GET', '/schedulers/runs?code=cleanUp&outcome=succeeded')).json(),
      (answer) => answer.items.length > 0,
    );
    expect(page.items[0]).toMatchObject({ code: 'cleanUp', attempt: 1, outcome: 'succeeded' });
    expect(page.items[0].log).toMatch(/sessions/);
    const none = (await call(member, 'GET', '/schedulers/runs?code=cleanUp&outcome=failed')).json();
    expect(none.items).toEqual([]);
  });
});

describe('the job queue', () => {
  it('retries a failing job as many times as its scheduler says, then logs it failed', async () => {
    let attempts = 0;
    const failing: DeclaredJob = {
      code: 'testAlwaysFails',
      feature: 'test',
      cron: '0 0 1 1 *',
      retryLimit: 2,
      run: async () => {
        attempts += 1;
        throw new Error(`SMTP refused (attempt ${attempts})`);
      },
    };
    const jobs = createJobQueue(
      { db: ctx.db, kind: ctx.kind, close: async () => {} },
      { work: true, declared: [failing], pollSeconds: 0.5, retryDelaySeconds: 1 },
    );
    try {
      await startScheduledJobs({ db: ctx.db, jobs, clock: () => new Date() } as AppDeps);
      await jobs.runNow('testAlwaysFails');
      const runs = await eventually(
        () => ctx.db.select().from(schedulerRuns).where(eq(schedulerRuns.code, 'testAlwaysFails')),
        (rows) => rows.length >= 3 && rows.every((row) => row.outcome === 'failed'),
        60,
      );
      expect(runs.map((run) => run.attempt).sort()).toEqual([1, 2, 3]);
      expect(runs.every((run) => run.outcome === 'failed' && run.log.includes('SMTP refused'))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(attempts).toBe(3);
    } finally {
      await jobs.close();
    }
  });

  it('runs a job queued once on one of two servers sharing the database, once', async () => {
    let runs = 0;
    const counted: DeclaredJob = {
      code: 'testCountsRuns',
      feature: 'test',
      cron: '0 0 1 1 *',
      retryLimit: 0,
      run: async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return 'counted';
      },
    };
    const servers = [1, 2].map(() =>
      createJobQueue(
        { db: ctx.db, kind: ctx.kind, close: async () => {} },
        { work: true, declared: [counted], pollSeconds: 0.5 },
      ),
    );
    try {
      for (const jobs of servers)
        await startScheduledJobs({ db: ctx.db, jobs, clock: () => new Date() } as AppDeps);
      await servers[0]?.runNow('testCountsRuns');
      await eventually(
        async () => runs,
        (count) => count > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(runs).toBe(1);
    } finally {
      for (const jobs of servers) await jobs.close();
    }
  });
});
