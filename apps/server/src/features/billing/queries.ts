import type { InvoiceListFilter } from '@sirkula/domain/billing/inputs';
import { dueWindow, type InvoiceStatus, type LineFigures } from '@sirkula/domain/billing/rules';
import type { CalendarDate } from '@sirkula/domain/shared/dates';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { asText } from '../../db/columns.ts';
import { listPage } from '../../db/list-total.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  billingClaims,
  billingRuns,
  companies,
  contracts,
  invoiceEmails,
  invoiceLines,
  invoicePayments,
  invoices,
  invoiceTotals,
  journeyRecords,
  journeys,
  users,
  wasteRecords,
} from '../../db/schema.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { deleteAuditEntriesAbout } from '../audit/public.ts';
import type { DemoRemoved, DemoRows } from '../demo/public.ts';
import { deleteNoticesAbout, noticeAbout } from '../mail/public.ts';
import type { OwnerOfFile } from '../storage/public.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
export type BillingRunRow = typeof billingRuns.$inferSelect;
export type NewClaim = typeof billingClaims.$inferInsert;

/** A customer or partner reaches the invoices addressed to its company; staff every invoice. */
function invoiceWithin(scope: CompanyScope): SQL | undefined {
  if (scope.kind === 'none') return sql`false`;
  return scope.kind === 'every' ? undefined : eq(invoices.companyId, scope.companyId);
}

const standing = isNull(invoices.cancelledAt);
const issuedOpen = and(eq(invoices.type, 'issued'), standing, ne(invoices.paymentStatus, 'paid'));

/** The SQL of each list label, the same reading as the domain's `invoiceStatus`. */
function statusMatch(status: InvoiceStatus, today: CalendarDate): SQL | undefined {
  switch (status) {
    case 'cancelled':
      return isNotNull(invoices.cancelledAt);
    case 'proforma':
      return and(eq(invoices.type, 'proforma'), standing);
    case 'paid':
      return and(eq(invoices.type, 'issued'), standing, eq(invoices.paymentStatus, 'paid'));
    case 'overdue':
      return and(issuedOpen, lt(invoices.dueDate, today));
    default:
      return and(issuedOpen, eq(invoices.paymentStatus, status), gte(invoices.dueDate, today));
  }
}

function dueMatch(filter: InvoiceListFilter, today: CalendarDate): SQL | undefined {
  if (!filter.due) return undefined;
  const window = dueWindow(filter.due, today);
  return and(
    issuedOpen,
    window.from ? gte(invoices.dueDate, window.from) : undefined,
    window.to ? lte(invoices.dueDate, window.to) : undefined,
  );
}

function numberMatch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const prefix = `${q.toUpperCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(${like(invoices.number, prefix)} or ${like(invoices.proformaNumber, prefix)})`;
}

function listWhere(scope: CompanyScope, filter: InvoiceListFilter, today: CalendarDate) {
  return and(
    invoiceWithin(scope),
    eq(invoices.direction, filter.direction),
    filter.companyId ? eq(invoices.companyId, filter.companyId) : undefined,
    filter.type ? and(eq(invoices.type, filter.type), standing) : undefined,
    filter.status ? statusMatch(filter.status, today) : undefined,
    filter.paymentStatus ? and(eq(invoices.paymentStatus, filter.paymentStatus), standing) : undefined,
    dueMatch(filter, today),
    filter.from ? gte(invoices.invoiceDate, filter.from) : undefined,
    filter.to ? lte(invoices.invoiceDate, filter.to) : undefined,
    numberMatch(filter.q),
  );
}

const SORT_COLUMNS = {
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  number: invoices.proformaNumber,
  grandTotal: invoices.grandTotal,
} as const;

