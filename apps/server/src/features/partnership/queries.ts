import type { LeadKind, LeadListFilter, LeadStatus } from '@sirkula/domain/partnership/rules';
import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, contracts, leadSubmissions, leads, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';

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

export async function appendToLead(
  db: Db,
  id: string,
  message: string,
  now: Date,
  change: Partial<Pick<NewLead, 'details' | 'phone' | 'company' | 'name'>> = {},
): Promise<void> {
  await db
    .update(leads)
    .set({ ...change, message, messages: sql`${leads.messages} + 1`, updatedAt: now })
    .where(eq(leads.id, id));
}

/**
 * Counts an e-mail's submissions within the window, after noting this one, under a lock per e-mail so
 * two at once on different servers both count; rows past the window are pruned as it goes.
 */
export async function noteSubmission(db: Db, email: string, now: Date, windowMs: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-submissions:${email}`}))`);
  const since = new Date(now.getTime() - windowMs);
  await db
    .delete(leadSubmissions)
    .where(and(eq(leadSubmissions.email, email), lt(leadSubmissions.at, since)));
  await db.insert(leadSubmissions).values({ email, at: now });
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leadSubmissions)
    .where(and(eq(leadSubmissions.email, email), gt(leadSubmissions.at, since)));
  return row?.count ?? 0;
}

/** Staff's queue: newest first, by kind, status and a search on name, company or e-mail. */
export async function listLeads(db: Db, filter: LeadListFilter) {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  const where = and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    pattern
      ? or(
          sql`${leads.name} ilike ${pattern}`,
          sql`${leads.company} ilike ${pattern}`,
          sql`${leads.email} ilike ${pattern}`,
        )
      : undefined,
  );
  return listPage(db, {
    rows: db
      .select({
        id: leads.id,
        kind: leads.kind,
        status: leads.status,
        name: leads.name,
        company: leads.company,
        email: leads.email,
        messages: leads.messages,
        createdOn: leads.createdOn,
        createdAt: leads.createdAt,
        updatedAt: leads.updatedAt,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ id: leads.id }).from(leads).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

/** A lead with the name of the company it became and the draft contract its conversion made. */
export async function findLead(db: Db, id: string) {
  const [row] = await db
    .select({ lead: leads, companyName: companies.name })
    .from(leads)
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.id, id));
  if (!row) return null;
  const [contract] = row.lead.companyId
    ? await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(
          and(
            eq(contracts.companyId, row.lead.companyId),
            eq(contracts.promotion, 'freeFirstMonthTransport'),
          ),
        )
        .orderBy(desc(contracts.createdAt))
        .limit(1)
    : [];
  return { ...row, contractId: row.lead.kind === 'promotion' ? (contract?.id ?? null) : null };
}

/** Changes a lead only while it is still in `from`, so two staff acting at once cannot both move it. */
export async function updateLeadIn(
  db: Db,
  id: string,
  from: LeadStatus,
  change: Partial<Pick<NewLead, 'status' | 'notes' | 'companyId' | 'updatedAt'>>,
): Promise<LeadRow | undefined> {
  const [row] = await db
    .update(leads)
    .set(change)
    .where(and(eq(leads.id, id), eq(leads.status, from)))
    .returning();
  return row;
}

/** Who wrote a note, as the notes name them. */
export async function userName(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}

/** Demo removal: the leads from the demo's addresses (and their submissions). */
export async function deleteLeadsFrom(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  await db.delete(leadSubmissions).where(inArray(leadSubmissions.email, [...emails]));
  const removed = await db
    .delete(leads)
    .where(inArray(leads.email, [...emails]))
    .returning({ id: leads.id });
  return removed.length;
}
