import { jakartaToday } from '@sirkula/domain/shared/dates';
import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schedulerRuns } from '../../db/schema.ts';
import type { DemoRows } from '../demo/public.ts';
import { createRun } from './factories.ts';

/** Demo runs carry this before their job id, so demo:remove finds them. */
const DEMO_JOB = 'demo-';

const HOUR = 3_600_000;

/**
 * A week of the schedulers' logs: the daily tidy-up and partitions, forecasts every few hours, and
 * one night when the tidy-up failed (the database restarted) and its retry succeeded.
 */
export async function demoRuns(db: Db, now: Date): Promise<DemoRows> {
  for (let day = 7; day >= 1; day--) {
    const night = new Date(now.getTime() - day * 24 * HOUR);
    const jobId = `${DEMO_JOB}clean-up-${day}`;
    if (day === 3) {
      await createRun(db, {
        code: 'cleanUp',
        jobId,
        startedAt: night,
        outcome: 'failed',
        seconds: 30,
        log: 'Error: Connection terminated unexpectedly (the database server restarted)',
      });
      await createRun(db, {
        code: 'cleanUp',
        jobId,
        attempt: 2,
        startedAt: new Date(night.getTime() + 60_000),
        seconds: 2,
        log: '14 sessions, 3 tokens, 2 sign-in throttles, 0 run logs removed',
      });
    } else {
      await createRun(db, {
        code: 'cleanUp',
        jobId,
        startedAt: night,
        seconds: 2,
        log: `${10 + day} sessions, ${day % 3} tokens, 1 sign-in throttles, 0 run logs removed`,
      });
    }
    await createRun(db, {
      code: 'smartbinsPartitions',
      jobId: `${DEMO_JOB}partitions-${day}`,
      startedAt: new Date(night.getTime() - 80 * 60_000),
      log: 'made: –; dropped: –',
    });
    for (const hour of [0, 6, 12, 18]) {
      await createRun(db, {
        code: 'smartbinsForecasts',
        jobId: `${DEMO_JOB}forecasts-${day}-${hour}`,
        startedAt: new Date(night.getTime() + hour * HOUR),
        seconds: 3,
        log: '7 forecasts refitted',
      });
    }
    await createRun(db, {
      code: 'documentsExpiry',
      jobId: `${DEMO_JOB}documents-expiry-${day}`,
      startedAt: new Date(night.getTime() + 5 * HOUR),
      log: `${day === 7 ? 3 : 0} documents expiring within 30 days notified`,
    });
  }
  // The 1st of this month (06:00 WIB): the monthly reports, after one attempt the mail server refused.
  const firstOfMonth = new Date(`${jakartaToday(now).slice(0, 8)}01T00:00:00+07:00`);
  const reportsAt = new Date(firstOfMonth.getTime() + 6 * HOUR);
  if (reportsAt < now) {
    await createRun(db, {
      code: 'reportsMonthly',
      jobId: `${DEMO_JOB}reports-monthly`,
      startedAt: reportsAt,
      outcome: 'failed',
      seconds: 4,
      log: 'Error: connect ECONNREFUSED 10.0.4.12:587 (the mail server was unreachable)',
    });
    await createRun(db, {
      code: 'reportsMonthly',
      jobId: `${DEMO_JOB}reports-monthly`,
      attempt: 2,
      startedAt: new Date(reportsAt.getTime() + 60_000),
      seconds: 6,
      log: '3 reports written, 4 e-mails sent',
    });
  }
  return { companyIds: [], userIds: [] };
}

export async function removeDemoRuns(db: Db) {
  await db.delete(schedulerRuns).where(like(schedulerRuns.jobId, `${DEMO_JOB}%`));
  return {};
}