function summaries(db: Db) {
  return db
    .select({
      invoice: invoices,
      companyName: companies.name,
      contractNumber: contracts.number,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(contracts, eq(contracts.id, invoices.contractId));
}
export type InvoiceSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

export async function listInvoices(
  db: Db,
  scope: CompanyScope,
  filter: InvoiceListFilter,
  today: CalendarDate,
) {
  const where = listWhere(scope, filter, today);
  const direction = filter.order === 'asc' ? asc : desc;
  const [page, totals] = await Promise.all([
    listPage(db, {
      rows: summaries(db)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[filter.sort]), direction(invoices.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      matching: db.select({ one: sql`1` }).from(invoices).where(where),
      page: filter.page,
      pageSize: filter.pageSize,
    }),
    totalsOf(db, scope, filter, where),
  ]);
  return { ...page, totals };
}

/** The company whose rows in `invoice_totals` total every company's invoices. */
const ALL_COMPANIES = '00000000-0000-0000-0000-000000000000';

const LAST_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A period filter's months when it starts on a month's first day and ends on a month's last. */
function wholeMonths(filter: InvoiceListFilter): { from?: CalendarDate; to?: CalendarDate } | null {
  if (filter.from && !filter.from.endsWith('-01')) return null;
  if (!filter.to) return { from: filter.from };
  const [, year, month, day] = LAST_DAY.exec(filter.to) ?? [];
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return Number(day) === last ? { from: filter.from, to: `${year}-${month}-01` } : null;
}

/**
 * The filter on `invoice_totals` that gives the same totals as the list's filter, or null when the
 * list's filter reaches past what those rows keep (a number, a due date against today, part of a month).
 */
function totalsWhere(scope: CompanyScope, filter: InvoiceListFilter): SQL | null {
  if (filter.q || filter.due) return null;
  if (filter.status && !['proforma', 'paid', 'cancelled'].includes(filter.status)) return null;
  const months = wholeMonths(filter);
  if (!months) return null;
  if (scope.kind === 'none') return sql`false`;
  if (scope.kind === 'one' && filter.companyId && filter.companyId !== scope.companyId) return sql`false`;
  const company = scope.kind === 'one' ? scope.companyId : (filter.companyId ?? ALL_COMPANIES);
  const standing = eq(invoiceTotals.cancelled, false);
  const status = {
    proforma: and(eq(invoiceTotals.type, 'proforma'), standing),
    paid: and(eq(invoiceTotals.type, 'issued'), eq(invoiceTotals.paymentStatus, 'paid'), standing),
    cancelled: eq(invoiceTotals.cancelled, true),
  };
  return sql`${and(
    eq(invoiceTotals.direction, filter.direction),
    eq(invoiceTotals.companyId, company),
    filter.type ? and(eq(invoiceTotals.type, filter.type), standing) : undefined,
    filter.paymentStatus ? and(eq(invoiceTotals.paymentStatus, filter.paymentStatus), standing) : undefined,
    filter.status ? status[filter.status as keyof typeof status] : undefined,
    months.from ? gte(invoiceTotals.month, months.from) : undefined,
    months.to ? lte(invoiceTotals.month, months.to) : undefined,
  )}`;
}

/**
 * The specification's summary totals for the whole filter: from the kept totals when the filter allows
 * (a few rows a month), else summed over the matching invoices, which a number, a due date or a part of
 * a month narrows down.
 */
async function totalsOf(db: Db, scope: CompanyScope, filter: InvoiceListFilter, where: SQL | undefined) {
  const kept = totalsWhere(scope, filter);
  const [row] = kept
    ? await db
        .select({
          invoiceCount: sql<string>`coalesce(sum(${invoiceTotals.invoiceCount}), 0)`,
          invoiceAmount: sql<string>`coalesce(sum(${invoiceTotals.grandTotal}), 0)`,
          vatSen: sql<string>`coalesce(sum(${invoiceTotals.vatSen}), 0)`,
        })
        .from(invoiceTotals)
        .where(kept)
    : await db
        .select({
          invoiceCount: sql<string>`count(*)`,
          invoiceAmount: sql<string>`coalesce(sum(${invoices.grandTotal}), 0)`,
          vatSen: sql<string>`coalesce(sum(${invoices.vatSen}), 0)`,
        })
        .from(invoices)
        .where(where);
  return {
    invoiceCount: Number(row?.invoiceCount ?? 0),
    invoiceAmount: Number(row?.invoiceAmount ?? 0),
    vatSen: Number(row?.vatSen ?? 0),
  };
}

export async function invoicesByIds(db: Db, ids: string[]): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.number));
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceSummaryRow | undefined> {
  const [row] = await summaries(db).where(eq(invoices.id, id));
  return row;
}

