import { z } from 'zod';
import { pageQuery } from '../shared/lists.ts';
import { RUN_OUTCOMES } from './answers.ts';
import { isValidCron } from './cron.ts';

/** Retries after a failed run, with a growing wait between them. */
export const MAX_RETRY_LIMIT = 10;

export const schedulerParams = z.object({ code: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,62}$/) });

/** Staff change a scheduler's frequency and retries. */
export const schedulerInput = z.object({
  cron: z
    .string({ message: 'schedulers.validation.cron' })
    .trim()
    .max(120, 'schedulers.validation.cron')
    .refine(isValidCron, 'schedulers.validation.cron'),
  retryLimit: z.coerce
    .number({ message: 'schedulers.validation.retryLimit' })
    .int('schedulers.validation.retryLimit')
    .min(0, 'schedulers.validation.retryLimit')
    .max(MAX_RETRY_LIMIT, 'schedulers.validation.retryLimit'),
});
export type SchedulerInput = z.input<typeof schedulerInput>;
export type SchedulerValues = z.output<typeof schedulerInput>;

/** The runs' log: by scheduler, outcome and the day it started (dates in WIB, both ends included). */
export const listRunsQuery = pageQuery.extend({
  code: z.string().max(63).optional(),
  outcome: z.enum(RUN_OUTCOMES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type RunListFilter = z.output<typeof listRunsQuery>;
