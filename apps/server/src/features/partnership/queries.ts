import type { LeadKind } from '@sirkula/domain/partnership/rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

/** The newest lead of a kind from an e-mail, held until the transaction ends so two at once merge. */
export async function lockLatestLead(db: Db, kind: LeadKind, email: string): Promise<LeadRow | null> {
  // One lock per kind and e-mail: two messages sent together must not both open a lead.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${kind}:${email}`}))`);
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.email, email)))
    .orderBy(desc(leads.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertLead(db: Db, lead: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(lead).returning();
  if (!row) throw new Error('The lead was not stored');
  return row;
}

export async function appendToLead(db: Db, id: string, message: string, now: Date): Promise<void> {
  await db
    .update(leads)
    .set({ message, messages: sql`${leads.messages} + 1`, updatedAt: now })
    .where(eq(leads.id, id));
}

/** Demo removal: the leads from the demo's addresses. */
export async function deleteLeadsFrom(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const removed = await db
    .delete(leads)
    .where(inArray(leads.email, [...emails]))
    .returning({ id: leads.id });
  return removed.length;
}