/** The invoice row alone, locked until the transaction ends, so two changes of it take turns. */
export async function lockInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function insertInvoice(db: Db, values: NewInvoice, lines: NewInvoiceLine[]) {
  const [invoice] = await db.insert(invoices).values(values).returning();
  if (!invoice) throw new Error('The invoice was not stored');
  const stored: InvoiceLineRow[] = [];
  for (const chunk of chunks(lines))
    stored.push(
      ...(await db
        .insert(invoiceLines)
        .values(chunk.map((line) => ({ ...line, invoiceId: invoice.id })))
        .returning()),
    );
  return { invoice, lines: stored.sort((a, b) => a.position - b.position) };
}

export async function updateInvoice(db: Db, id: string, values: Partial<NewInvoice>, now: Date) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: now })
    .where(eq(invoices.id, id));
}

/** The lines of several invoices in one read, by invoice. */
export async function linesOfInvoices(db: Db, invoiceIds: string[]): Promise<Map<string, InvoiceLineRow[]>> {
  const rows = invoiceIds.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(inArray(invoiceLines.invoiceId, invoiceIds))
        .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
    : [];
  const byInvoice = new Map<string, InvoiceLineRow[]>();
  for (const row of rows) {
    const lines = byInvoice.get(row.invoiceId);
    if (lines) lines.push(row);
    else byInvoice.set(row.invoiceId, [row]);
  }
  return byInvoice;
}

/** A manual proforma's lines, all replaced by the edited ones. */
export async function replaceLines(db: Db, invoiceId: string, lines: NewInvoiceLine[]) {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  for (const chunk of chunks(lines))
    await db.insert(invoiceLines).values(chunk.map((line) => ({ ...line, invoiceId })));
}

/** Each line's tax again after the invoice's PPN option changed, in one statement. */
export async function updateLineTaxes(
  db: Db,
  lines: ReadonlyArray<{ id: string }>,
  taxes: ReadonlyArray<Pick<LineFigures, 'otherTaxBaseSen' | 'vatSen'>>,
) {
  if (lines.length === 0) return;
  const rows = lines.map((line, index) => ({
    id: line.id,
    base: taxes[index]?.otherTaxBaseSen ?? 0,
    vat: taxes[index]?.vatSen ?? 0,
  }));
  await db.execute(sql`
    update ${invoiceLines} set other_tax_base_sen = v.base, vat_sen = v.vat
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, base bigint, vat bigint)
    where ${invoiceLines.id} = v.id`);
}

export async function linesOf(db: Db, invoiceId: string): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

export async function paymentsOf(db: Db, invoiceId: string) {
  const reverser = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${invoicePayments.reversedBy})`;
  return db
    .select({ payment: invoicePayments, recordedBy: users.name, reversedBy: reverser })
    .from(invoicePayments)
    .leftJoin(users, eq(users.id, invoicePayments.recordedBy))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
}

export async function findPayment(db: Db, invoiceId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
  return row;
}

export async function insertPayment(db: Db, values: typeof invoicePayments.$inferInsert) {
  const [row] = await db.insert(invoicePayments).values(values).returning();
  if (!row) throw new Error('The payment was not stored');
  return row;
}

export async function updatePayment(
  db: Db,
  id: string,
  values: Partial<typeof invoicePayments.$inferInsert>,
) {
  await db.update(invoicePayments).set(values).where(eq(invoicePayments.id, id));
}

/** What the payments still standing add up to, and the day the last of them was made. */
export async function standingPayments(db: Db, invoiceId: string) {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)`,
      lastPaidOn: sql<string | null>`max(${invoicePayments.paidOn})`,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), isNull(invoicePayments.reversedAt)));
  return { paid: Number(row?.paid ?? 0), lastPaidOn: row?.lastPaidOn ?? null };
}

export async function emailsOf(db: Db, invoiceId: string) {
  return db
    .select({ recipient: invoiceEmails.recipient, kind: invoiceEmails.kind, sentAt: invoiceEmails.sentAt })
    .from(invoiceEmails)
    .where(eq(invoiceEmails.invoiceId, invoiceId))
    .orderBy(asc(invoiceEmails.sentAt));
}

