// A server's share of the job queue in its own process, for the scale-out test (schedulers/
// scale-out.test.ts): the test starts two on one PostgreSQL database and kills one mid-job. It works
// three test jobs and a slow one-off task with short waits and prints what it does on stdout, a line
// each.

import { openPostgres } from '../db/client.ts';
import { startScheduledJobs } from '../features/schedulers/public.ts';
import type { AppDeps } from '../lib/feature.ts';
import { createJobQueue, type DeclaredJob } from '../lib/jobs.ts';
import { createTaskQueue } from '../lib/tasks.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const NEVER = '0 0 1 1 *';

const jobs: DeclaredJob[] = [
  {
    code: 'testTicks',
    feature: 'test',
    cron: '* * * * *',
    retryLimit: 0,
    run: async () => `ticked by ${process.pid}`,
  },
  {
    code: 'testFails',
    feature: 'test',
    cron: NEVER,
    retryLimit: 2,
    run: async () => {
      throw new Error(`refused on ${process.pid}`);
    },
  },
  {
    code: 'testSlow',
    feature: 'test',
    cron: NEVER,
    retryLimit: 2,
    run: async () => {
      say(`slow started ${process.pid}`);
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return `finished by ${process.pid}`;
    },
  },
];

const database = await openPostgres(process.env.DATABASE_URL ?? '');
const queue = createJobQueue(database, {
  work: true,
  declared: jobs,
  pollSeconds: 0.5,
  retryDelaySeconds: 1,
  expireSeconds: 3,
  maintenanceSeconds: 1,
});
const deps = { db: database.db, jobs: queue, clock: () => new Date() } as AppDeps;
await startScheduledJobs(deps);
const tasks = createTaskQueue({
  jobs: queue,
  declared: [
    {
      code: 'testSlowTask',
      feature: 'test',
      retryLimit: 2,
      run: async (_deps, data) => {
        say(`task started ${data.n} ${process.pid}`);
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        say(`task finished ${data.n} ${process.pid}`);
      },
    },
  ],
  queued: true,
  deps: () => deps,
  log: { error: (_detail, message) => say(message) },
  track: () => {},
});
await tasks.start();
say(`ready ${process.pid}`);
process.on('SIGTERM', async () => {
  await queue.close();
  await database.close();
  process.exit(0);
});
