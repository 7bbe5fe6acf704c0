import { z } from 'zod';
import { type Answer, timestamp } from '../shared/answers.ts';
import { pageSchema } from '../shared/lists.ts';

/** How a run of a scheduled job ended, or that it still runs. */
export const RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/** One run of a job: an attempt, its times and what it wrote in its log. */
export const schedulerRun = z.object({
  id: z.string(),
  code: z.string(),
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: z.number().int(),
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  durationMs: z.number().int().nullable(),
  outcome: z.enum(RUN_OUTCOMES),
  log: z.string(),
});
export type SchedulerRun = Answer<typeof schedulerRun>;
export const schedulerRunPage = pageSchema(schedulerRun);

/**
 * A scheduler: a feature's job, its frequency (cron in Asia/Jakarta time) and retries, whether it runs
 * on its schedule, and its last and next run. Its name and what it does are the catalogue's
 * `schedulers.jobs.<code>`.
 */
export const scheduler = z.object({
  code: z.string(),
  /** The feature that declares it, for grouping. */
  feature: z.string(),
  cron: z.string(),
  retryLimit: z.number().int(),
  running: z.boolean(),
  lastRun: schedulerRun.nullable(),
  /** When it runs next on its schedule; null while stopped. */
  nextRunAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export type Scheduler = Answer<typeof scheduler>;
export const schedulerList = z.object({ items: z.array(scheduler) });

/** "Run now" queued a run; the run shows in the logs once a server takes it. */
export const queuedRun = z.object({ queued: z.literal(true) });
