import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ServerFeature } from './feature.ts';

/**
 * Runs the features' periodic work in this process: soon after start, then on its interval, one run of
 * a task at a time. Each task is safe to run on several servers at once (it reaches the same end state),
 * which is all a single-process timer promises; the job queue of a later issue will run each once.
 * Answers a function that stops it.
 */
const FIRST_RUN_AFTER_MS = 5_000;

export function startUpkeep(db: Db, features: readonly ServerFeature[], log: FastifyBaseLogger): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const task of features.flatMap((feature) => feature.upkeep ?? [])) {
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const outcome = await task.run(db, new Date());
        log.debug({ upkeep: task.name, outcome }, 'upkeep done');
      } catch (error) {
        log.error({ err: error, upkeep: task.name }, 'upkeep failed');
      } finally {
        running = false;
      }
    };
    // The first run waits a little, so a starting server answers before it tidies.
    const first = setTimeout(run, FIRST_RUN_AFTER_MS);
    const timer = setInterval(run, task.everyMinutes * 60_000);
    first.unref();
    timer.unref();
    timers.push(first, timer);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
