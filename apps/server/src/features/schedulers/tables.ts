import { RUN_OUTCOMES } from '@sirkula/domain/schedulers/answers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * A feature's scheduled job as staff set it: its frequency (cron in WIB), its retries and whether it
 * runs on its schedule. The queue itself (pg-boss, its own `pgboss` schema) holds the jobs; a row here
 * is made for each job a feature declares when the server starts.
 */
export const schedulers = pgTable('schedulers', {
  code: text('code').primaryKey(),
  feature: text('feature').notNull(),
  cron: text('cron').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  running: boolean('running').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id),
});

/** One attempt of a job: kept `logDays` days (a setting), searchable by job, outcome and day. */
export const schedulerRuns = pgTable(
  'scheduler_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    /** pg-boss's id of the job: its retries are runs of the same job. */
    jobId: text('job_id').notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: RUN_OUTCOMES }).notNull(),
    log: text('log').notNull().default(''),
  },
  (table) => [
    index('scheduler_runs_started_idx').on(table.startedAt),
    index('scheduler_runs_code_idx').on(table.code, table.startedAt),
    index('scheduler_runs_outcome_idx').on(table.outcome, table.startedAt),
  ],
);
