import { and, desc, eq, inArray, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { emailOutbox, mailNotices } from '../../db/schema.ts';

export type OutboxEntry = typeof emailOutbox.$inferInsert;

export async function insertOutboxEntry(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(emailOutbox).values(entry);
}

export async function listOutbox(db: Db, filter: { recipient?: string; limit: number; offset: number }) {
  return db
    .select()
    .from(emailOutbox)
    .where(filter.recipient ? eq(emailOutbox.recipient, filter.recipient) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Deletes the e-mails to the given addresses (demo removal): how many went. */
export async function deleteMailTo(db: Db, recipients: string[]): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(inArray(emailOutbox.recipient, recipients))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}

/** How long a server has to hand a claimed message over before another server may take it. */
const CLAIM_MINUTES = 10;

/**
 * The pending messages due by `now`, at most 50, each claimed for this server in the same statement
 * (its next attempt moved past the claim), so two servers never send one twice.
 */
export async function claimPendingMail(db: Db, now: Date) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(50)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`${now.toISOString()}::timestamptz + ${`${CLAIM_MINUTES} minutes`}::interval` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** What an attempt made of a message; sent or failed, it keeps no link and no attachment. */
export async function settleMail(
  db: Db,
  id: string,
  outcome:
    | { status: 'pending'; body: string; attempts: number; error: string; nextAttemptAt: Date }
    | { status: 'sent' | 'failed'; body: string; attempts: number; error: string | null },
): Promise<void> {
  const settled = outcome.status !== 'pending';
  await db
    .update(emailOutbox)
    .set({
      ...outcome,
      ...(settled && { link: null, pendingAttachments: null, nextAttemptAt: null }),
    })
    .where(eq(emailOutbox.id, id));
}

/**
 * Claims the notice of `kind` about a record: true the first time (send it), false ever after. Claim
 * it just before sending: the outbox then keeps trying a message the mail server refuses.
 */
export async function claimNotice(db: Db, about: string, kind: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(mailNotices)
    .values({ about, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ about: mailNotices.about });
  return claimed.length > 0;
}

/**
 * What a notice is about, in SQL, for a query of a feature's records (`invoice` and `invoices.id` give
 * `invoice:<id>`): the same text `claimNotice` is given.
 */
export function noticeAbout(record: string, id: AnyPgColumn) {
  return sql<string>`${`${record}:`}::text || ${id}::text`;
}

/**
 * Deletes the notices about the given records (demo removal: a feature removing its rows removes the
 * notices about them): a query of `noticeAbout(…)` values, or the values. How many went.
 */
export async function deleteNoticesAbout(db: Db, about: SQLWrapper | string[]): Promise<number> {
  const deleted = await db
    .delete(mailNotices)
    .where(inArray(mailNotices.about, about))
    .returning({ about: mailNotices.about });
  return deleted.length;
}

/** How many e-mails wait to be sent (new, or refused and waiting for their retry): a metric. */
export async function countWaitingMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return Number(row?.waiting ?? 0);
}