export async function insertEmails(db: Db, rows: Array<typeof invoiceEmails.$inferInsert>) {
  if (rows.length) await db.insert(invoiceEmails).values(rows);
}

/** How many waste records an invoice bills (its claims on records). */
export async function recordCountOf(db: Db, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(billingClaims)
    .where(and(eq(billingClaims.invoiceId, invoiceId), isNotNull(billingClaims.wasteRecordId)));
  return row?.count ?? 0;
}

/** The numbers other invoices go by, to link a replacement and what it replaced. */
export async function invoiceLabels(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      proformaNumber: invoices.proformaNumber,
      replacesId: invoices.replacesId,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids));
}

export async function replacementOf(db: Db, invoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, proformaNumber: invoices.proformaNumber })
    .from(invoices)
    .where(eq(invoices.replacesId, invoiceId));
  return row;
}

/** Rows per insert: a partner's monthly payable may claim thousands of records, past PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, index) =>
    rows.slice(index * ROWS_PER_INSERT, (index + 1) * ROWS_PER_INSERT),
  );
}

/**
 * A run's claims, as one JSON parameter unpacked by `json_to_recordset`: a partner's payable claims
 * thousands of records, and one value parses far faster than seven parameters a row.
 */
export async function insertClaims(db: Db, claims: NewClaim[]) {
  if (!claims.length) return;
  const rows = claims.map((claim) => ({
    invoice_id: claim.invoiceId,
    line_id: claim.lineId ?? null,
    contract_id: claim.contractId,
    waste_record_id: claim.wasteRecordId ?? null,
    cycle_from: claim.cycleFrom ?? null,
    quantity: claim.quantity ?? null,
  }));
  await db.execute(sql`insert into ${billingClaims}
      (invoice_id, line_id, contract_id, waste_record_id, cycle_from, quantity)
    select invoice_id, line_id, contract_id, waste_record_id, cycle_from, quantity
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(invoice_id uuid, line_id uuid,
      contract_id uuid, waste_record_id uuid, cycle_from date, quantity numeric)`);
}

export async function standingClaimsOf(db: Db, invoiceId: string) {
  return db
    .select()
    .from(billingClaims)
    .where(and(eq(billingClaims.invoiceId, invoiceId), isNull(billingClaims.releasedAt)));
}

export async function releaseClaims(db: Db, invoiceId: string, at: Date) {
  await db
    .update(billingClaims)
    .set({ releasedAt: at })
    .where(and(eq(billingClaims.invoiceId, invoiceId), isNull(billingClaims.releasedAt)));
}

/** The buyer as the company's profile has it now, and the e-mail addresses of its admins. */
export async function buyerOf(db: Db, companyId: string) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      address: companies.address,
      city: companies.city,
      npwp: companies.npwp,
      nitku: companies.nitku,
      idDocumentKind: companies.idDocumentKind,
      idDocumentNumber: companies.idDocumentNumber,
      adminEmail: companies.adminEmail,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

/** Where a page of the payment reminders ended: the next page starts after this invoice. */
export interface DueDateCursor {
  dueDate: CalendarDate;
  id: string;
}

/**
 * A page of customers' issued invoices still owed and due by `dueBy`, in due-date order, for the
 * payment reminders. The conditions are the partial index `invoices_open_due_idx`'s, so only open
 * invoices are read; a page starts at the last one's due date, so no page rescans the ones before.
 */
