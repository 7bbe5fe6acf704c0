import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { numberSequences } from './schema.ts';

/**
 * The next number of a yearly series. One upsert both creates the year's row and increments it, and
 * the row lock makes concurrent callers wait their turn, so no two get the same number.
 */
export async function nextInSequence(db: Db, series: string, year: number): Promise<number> {
  const [row] = await db
    .insert(numberSequences)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.series, numberSequences.year],
      set: { last: sql`${numberSequences.last} + 1` },
    })
    .returning({ last: numberSequences.last });
  if (!row) throw new Error(`No number from sequence ${series}/${year}`);
  return row.last;
}
