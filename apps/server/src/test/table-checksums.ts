import { getTableName, isTable, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * Refused sign-ins are counted in `login_throttle` on purpose: that is how an account locks; requests
 * to the per-address limited routes in `request_limits`, whatever their answer. An API
 * key's refused requests are counted against its rate limit and noted in its log, which its owner reads.
 */
const COUNTS_REFUSALS = new Set([
  'login_throttle',
  'request_limits',
  'integration_key_minutes',
  'integration_key_requests',
]);
const TABLES = Object.values(schema)
  .filter(isTable)
  .map(getTableName)
  .filter((table) => !COUNTS_REFUSALS.has(table))
  .sort();
const answer = z.object({ rows: z.array(z.object({ name: z.string(), sum: z.string() })) });

/**
 * Each table's row count and a sum of its rows' hashes, in one query: any insert, update or delete
 * between two calls changes it (the tables of a fuzz run are small, so this costs a few ms).
 */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (table) =>
      `select '${table}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as sum from "${table}" t`,
  );
  // node-postgres and PGlite both answer `{ rows }` but are typed apart.
  const { rows } = answer.parse(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs, e.g. `audit_log`. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return TABLES.filter((table) => before[table] !== after[table]);
}
