import type { AppDeps, BackgroundTask, TaskData } from './feature.ts';
import { failedQueueOf, type JobQueue, type QueuedJob } from './jobs.ts';

/** Queues the one-off tasks features declare (`ServerFeature.tasks`). */
export interface TaskQueue {
  /**
   * Queues one run of `task` with `data`. On a server that works the queue the task goes to pg-boss
   * and one of the servers runs it; in an app that does not (tests), it runs here after the answer.
   * Refuses a task no feature declares, which no server would work.
   */
  enqueue<Data extends TaskData>(task: BackgroundTask<Data>, data: Data): Promise<void>;
}

/** A feature's task, with the feature that declares it. */
export type DeclaredTask = BackgroundTask & { feature: string };

interface TaskOptions {
  jobs: JobQueue;
  declared: readonly DeclaredTask[];
  /** Whether tasks go to pg-boss (a server that works jobs) or run in this process (tests' apps). */
  queued: boolean;
  /** The app's dependencies, which a task is run with (they include this queue). */
  deps: () => AppDeps;
  /** Where each failed attempt is told (the app's log). */
  log: { error(detail: object, message: string): void };
  /** Keeps work run in this process, so closing the app waits for it. */
  track: (work: Promise<void>) => void;
}

/** The sentence pg-boss kept of a failed attempt: a thrown error's message, or its own (a timeout). */
export function failureOf(output: unknown): string {
  if (typeof output !== 'object' || output === null) return 'unknown';
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  return failureOf(value);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createTaskQueue(options: TaskOptions): TaskQueue & { start(): Promise<void> } {
  const { declared, jobs, log } = options;
  const names = [...jobs.declared.map((job) => job.code), ...declared.map((task) => task.code)];
  const taken = names.find((name, index) => names.indexOf(name) !== index || name.endsWith('__failed'));
  if (taken) throw new Error(`Two jobs or tasks are named ${taken}, or it ends like a failed queue`);

  const declaration = (code: string) => {
    const task = declared.find((candidate) => candidate.code === code);
    if (!task) throw new Error(`No feature declares the task ${code}`);
    return task;
  };
  const prepared = new Map<string, Promise<void>>();
  const prepare = (task: DeclaredTask) => {
    let preparing = prepared.get(task.code);
    if (!preparing) {
      preparing = jobs.prepareTask(task.code, task.retryLimit);
      prepared.set(task.code, preparing);
      preparing.catch(() => prepared.delete(task.code));
    }
    return preparing;
  };
  const logFailure = (task: DeclaredTask, attempt: number, error: unknown) =>
    log.error(
      { err: error, task: task.code, attempt },
      `Task ${task.code} failed (attempt ${attempt} of ${task.retryLimit + 1})`,
    );
  const tellFailed = async (task: DeclaredTask, data: TaskData, error: string) => {
    log.error({ task: task.code, data }, `Task ${task.code} gave up: ${error}`);
    await task.failed?.(options.deps(), data, error);
  };

  /** A test's app: every attempt at once, here, then `failed` as the queue would. */
  const runHere = async (task: DeclaredTask, data: TaskData) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await task.run(options.deps(), data);
        return;
      } catch (error) {
        logFailure(task, attempt, error);
        if (attempt > task.retryLimit) return tellFailed(task, data, messageOf(error));
      }
    }
  };

  /** An attempt on this server; a failure is thrown on, so pg-boss retries it or moves it to failed. */
  const attempt = async (task: DeclaredTask, job: QueuedJob) => {
    try {
      await task.run(options.deps(), job.data as TaskData);
    } catch (error) {
      logFailure(task, job.attempt, error);
      throw error;
    }
  };

  return {
    async enqueue(task, data) {
      const known = declaration(task.code);
      if (!options.queued) {
        const work = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => runHere(known, data))
          .catch((error: unknown) => log.error({ err: error }, `Task ${task.code} failed`));
        options.track(work);
        return;
      }
      await prepare(known);
      await jobs.send(task.code, data);
    },
    /** Takes this server's share of every task's runs, and of their failures once retries are spent. */
    async start() {
      if (!options.queued) return;
      for (const task of declared) {
        await prepare(task);
        await jobs.work(task.code, (job) => attempt(task, job));
        await jobs.work(failedQueueOf(task.code), (job) =>
          tellFailed(task, job.data as TaskData, failureOf(job.output)),
        );
      }
    },
  };
}
