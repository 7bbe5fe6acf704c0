import type { RunListFilter, SchedulerValues } from '@sirkula/domain/schedulers/inputs';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { schedulerRuns, schedulers } from '../../db/schema.ts';

/** What staff set of a scheduler; a job nobody has changed has no row yet and runs on its defaults. */
export type SchedulerRow = typeof schedulers.$inferSelect;

export function schedulerRows(db: Db): Promise<SchedulerRow[]> {
  return db.select().from(schedulers);
}

export async function findSchedulerRow(db: Db, code: string): Promise<SchedulerRow | undefined> {
  const [row] = await db.select().from(schedulers).where(eq(schedulers.code, code));
  return row;
}

/** The job's row, made from its defaults when it has none, locked for the change that follows. */
export async function lockSchedulerRow(
  db: Db,
  defaults: { code: string; feature: string; cron: string; retryLimit: number },
): Promise<SchedulerRow> {
  await db.insert(schedulers).values(defaults).onConflictDoNothing();
  const [row] = await db.select().from(schedulers).where(eq(schedulers.code, defaults.code)).for('update');
  if (!row) throw new Error(`The scheduler ${defaults.code} has no row`);
  return row;
}

export async function updateSchedulerRow(
  db: Db,
  code: string,
  values: Partial<SchedulerValues> & { running?: boolean; updatedBy: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(schedulers).set(values).where(eq(schedulers.code, code));
}

/**
 * The latest run of each of these jobs: one index probe per job on (code, started), never a walk over
 * the months of runs (the every-minute jobs write thousands a day).
 */
export async function lastRuns(db: Db, codes: readonly string[]): Promise<RunRow[]> {
  const runs = await Promise.all(
    codes.map((code) =>
      db
        .select()
        .from(schedulerRuns)
        .where(eq(schedulerRuns.code, code))
        .orderBy(desc(schedulerRuns.startedAt))
        .limit(1),
    ),
  );
  return runs.flat();
}
export type RunRow = typeof schedulerRuns.$inferSelect;

/**
 * Earlier attempts of the job still "running" when it is tried again were cut off (their server
 * stopped): their log says so.
 */
export async function abandonRuns(db: Db, jobId: string, at: Date): Promise<void> {
  await db
    .update(schedulerRuns)
    .set({ outcome: 'failed', finishedAt: at, log: 'The server running it stopped before it finished.' })
    .where(and(eq(schedulerRuns.jobId, jobId), eq(schedulerRuns.outcome, 'running')));
}

export async function startRun(
  db: Db,
  run: { code: string; jobId: string; attempt: number; startedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(schedulerRuns)
    .values({ ...run, outcome: 'running' })
    .returning({ id: schedulerRuns.id });
  if (!row) throw new Error('Recording a run returned nothing');
  return row.id;
}

export async function finishRun(
  db: Db,
  id: string,
  end: { finishedAt: Date; outcome: 'succeeded' | 'failed'; log: string },
): Promise<void> {
  await db.update(schedulerRuns).set(end).where(eq(schedulerRuns.id, id));
}

const wibDayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Jakarta')`;

export async function listRuns(db: Db, filter: RunListFilter) {
  const conditions: Array<SQL | undefined> = [
    filter.code ? eq(schedulerRuns.code, filter.code) : undefined,
    filter.outcome ? eq(schedulerRuns.outcome, filter.outcome) : undefined,
    filter.from ? sql`${schedulerRuns.startedAt} >= ${wibDayStart(filter.from)}` : undefined,
    filter.to ? sql`${schedulerRuns.startedAt} < ${wibDayStart(filter.to)} + interval '1 day'` : undefined,
  ];
  const where = and(...conditions);
  return listPage(db, {
    rows: db
      .select()
      .from(schedulerRuns)
      .where(where)
      .orderBy(desc(schedulerRuns.startedAt), desc(schedulerRuns.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(schedulerRuns).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** Runs started before the cut-off go, as the logs' retention says. */
export async function deleteRunsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(schedulerRuns)
    .where(lt(schedulerRuns.startedAt, cutoff))
    .returning({ id: schedulerRuns.id });
  return gone.length;
}
