import type { RunOutcome } from '@sirkula/domain/schedulers/answers';
import type { Db } from '../../db/client.ts';
import { schedulerRuns } from '../../db/schema.ts';

/** A run in a scheduler's log, as a server would have written it. */
export async function createRun(
  db: Db,
  run: {
    code: string;
    startedAt: Date;
    seconds?: number;
    outcome?: RunOutcome;
    log?: string;
    attempt?: number;
    jobId?: string;
  },
) {
  const outcome = run.outcome ?? 'succeeded';
  const [row] = await db
    .insert(schedulerRuns)
    .values({
      code: run.code,
      jobId: run.jobId ?? crypto.randomUUID(),
      attempt: run.attempt ?? 1,
      startedAt: run.startedAt,
      finishedAt:
        outcome === 'running' ? null : new Date(run.startedAt.getTime() + (run.seconds ?? 1) * 1_000),
      outcome,
      log: run.log ?? '',
    })
    .returning();
  if (!row) throw new Error('Inserting a run returned nothing');
  return row;
}
