import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulerRuns } from '../../db/schema.ts';
import { apiCaller, startTestApp } from '../../test/app.ts';
import { signedInUser } from '../../test/people.ts';
import { createRun } from './factories.ts';

let ctx: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

describe('the clean-up job', () => {
  it('removes the runs older than the retention set in settings and keeps the newer ones', async () => {
    const admin = (await signedInUser(ctx.app, ctx.db, { userType: 'internal', role: 'admin' })).cookie;
    const saved = await apiCaller(ctx.app)('PUT', '/settings/schedulers', admin, { logDays: 30 });
    expect(saved.statusCode).toBe(200);
    const now = new Date('2026-03-15T01:30:00Z');
    const old = await createRun(ctx.db, {
      code: 'testCleanUp',
      startedAt: new Date(now.getTime() - 31 * DAY),
    });
    const recent = await createRun(ctx.db, {
      code: 'testCleanUp',
      startedAt: new Date(now.getTime() - 29 * DAY),
    });

    const log = await ctx.app.runJob('cleanUp', now);

    expect(log).toMatch(/1 run logs removed/);
    const left = await ctx.db
      .select({ id: schedulerRuns.id })
      .from(schedulerRuns)
      .where(eq(schedulerRuns.code, 'testCleanUp'));
    expect(left.map((run) => run.id)).toEqual([recent.id]);
    expect(left.map((run) => run.id)).not.toContain(old.id);
  });
});