export async function owedReceivablesDueBy(
  db: Db,
  dueBy: CalendarDate,
  after: DueDateCursor | null,
  limit: number,
) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      proformaNumber: invoices.proformaNumber,
      companyId: invoices.companyId,
      direction: invoices.direction,
      type: invoices.type,
      cancelledAt: invoices.cancelledAt,
      paymentStatus: invoices.paymentStatus,
      dueDate: invoices.dueDate,
      grandTotal: invoices.grandTotal,
      paidAmount: invoices.paidAmount,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.direction, 'receivable'),
        issuedOpen,
        lte(invoices.dueDate, dueBy),
        after
          ? and(
              gte(invoices.dueDate, after.dueDate),
              or(gt(invoices.dueDate, after.dueDate), gt(invoices.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(limit);
}
export type OwedReceivable = Awaited<ReturnType<typeof owedReceivablesDueBy>>[number];

// The billing run

/** Contracts a run for the window may bill: active, begun before the window ends, not ended before it. */
/** Active contracts in the window, with the name of the company each is with. */
export async function billableContracts(db: Db, window: { from: CalendarDate; to: CalendarDate }) {
  const rows = await db
    .select({ contract: contracts, companyName: companies.name })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .where(
      and(
        eq(contracts.status, 'active'),
        lt(contracts.startDate, window.to),
        gte(contracts.endDate, window.from),
      ),
    )
    .orderBy(asc(contracts.companyId), asc(contracts.id));
  return rows.map((row) => ({ ...row.contract, companyName: row.companyName }));
}
export type BillableContract = Awaited<ReturnType<typeof billableContracts>>[number];

export interface DeliveredRecord {
  id: string;
  registrationNumber: string;
  companyName: string;
  contractId: string | null;
  unit: string;
  status: string;
  quantity: number;
  sentQuantity: number | null;
  receivedQuantity: number | null;
  resolution: string | null;
  deliveredOn: CalendarDate;
  transporterId: string;
  receiverId: string;
  /** Contracts already billing this record on an invoice still standing. */
  claimedBy: string[];
}

/**
 * Records that reached their receiver in the window (delivered, or short and still to settle), with
 * the day in WIB and the contracts already billing them. One read for the whole run, by the index on
 * the day of receipt.
 */
export async function deliveredRecords(
  db: Db,
  window: { from: CalendarDate; to: CalendarDate },
): Promise<DeliveredRecord[]> {
  const answer = await db.execute(sql`
    select w.id, w.registration_number as "registrationNumber", c.name as "companyName",
      w.contract_id as "contractId", w.unit, w.status, w.quantity::float8 as quantity,
      jr.sent_quantity::float8 as "sentQuantity", jr.received_quantity::float8 as "receivedQuantity",
      jr.resolution, to_char(jr.received_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as "deliveredOn",
      j.transporter_id as "transporterId", j.receiver_id as "receiverId",
      coalesce((select array_agg(bc.contract_id::text) from ${billingClaims} bc
        where bc.waste_record_id = w.id and bc.released_at is null), '{}') as "claimedBy"
    from ${journeyRecords} jr
    join ${wasteRecords} w on w.id = jr.waste_record_id
    join ${journeys} j on j.id = jr.journey_id
    join ${companies} c on c.id = w.company_id
    where jr.left_at is null
      and jr.received_at >= (${window.from}::date::timestamp at time zone 'Asia/Jakarta')
      and jr.received_at < (${window.to}::date::timestamp at time zone 'Asia/Jakarta')
      and w.status in ('delivered', 'partiallyDelivered')`);
  return rowsOf<DeliveredRecord>(answer);
}

/** Quantities already billed per contract and frequency period on invoices still standing. */
export async function billedByPeriod(db: Db, contractIds: string[], since: CalendarDate) {
  if (!contractIds.length) return [];
  return db
    .select({
      contractId: invoices.contractId,
      periodFrom: invoiceLines.periodFrom,
      quantity: sql<number>`sum(${invoiceLines.quantity})::float8`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoices.contractId, contractIds),
        standing,
        eq(invoiceLines.itemType, 'wasteService'),
        gte(invoiceLines.periodFrom, since),
      ),
    )
    .groupBy(invoices.contractId, invoiceLines.periodFrom);
}

/** Advance cycles already on invoices still standing, per contract. */
export async function billedCycles(db: Db, contractIds: string[]) {
  if (!contractIds.length) return [];
  return db
    .select({ contractId: billingClaims.contractId, cycleFrom: billingClaims.cycleFrom })
    .from(billingClaims)
    .where(
      and(
        inArray(billingClaims.contractId, contractIds),
        isNull(billingClaims.releasedAt),
        isNotNull(billingClaims.cycleFrom),
      ),
    );
}

export async function insertRun(db: Db, values: typeof billingRuns.$inferInsert): Promise<BillingRunRow> {
  const [row] = await db.insert(billingRuns).values(values).returning();
  if (!row) throw new Error('The billing run was not stored');
  return row;
}

export async function invoiceIdsOfRun(db: Db, runId: string): Promise<string[]> {
  const rows = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.billingRunId, runId));
  return rows.map((row) => row.id);
}

