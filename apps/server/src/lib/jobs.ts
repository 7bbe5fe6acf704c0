import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { ScheduledJob } from './feature.ts';

/** Business dates and cron are in Asia/Jakarta time whatever the machine's zone. */
const CRON_ZONE = 'Asia/Jakarta';

/** How often an idle worker asks for work: a run now starts within this. */
const POLL_SECONDS = 2;

/** The wait before a failed run's first retry; each further retry waits about twice as long. */
const RETRY_DELAY_SECONDS = 30;

/** A task is waited for by someone (a page follows it): its first retry comes sooner. */
const TASK_RETRY_DELAY_SECONDS = 10;

interface QueueOptions {
  /** Runs schedules and the queue's maintenance here (a server), rather than only queueing (a test's app). */
  work: boolean;
  declared: readonly DeclaredJob[];
  /** Shorter waits for tests. */
  pollSeconds?: number;
  retryDelaySeconds?: number;
  /** How long a run may take before the queue gives it to another server (its own stopped). */
  expireSeconds?: number;
  /** How often the queue's upkeep looks for such runs. */
  maintenanceSeconds?: number;
}

/** A run that takes longer than this is taken for lost (its server stopped) and tried again. */
const EXPIRE_SECONDS = 15 * 60;

/** A feature's scheduled job, with the feature that declares it. */
export type DeclaredJob = ScheduledJob & { feature: string };

/** A job as pg-boss hands it to a worker, with what a run's log records. */
export interface QueuedJob {
  id: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  /** What it was sent with: `{}` for a scheduled run, a task's data. */
  data: object;
  /** On a task's failed queue: what its last attempt failed with (pg-boss's record of the error). */
  output: unknown;
}

/** Where a task goes once its retries are spent, to be told it failed (a queue of its own). */
export const failedQueueOf = (code: string) => `${code}__failed`;

/**
 * The job queue: pg-boss on the app's own database, in its own `pgboss` schema (apart from Drizzle's
 * migrations). On PostgreSQL its row locks and cron lease make each due run happen on one of N servers.
 * It opens on first use; only a server started with `work` runs schedules and maintenance.
 */
export interface JobQueue {
  /** Every job the features declare, with its defaults. */
  declared: readonly DeclaredJob[];
  /** Puts a job on its schedule (cron in WIB), or takes it off with null. */
  schedule(code: string, cron: string | null): Promise<void>;
  /** Creates the job's queue if needed and sets its retries (with a growing wait between them). */
  prepare(code: string, retryLimit: number): Promise<void>;
  /** Queues one run now; none when one already waits. */
  runNow(code: string): Promise<void>;
  /**
   * Creates a one-off task's queue if needed: as many runs as are sent, each retried `retryLimit`
   * times, then moved to its failed queue (`failedQueueOf`), which is created with it.
   */
  prepareTask(code: string, retryLimit: number): Promise<void>;
  /** Queues one run of a task with its data (a small JSON object). */
  send(code: string, data: object): Promise<void>;
  /** Takes this server's share of a job's runs. */
  work(code: string, run: (job: QueuedJob) => Promise<void>): Promise<void>;
  /** Not opened yet (it opens on first use), running, failed to start, or stopped. */
  state(): QueueState;
  close(): Promise<void>;
}

export type QueueState = 'idle' | 'running' | 'failed' | 'stopped';

/** pg-boss's SQL through PGlite: its migrations and locks come as several statements without values. */
function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

function executorOf(database: Database) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool)
    return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  return pgliteExecutor(client as PGlite);
}

/** PostgreSQL's codes for a deadlock and for a row another transaction inserted first. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates a queue or updates its settings. Servers starting together create the same queues at once
 * (each a partition table); PostgreSQL then may break a deadlock by failing one of them, or the other
 * created it first: read again and update it.
 */
async function putQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }, attempts = 5): Promise<void> {
  try {
    if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
    else await boss.createQueue(queue.name, queue);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (attempts <= 1 || !code || !RACE_CODES.has(code)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    await putQueue(boss, queue, attempts - 1);
  }
}

export function createJobQueue(database: Database, options: QueueOptions): JobQueue {
  let opening: Promise<PgBoss> | undefined;
  let state: QueueState = 'idle';
  const open = () => {
    opening ??= (async () => {
      const boss = new PgBoss({
        db: executorOf(database),
        schema: 'pgboss',
        supervise: options.work,
        schedule: options.work,
        ...(options.maintenanceSeconds && { maintenanceIntervalSeconds: options.maintenanceSeconds }),
      } as PgBoss.ConstructorOptions);
      boss.on('error', (error) => console.error(`Job queue: ${error.message}`));
      try {
        await boss.start();
      } catch (error) {
        state = 'failed';
        throw error;
      }
      state = 'running';
      return boss;
    })();
    return opening;
  };
  return {
    declared: options.declared,
    async schedule(code, cron) {
      const boss = await open();
      if (cron === null) await boss.unschedule(code);
      else await boss.schedule(code, cron, {}, { tz: CRON_ZONE });
    },
    async prepare(code, retryLimit) {
      const boss = await open();
      const queue = {
        name: code,
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: options.expireSeconds ?? EXPIRE_SECONDS,
        // One run waiting and one running at most: a slow run never piles up runs behind it.
        policy: 'stately' as const,
      };
      await putQueue(boss, queue);
    },
    async runNow(code) {
      await (await open()).send(code, {});
    },
    async prepareTask(code, retryLimit) {
      const boss = await open();
      const expireInSeconds = options.expireSeconds ?? EXPIRE_SECONDS;
      const failed = { name: failedQueueOf(code), retryLimit, expireInSeconds, policy: 'standard' as const };
      const queue = {
        name: code,
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? TASK_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds,
        policy: 'standard' as const,
        deadLetter: failed.name,
      };
      for (const settings of [failed, queue]) await putQueue(boss, settings);
    },
    async send(code, data) {
      await (await open()).send(code, data);
    },
    async work(code, run) {
      const boss = await open();
      const polling = {
        pollingIntervalSeconds: options.pollSeconds ?? POLL_SECONDS,
        includeMetadata: true as const,
      };
      await boss.work<object>(code, polling, async (jobs) => {
        for (const job of jobs)
          await run({ id: job.id, attempt: job.retryCount + 1, data: job.data, output: job.output });
      });
    },
    state: () => state,
    async close() {
      if (!opening) return;
      const boss = await opening;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      state = 'stopped';
    },
  };
}
