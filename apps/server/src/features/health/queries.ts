import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * When the newest migration applied to this database was made (drizzle's journal time, ms), or null
 * when none was; answering at all says the database is reachable.
 */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const answer = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const [row] = rowsOf<{ newest: string | null }>(answer);
  return row?.newest ? Number(row.newest) : null;
}