export async function updateRun(db: Db, id: string, values: Partial<typeof billingRuns.$inferInsert>) {
  await db.update(billingRuns).set(values).where(eq(billingRuns.id, id));
}

function runs(db: Db) {
  return db
    .select({ run: billingRuns, startedBy: users.name })
    .from(billingRuns)
    .leftJoin(users, eq(users.id, billingRuns.startedBy));
}

export async function findRun(db: Db, id: string) {
  const [row] = await runs(db).where(eq(billingRuns.id, id));
  return row;
}

export async function latestRuns(db: Db, limit: number) {
  return runs(db).orderBy(desc(billingRuns.startedAt)).limit(limit);
}

/** The invoices a run has written so far (by any of its attempts). */
export async function invoicesOfRun(db: Db, runId: string) {
  return db
    .select({ id: invoices.id, direction: invoices.direction, grandTotal: invoices.grandTotal })
    .from(invoices)
    .where(eq(invoices.billingRunId, runId));
}

/** The waste records the given invoices claim. */
export async function recordsClaimedBy(db: Db, invoiceIds: string[]): Promise<string[]> {
  if (!invoiceIds.length) return [];
  const rows = await db
    .selectDistinct({ id: billingClaims.wasteRecordId })
    .from(billingClaims)
    .where(and(inArray(billingClaims.invoiceId, invoiceIds), isNotNull(billingClaims.wasteRecordId)));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Marks a run failed with its error, unless it has ended meanwhile. */
export async function failRun(db: Db, id: string, error: string, now: Date) {
  await db
    .update(billingRuns)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(eq(billingRuns.id, id), eq(billingRuns.status, 'running')));
}

/** A run left "running" by a server that stopped is marked failed, so the next one may start. */
/** A month's run that is under way or done (a failed one may be run again). */
export async function liveRunOf(db: Db, month: string): Promise<BillingRunRow | undefined> {
  const [row] = await db
    .select()
    .from(billingRuns)
    .where(and(eq(billingRuns.month, month), inArray(billingRuns.status, ['running', 'done'])))
    .limit(1);
  return row;
}

export async function failStaleRuns(db: Db, startedBefore: Date, now: Date) {
  await db
    .update(billingRuns)
    .set({ status: 'failed', error: 'interrupted', finishedAt: now })
    .where(and(eq(billingRuns.status, 'running'), lt(billingRuns.startedAt, startedBefore)));
}

/**
 * Demo removal: the invoices addressed to the demo companies, with their claims, payments and audit
 * trail, and whatever any invoice claimed under a demo contract.
 */
export async function deleteDemoInvoices(db: Db, { companyIds }: DemoRows): Promise<DemoRemoved> {
  const ofCompanies = inArray(invoices.companyId, companyIds);
  const ids = db.select({ id: invoices.id }).from(invoices).where(ofCompanies);
  const auditEntries = await deleteAuditEntriesAbout(
    db,
    db
      .select({ id: asText(invoices.id) })
      .from(invoices)
      .where(ofCompanies),
  );
  const demoContracts = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(inArray(contracts.companyId, companyIds));
  await db
    .delete(billingClaims)
    .where(or(inArray(billingClaims.invoiceId, ids), inArray(billingClaims.contractId, demoContracts)));
  await db.delete(invoicePayments).where(inArray(invoicePayments.invoiceId, ids));
  await deleteNoticesAbout(
    db,
    db
      .select({ about: noticeAbout('invoice', invoices.id) })
      .from(invoices)
      .where(ofCompanies),
  );
  await db.delete(invoices).where(ofCompanies);
  return { auditEntries };
}

/** The payments whose proofs these files are, by their invoice (the storage console's owner column). */
export async function paymentFileOwners(db: Db, fileIds: string[]): Promise<OwnerOfFile[]> {
  const rows = await db
    .select({ fileId: invoicePayments.proofFileId, invoiceId: invoices.id, number: invoices.number })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(inArray(invoicePayments.proofFileId, fileIds));
  return rows.map((row) => ({
    fileId: row.fileId as string,
    kind: 'payment' as const,
    id: row.invoiceId,
    label: row.number ?? '',
    href: `/internal/billing/${row.invoiceId}`,
  }));
}
