import { COUNT_CAP } from '@sirkula/domain/shared/lists';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { estimatedRows, listPage } from './list-total.ts';
import { rowsOf } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * A list of `size` numbered rows. The planner knows a series' length from its bounds, but has no
 * statistics to judge a `filter` by: it guesses half a percent of the rows for an equality and a third
 * for a range.
 */
function series(size: number, filter = ''): SQL {
  return sql`select n from generate_series(1, ${sql.raw(String(size))}) as n ${sql.raw(filter)}`;
}

/** Every row passes it, though the planner expects one in two hundred to. */
const EVERY_ROW = 'where n - n = 0';

function pageOf(size: number, page: number, pageSize: number, filter = '') {
  const matching = series(size, filter);
  const rows = database.db
    .execute(sql`${matching} order by n limit ${pageSize} offset ${(page - 1) * pageSize}`)
    .then((answer) => rowsOf<{ n: number }>(answer));
  return listPage(database.db, { rows, matching, page, pageSize });
}

describe(`list totals (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('reads the planner’s estimate without reading the rows', async () => {
    expect(await estimatedRows(database.db, series(123_456))).toBe(123_456);
  });

  it('counts a small list exactly', async () => {
    expect(await pageOf(45, 2, 20)).toMatchObject({ total: 45, totalKind: 'exact' });
    expect(await pageOf(40, 2, 20)).toMatchObject({ total: 40, totalKind: 'exact' });
  });

  it('knows the total from a short page', async () => {
    const last = await pageOf(50_015, 2_501, 20);
    expect(last).toMatchObject({ total: 50_015, totalKind: 'exact' });
    expect(last.items).toHaveLength(15);
  });

  it('answers the estimate for a large list', async () => {
    const first = await pageOf(50_000, 1, 20);
    expect(first).toMatchObject({ total: 50_000, totalKind: 'estimate' });
    expect(first.items).toHaveLength(20);
  });

  it('stops counting at the cap when the planner guessed too few', async () => {
    expect(await estimatedRows(database.db, series(COUNT_CAP * 2, EVERY_ROW))).toBe(100);
    expect(await pageOf(COUNT_CAP * 2, 1, 20, EVERY_ROW)).toMatchObject({
      total: COUNT_CAP,
      totalKind: 'atLeast',
    });
    expect(await pageOf(COUNT_CAP, 1, 20, EVERY_ROW)).toMatchObject({ total: COUNT_CAP, totalKind: 'exact' });
  });

  it('brings an estimate down to the page a reader found empty', async () => {
    const fewer = 'where n <= 100';
    expect(await estimatedRows(database.db, series(60_000, fewer))).toBe(20_000);
    const past = await pageOf(60_000, 50, 20, fewer);
    expect(past.items).toHaveLength(0);
    expect(past).toMatchObject({ total: 980, totalKind: 'estimate' });
  });
});
