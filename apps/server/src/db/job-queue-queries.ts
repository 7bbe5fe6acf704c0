import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/** The job queue's runs waiting, running, retrying and failed, per queue (pg-boss's own table). */
export async function jobQueueDepths(db: Db): Promise<Array<{ queue: string; state: string; runs: number }>> {
  const answer = await db.execute(sql`
    select name as queue, state, count(*)::int as runs from pgboss.job
    where state in ('created', 'retry', 'active', 'failed')
    group by name, state`);
  return rowsOf<{ queue: string; state: string; runs: number }>(answer).map((row) => ({
    ...row,
    runs: Number(row.runs),
  }));
}
