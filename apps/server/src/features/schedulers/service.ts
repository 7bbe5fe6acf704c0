import type { scheduler, schedulerRun } from '@sirkula/domain/schedulers/answers';
import { nextCronRun } from '@sirkula/domain/schedulers/cron';
import type { RunListFilter, SchedulerValues } from '@sirkula/domain/schedulers/inputs';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import type { DeclaredJob, JobQueue } from '../../lib/jobs.ts';
import { recordAudit } from '../audit/public.ts';
import { canManageSchedulers } from './policy.ts';
import {
  findSchedulerRow,
  lastRuns,
  listRuns,
  lockSchedulerRow,
  type RunRow,
  type SchedulerRow,
  schedulerRows,
  updateSchedulerRow,
} from './queries.ts';

const schedulerNotFound = () => new NotFound('schedulers.errors.notFound', 'SCHEDULER_NOT_FOUND');

export function runAnswerOf(row: RunRow): z.output<typeof schedulerRun> {
  return {
    id: row.id,
    code: row.code,
    attempt: row.attempt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    outcome: row.outcome,
    log: row.log,
  };
}

/** The job as staff set it: its row, or its defaults while nobody has changed it. */
function settingsOf(job: DeclaredJob, row: SchedulerRow | undefined) {
  return {
    cron: row?.cron ?? job.cron,
    retryLimit: row?.retryLimit ?? job.retryLimit,
    running: row?.running ?? true,
    updatedAt: row?.updatedAt ?? new Date(0),
  };
}

function schedulerAnswerOf(
  job: DeclaredJob,
  row: SchedulerRow | undefined,
  lastRun: RunRow | undefined,
  now: Date,
): z.output<typeof scheduler> {
  const settings = settingsOf(job, row);
  return {
    code: job.code,
    feature: job.feature,
    cron: settings.cron,
    retryLimit: settings.retryLimit,
    running: settings.running,
    lastRun: lastRun ? runAnswerOf(lastRun) : null,
    nextRunAt: settings.running ? nextCronRun(settings.cron, now) : null,
    updatedAt: settings.updatedAt,
  };
}

function declaredJob(jobs: JobQueue, code: string): DeclaredJob {
  const job = jobs.declared.find((declared) => declared.code === code);
  if (!job) throw schedulerNotFound();
  return job;
}

export async function listSchedulers(deps: { db: Db; jobs: JobQueue }, now: Date) {
  const [rows, runs] = await Promise.all([
    schedulerRows(deps.db),
    lastRuns(
      deps.db,
      deps.jobs.declared.map((job) => job.code),
    ),
  ]);
  return {
    items: deps.jobs.declared.map((job) =>
      schedulerAnswerOf(
        job,
        rows.find((row) => row.code === job.code),
        runs.find((run) => run.code === job.code),
        now,
      ),
    ),
  };
}

async function schedulerOf(deps: { db: Db; jobs: JobQueue }, code: string, now: Date) {
  const job = declaredJob(deps.jobs, code);
  const [row, runs] = await Promise.all([findSchedulerRow(deps.db, code), lastRuns(deps.db, [code])]);
  return schedulerAnswerOf(
    job,
    row,
    runs.find((run) => run.code === code),
    now,
  );
}

/**
 * Changes a scheduler (its settings and the audit entry in one transaction), then tells the queue:
 * should that fail, the next server start puts every schedule back as the rows say.
 */
async function changeScheduler(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  code: string,
  change: Partial<SchedulerValues> & { running?: boolean },
  action: string,
  now: Date,
) {
  if (!canManageSchedulers(actor)) throw new Forbidden();
  const job = declaredJob(deps.jobs, code);
  const after = await deps.db.transaction(async (tx) => {
    const before = await lockSchedulerRow(tx, job);
    await updateSchedulerRow(tx, code, { ...change, updatedBy: actor.id, updatedAt: now });
    const after = { cron: before.cron, retryLimit: before.retryLimit, running: before.running, ...change };
    await recordAudit(tx, {
      actorId: actor.id,
      entity: 'scheduler',
      entityId: code,
      action,
      before: { cron: before.cron, retryLimit: before.retryLimit, running: before.running },
      after,
    });
    return after;
  });
  await deps.jobs.prepare(code, after.retryLimit);
  await deps.jobs.schedule(code, after.running ? after.cron : null);
  return schedulerOf(deps, code, now);
}

export function updateScheduler(
  deps: { db: Db; jobs: JobQueue },
  actor: Actor,
  code: string,
  values: SchedulerValues,
  now: Date,
) {
  return changeScheduler(deps, actor, code, values, 'update', now);
}

export function startScheduler(deps: { db: Db; jobs: JobQueue }, actor: Actor, code: string, now: Date) {
  return changeScheduler(deps, actor, code, { running: true }, 'start', now);
}

export function stopScheduler(deps: { db: Db; jobs: JobQueue }, actor: Actor, code: string, now: Date) {
  return changeScheduler(deps, actor, code, { running: false }, 'stop', now);
}

/** Queues one run, whether the scheduler runs on its schedule or is stopped. Audited. */
export async function runSchedulerNow(deps: { db: Db; jobs: JobQueue }, actor: Actor, code: string) {
  if (!canManageSchedulers(actor)) throw new Forbidden();
  const job = declaredJob(deps.jobs, code);
  const row = await findSchedulerRow(deps.db, code);
  await deps.jobs.prepare(code, settingsOf(job, row).retryLimit);
  await deps.jobs.runNow(code);
  await recordAudit(deps.db, { actorId: actor.id, entity: 'scheduler', entityId: code, action: 'run' });
  return { queued: true as const };
}

export async function runs(db: Db, filter: RunListFilter) {
  const page = await listRuns(db, filter);
  return { ...page, items: page.items.map(runAnswerOf), page: filter.page, pageSize: filter.pageSize };
}
