import type { Db } from '../../db/client.ts';
import { newestMigrationTime } from '../../db/migrate.ts';
import type { QueueState } from '../../lib/jobs.ts';
import type { FileStore } from '../storage/public.ts';
import { newestAppliedMigration } from './queries.ts';

/** How long one check may take before it counts as failing: a hung dependency is a sick instance. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessDeps {
  db: Db;
  store: FileStore;
  queueState: () => QueueState;
  /** Whether this server works the job queue (then it must be running, not merely openable). */
  runsJobs: boolean;
  /** True once the server was told to stop: a balancer should send its requests elsewhere. */
  stopping: () => boolean;
}

export type CheckOutcome = 'ok' | 'failing' | 'timeout' | 'behind' | 'stopped';

async function within(check: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((): CheckOutcome => 'failing'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function queueOutcome(state: QueueState, runsJobs: boolean): CheckOutcome {
  if (state === 'failed') return 'failing';
  if (state === 'stopped') return 'stopped';
  return runsJobs && state !== 'running' ? 'stopped' : 'ok';
}

/**
 * Whether this instance can serve: the database answers and has every migration of this build, the
 * file store answers a listing, and the job queue runs where this server works it. A balancer or an
 * orchestrator sends no traffic to an instance answering otherwise.
 */
export async function readiness(deps: ReadinessDeps) {
  const [database, storage] = await Promise.all([
    within(async () => {
      const newest = await newestAppliedMigration(deps.db);
      return newest !== null && newest >= newestMigrationTime() ? 'ok' : 'behind';
    }),
    within(async () => {
      await deps.store.list('', '', 1);
      return 'ok';
    }),
  ]);
  const checks = {
    server: deps.stopping() ? ('stopping' as const) : ('ok' as const),
    database,
    storage,
    queue: queueOutcome(deps.queueState(), deps.runsJobs),
  };
  const ready = Object.values(checks).every((outcome) => outcome === 'ok');
  return { ready, checks };
}
