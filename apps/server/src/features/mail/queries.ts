import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

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
