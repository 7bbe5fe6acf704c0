import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import type { AppDeps, BackgroundTask } from './feature.ts';
import { createJobQueue } from './jobs.ts';
import { createTaskQueue, type DeclaredTask, failureOf } from './tasks.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A task that fails its first `failures` attempts, and what it was told. */
function flakyTask(code: string, failures: number) {
  const seen = { attempts: 0, done: [] as string[], failed: [] as string[] };
  const task: BackgroundTask<{ id: string }> = {
    code,
    retryLimit: 2,
    run: async (_deps, { id }) => {
      seen.attempts += 1;
      if (seen.attempts <= failures) throw new Error(`refused ${id} (attempt ${seen.attempts})`);
      seen.done.push(id);
    },
    failed: async (_deps, { id }, error) => {
      seen.failed.push(`${id}: ${error}`);
    },
  };
  return { task, seen };
}

function tasksOn(queued: boolean, tasks: DeclaredTask[], pending: Promise<void>[] = []) {
  const jobs = createJobQueue(database, {
    work: queued,
    declared: [],
    pollSeconds: 0.5,
    retryDelaySeconds: 1,
  });
  const errors: string[] = [];
  const queue = createTaskQueue({
    jobs,
    declared: tasks,
    queued,
    deps: () => ({ db: database.db }) as AppDeps,
    log: { error: (_detail, message) => errors.push(message) },
    track: (work) => pending.push(work),
  });
  return { queue, jobs, errors };
}

async function eventually(check: () => boolean, seconds = 30) {
  const until = Date.now() + seconds * 1_000;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('one-off tasks', () => {
  it('run in the app that queues them when it works no queue (tests), with their retries and failure', async () => {
    const recovers = flakyTask('testRecovers', 1);
    const givesUp = flakyTask('testGivesUp', 5);
    const pending: Promise<void>[] = [];
    const { queue, errors } = tasksOn(
      false,
      [recovers.task, givesUp.task].map((task) => ({ ...task, feature: 'test' }) as DeclaredTask),
      pending,
    );
    await queue.enqueue(recovers.task, { id: 'a' });
    await queue.enqueue(givesUp.task, { id: 'b' });
    // Nothing has run yet: the work starts after the answer, and the app waits for it on close.
    expect(recovers.seen.attempts + givesUp.seen.attempts).toBe(0);
    await Promise.all(pending);
    expect(recovers.seen).toEqual({ attempts: 2, done: ['a'], failed: [] });
    expect(givesUp.seen).toEqual({ attempts: 3, done: [], failed: ['b: refused b (attempt 3)'] });
    expect(errors).toContain('Task testGivesUp gave up: refused b (attempt 3)');
    expect(errors.filter((error) => error.startsWith('Task testGivesUp failed'))).toHaveLength(3);
  });

  it('refuse a task no feature declares, and a name taken twice', async () => {
    const { queue } = tasksOn(false, []);
    await expect(queue.enqueue(flakyTask('testUndeclared', 0).task, { id: 'x' })).rejects.toThrow(
      'No feature declares the task testUndeclared',
    );
    const twice = { ...flakyTask('testTwice', 0).task, feature: 'test' } as DeclaredTask;
    expect(() => tasksOn(false, [twice, twice])).toThrow(/testTwice/);
  });

  it('go through pg-boss on a server that works jobs: retried, then told they failed', async () => {
    const recovers = flakyTask('testQueuedRecovers', 1);
    const givesUp = flakyTask('testQueuedGivesUp', 5);
    const declared = [recovers.task, givesUp.task].map(
      (task) => ({ ...task, feature: 'test' }) as DeclaredTask,
    );
    const { queue, jobs, errors } = tasksOn(true, declared);
    try {
      await queue.start();
      await queue.enqueue(recovers.task, { id: 'c' });
      await queue.enqueue(givesUp.task, { id: 'd' });
      await eventually(() => recovers.seen.done.length > 0 && givesUp.seen.failed.length > 0, 60);
      expect(recovers.seen).toEqual({ attempts: 2, done: ['c'], failed: [] });
      expect(givesUp.seen).toMatchObject({ attempts: 3, failed: ['d: refused d (attempt 3)'] });
      expect(errors).toContain('Task testQueuedGivesUp gave up: refused d (attempt 3)');
    } finally {
      await jobs.close();
    }
  }, 90_000);

  it('read the reason pg-boss kept of a failure', () => {
    expect(failureOf({ name: 'Error', message: 'refused' })).toBe('refused');
    expect(failureOf({ value: { message: 'job failed by timeout in active state' } })).toBe(
      'job failed by timeout in active state',
    );
    expect(failureOf({ value: 'pg-boss shut down while active' })).toBe('pg-boss shut down while active');
    expect(failureOf(null)).toBe('unknown');
  });
});
