import { lt, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Requests per route and client address for the per-address limits (sign-in, registration, public
 * tracking, the public forms), in the window that began with the first of them: counted in the
 * database, so every server behind a balancer counts the same requests. Rows whose window ended more
 * than a day ago are deleted by the nightly clean-up.
 */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Counts one request: in the key's window while it lasts, else as the first of a new window starting
 * now (as the limiter's own memory store does). Answers the count so far and the window's ms left.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now: Date) {
  const at = now.toISOString();
  const ended = sql`${requestLimits.windowStart} + ${windowMs} * interval '1 millisecond' <= ${at}::timestamptz`;
  const answer = await db.execute(sql`
    insert into ${requestLimits} (key, window_start, hits) values (${key}, ${at}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when ${ended} then 1 else ${requestLimits.hits} + 1 end,
      window_start = case when ${ended} then ${at}::timestamptz else ${requestLimits.windowStart} end
    returning hits, window_start`);
  const [row] = rowsOf<{ hits: number; window_start: Date | string }>(answer);
  const start = row ? new Date(row.window_start).getTime() : now.getTime();
  return { current: Number(row?.hits ?? 1), ttl: Math.max(0, start + windowMs - now.getTime()) };
}

/** The nightly clean-up's part: windows that ended more than a day ago. */
export async function deleteOldRequestLimits(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(requestLimits)
    .where(lt(requestLimits.windowStart, before))
    .returning({ key: requestLimits.key });
  return rows.length;
}
