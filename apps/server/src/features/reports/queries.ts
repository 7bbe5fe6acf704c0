import type { ReportListFilter } from '@sirkula/domain/reports/inputs';
import type { ReportType } from '@sirkula/domain/reports/rules';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { companies, files, reportSubscriptions, reports, users } from '../../db/schema.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';

export type ReportRow = typeof reports.$inferSelect;
type NewReport = typeof reports.$inferInsert;

/** Whose reports a query reaches: every one (staff), or one company's reports about it. */
export type ReportScope =
  | { kind: 'every' }
  | { kind: 'company'; companyId: string; types: readonly ReportType[] };

function scoped(scope: ReportScope): SQL | undefined {
  if (scope.kind === 'every') return undefined;
  return and(eq(reports.companyId, scope.companyId), inArray(reports.type, [...scope.types]));
}

const listed = {
  id: reports.id,
  type: reports.type,
  period: reports.period,
  companyId: reports.companyId,
  companyName: companies.name,
  format: reports.format,
  language: reports.language,
  status: reports.status,
  progress: reports.progress,
  rows: reports.rows,
  fileName: files.originalName,
  size: files.size,
  scheduled: reports.scheduled,
  requestedBy: users.name,
  createdAt: reports.createdAt,
  finishedAt: reports.finishedAt,
  error: reports.error,
};

function withNames(db: Db) {
  return db
    .select(listed)
    .from(reports)
    .leftJoin(companies, eq(companies.id, reports.companyId))
    .leftJoin(files, eq(files.id, reports.fileId))
    .leftJoin(users, eq(users.id, reports.requestedBy));
}
export type ListedReport = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** Newest first, by the index on the creation time (a company's on its own). */
export function listReports(db: Db, scope: ReportScope, filter: ReportListFilter) {
  const where = and(
    scoped(scope),
    filter.companyId ? eq(reports.companyId, filter.companyId) : undefined,
    filter.type ? eq(reports.type, filter.type) : undefined,
    filter.status ? eq(reports.status, filter.status) : undefined,
  );
  return listPage(db, {
    rows: withNames(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    matching: db.select({ one: sql`1` }).from(reports).where(where),
    page: filter.page,
    pageSize: filter.pageSize,
  });
}

export async function findListedReport(
  db: Db,
  scope: ReportScope,
  id: string,
): Promise<ListedReport | undefined> {
  const [row] = await withNames(db).where(and(eq(reports.id, id), scoped(scope)));
  return row;
}

export async function findReportRow(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

export async function insertReport(db: Db, values: NewReport): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  if (!row) throw new Error('Inserting a report returned nothing');
  return row;
}

/** The scheduler's report of a company and period, made once: null when another run made it already. */
export async function insertScheduledReport(db: Db, values: NewReport): Promise<ReportRow | null> {
  const [row] = await db
    .insert(reports)
    .values({ ...values, scheduled: true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A scheduled report of a period, whether this run or an earlier one made it. */
export async function findScheduledReport(
  db: Db,
  key: Pick<ReportRow, 'type' | 'period' | 'companyId' | 'format' | 'language'>,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.scheduled, true),
        eq(reports.type, key.type),
        eq(reports.period, key.period),
        key.companyId ? eq(reports.companyId, key.companyId) : isNull(reports.companyId),
        eq(reports.format, key.format),
        eq(reports.language, key.language),
      ),
    );
  return row;
}

export async function updateReport(db: Db, id: string, change: Partial<NewReport>): Promise<void> {
  await db.update(reports).set(change).where(eq(reports.id, id));
}

export type SubscriptionRow = typeof reportSubscriptions.$inferSelect;

export function subscriptionsOf(db: Db, companyId: string | null): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(reportSubscriptions)
    .where(companyId ? eq(reportSubscriptions.companyId, companyId) : isNull(reportSubscriptions.companyId))
    .orderBy(reportSubscriptions.email);
}

/** Every subscription asking for one of the types: the scheduler's recipients of a day. */
export function subscriptionsFor(db: Db, types: readonly ReportType[]): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(reportSubscriptions)
    .where(sql`${reportSubscriptions.types} && ${`{${types.join(',')}}`}::text[]`)
    .orderBy(reportSubscriptions.companyId, reportSubscriptions.email);
}

/** Adds a subscription, or null when the address already receives that company's reports. */
export async function insertSubscription(
  db: Db,
  values: typeof reportSubscriptions.$inferInsert,
): Promise<SubscriptionRow | null> {
  const [row] = await db.insert(reportSubscriptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, id));
  return row;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id));
}

/**
 * The demo's reports (about its companies, or asked for by its accounts) and its companies'
 * subscriptions, with the audit entries about them (demo removal).
 */
export async function deleteReportsOf(
  db: Db,
  { companyIds, userIds }: { companyIds: string[]; userIds: string[] },
) {
  const reportsOwned = or(inArray(reports.companyId, companyIds), inArray(reports.requestedBy, userIds));
  const subscriptionsOwned = or(
    inArray(reportSubscriptions.companyId, companyIds),
    inArray(reportSubscriptions.createdBy, userIds),
  );
  const auditEntries =
    (await deleteAuditEntriesAbout(
      db,
      db
        .select({ id: asText(reports.id) })
        .from(reports)
        .where(reportsOwned),
    )) +
    (await deleteAuditEntriesAbout(
      db,
      db
        .select({ id: asText(reportSubscriptions.id) })
        .from(reportSubscriptions)
        .where(subscriptionsOwned),
    ));
  const gone = await db.delete(reports).where(reportsOwned).returning({ id: reports.id });
  const unsubscribed = await db
    .delete(reportSubscriptions)
    .where(subscriptionsOwned)
    .returning({ id: reportSubscriptions.id });
  return {
    reports: gone.length,
    subscriptions: unsubscribed.length,
    auditEntries,
    reportIds: gone.map((row) => row.id),
  };
}
