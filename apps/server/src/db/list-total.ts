import { COUNT_CAP, EXACT_COUNT_BELOW, type ListTotal, settleTotal } from '@sirkula/domain/shared/lists';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

const plan = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })).min(1),
);

/**
 * How many rows PostgreSQL's planner expects `matching` to return, from its statistics alone (as
 * PostgREST's `count=estimated`): no row is read, so it costs the same for ten rows or ten million.
 */
export async function estimatedRows(db: Db, matching: SQLWrapper): Promise<number> {
  const answer = await db.execute(sql`explain (format json) ${matching}`);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(answer);
  const [top] = plan.parse(row?.['QUERY PLAN']);
  return Math.round(top?.Plan['Plan Rows'] ?? 0);
}

/** Counts `matching`'s rows, reading no more than one past the cap. */
async function countUpTo(db: Db, matching: SQLWrapper, cap: number): Promise<ListTotal> {
  const answer = await db.execute(
    sql`select count(*)::int as total from (${matching} limit ${cap + 1}) as matched`,
  );
  const counted = Number(rowsOf<{ total: number }>(answer)[0]?.total ?? 0);
  return counted > cap ? { total: cap, totalKind: 'atLeast' } : { total: counted, totalKind: 'exact' };
}

export interface ListPage<T> extends ListTotal {
  items: T[];
}

/**
 * One page of a list and how many rows matched: `rows` reads the page, `matching` selects every row the
 * filters match (without order or limit). The planner's estimate is asked alongside the page; only a small
 * estimate is then counted exactly, and a page shorter than its size settles the total without counting.
 */
export async function listPage<T>(
  db: Db,
  query: { rows: PromiseLike<T[]>; matching: SQLWrapper; page: number; pageSize: number },
): Promise<ListPage<T>> {
  const [items, estimate] = await Promise.all([query.rows, estimatedRows(db, query.matching)]);
  const paging = { page: query.page, pageSize: query.pageSize, rows: items.length };
  const settled = settleTotal({ total: estimate, totalKind: 'estimate' }, paging);
  if (settled.totalKind === 'exact' || estimate >= EXACT_COUNT_BELOW) return { items, ...settled };
  // The planner expects a small list; its statistics may be off, so the count still stops at the cap.
  return { items, ...settleTotal(await countUpTo(db, query.matching, COUNT_CAP), paging) };
}
