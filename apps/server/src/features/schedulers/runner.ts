import { deleteOldRequestLimits } from '../../db/request-limits.ts';
import type { AppDeps, ScheduledJob } from '../../lib/feature.ts';
import type { DeclaredJob } from '../../lib/jobs.ts';
import { deleteExpiredSignInData } from '../auth/public.ts';
import { getSchedulerSettings } from '../settings/public.ts';
import { abandonRuns, deleteRunsBefore, findSchedulerRow, finishRun, startRun } from './queries.ts';

/** A run's log keeps this much of an error: enough to read the cause, never a whole dump. */
const MAX_ERROR_LOG = 4_000;

/**
 * Runs one attempt of a job and keeps its log: a row when it starts, its outcome when it ends. A
 * failure is thrown on, so the queue retries it as the scheduler's retry count says.
 */
async function runRecorded(deps: AppDeps, job: DeclaredJob, queued: { id: string; attempt: number }) {
  const startedAt = deps.clock();
  await abandonRuns(deps.db, queued.id, startedAt);
  const runId = await startRun(deps.db, {
    code: job.code,
    jobId: queued.id,
    attempt: queued.attempt,
    startedAt,
  });
  try {
    const log = await job.run(deps, startedAt);
    await finishRun(deps.db, runId, { finishedAt: deps.clock(), outcome: 'succeeded', log });
  } catch (error) {
    const log = error instanceof Error ? (error.stack ?? error.message) : String(error);
    await finishRun(deps.db, runId, {
      finishedAt: deps.clock(),
      outcome: 'failed',
      log: log.slice(0, MAX_ERROR_LOG),
    });
    throw error;
  }
}

/**
 * Puts every declared job on the queue as staff set it (schedule, retries) and takes this server's
 * share of the runs. Every server does this at start; the queue runs each due run on one of them.
 */
export async function startScheduledJobs(deps: AppDeps): Promise<void> {
  for (const job of deps.jobs.declared) {
    const row = await findSchedulerRow(deps.db, job.code);
    await deps.jobs.prepare(job.code, row?.retryLimit ?? job.retryLimit);
    await deps.jobs.schedule(job.code, (row?.running ?? true) ? (row?.cron ?? job.cron) : null);
    await deps.jobs.work(job.code, (queued) => runRecorded(deps, job, queued));
  }
}

/** The daily tidy-up: what sign-in leaves behind, and runs' logs past the retention set in settings. */
export const cleanUpJob: ScheduledJob = {
  code: 'cleanUp',
  cron: '30 1 * * *',
  retryLimit: 3,
  run: async ({ db }, now) => {
    const signIn = await deleteExpiredSignInData(db, now);
    const { logDays } = await getSchedulerSettings(db);
    const logs = await deleteRunsBefore(db, new Date(now.getTime() - logDays * 86_400_000));
    const limits = await deleteOldRequestLimits(db, new Date(now.getTime() - 86_400_000));
    return `${signIn.sessions} sessions, ${signIn.tokens} tokens, ${signIn.throttles} sign-in throttles, ${limits} request counters, ${logs} run logs removed`;
  },
};
