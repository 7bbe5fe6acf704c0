import {
  billableQuantity,
  invoiceTotals,
  monthPeriod,
  type PpnOption,
  ppnOptionOn,
} from '@sirkula/domain/billing/rules';
import {
  type BillableRecord,
  type BillingContract,
  type BillingSide,
  billedPeriod,
  type DraftLine,
  type InvoiceDraft,
  planInvoice,
} from '@sirkula/domain/billing/run';
import { addDays, addMonths, type CalendarDate, jakartaToday } from '@sirkula/domain/shared/dates';
import { formatMonth } from '@sirkula/domain/shared/format';
import { bilingual, translate, translateCount } from '@sirkula/domain/shared/i18n';
import type { Language } from '@sirkula/domain/shared/languages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../../lib/access.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import type { BackgroundTask } from '../../lib/feature.ts';
import type { TaskQueue } from '../../lib/tasks.ts';
import { recordAudit } from '../audit/public.ts';
import { proformaNumber } from './numbers.ts';
import { canManageBilling } from './policy.ts';
import * as queries from './queries.ts';

type ContractRow = queries.BillableContract;

/** A run bills deliveries of its month and of the month before that no run has billed yet. */
function recordWindow(month: string) {
  const period = monthPeriod(month);
  return { from: addMonths(period.from, -1), to: period.to };
}

/** Contracts with anything to bill: deliveries in the record window or advance cycles up to next month. */
function contractWindow(month: string) {
  const period = monthPeriod(month);
  return { from: addMonths(period.from, -1), to: addMonths(period.from, 2) };
}

/** How far back earlier billing of a frequency period is looked up (the longest period is a year). */
const HISTORY_MONTHS = 13;

export interface PlannedInvoice {
  contract: ContractRow;
  side: BillingSide;
  draft: InvoiceDraft;
  records: Array<BillableRecord & { companyName: string; unit: string }>;
  ppnOption: PpnOption;
  totals: ReturnType<typeof invoiceTotals<DraftLine>>;
}

export interface RunPlan {
  month: string;
  invoices: PlannedInvoice[];
  awaitingSettlement: number;
}

/** The partner contract in force for a partner on a day: the latest begun, if several overlap. */
function partnerContractFor(partnerContracts: ContractRow[], day: CalendarDate): ContractRow | undefined {
  return partnerContracts
    .filter((contract) => contract.startDate <= day && day <= contract.endDate)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Each contract's delivered, unbilled records: the customer's under its contract, the partners' under theirs. */
function billableRecordsByContract(contractRows: ContractRow[], delivered: queries.DeliveredRecord[]) {
  const customerContracts = new Set(
    contractRows.filter((row) => row.kind === 'customer').map((row) => row.id),
  );
  const partnerContracts = groupBy(
    contractRows.filter((row) => row.kind === 'partner'),
    (row) => row.companyId,
  );
  const byContract = new Map<string, PlannedInvoice['records']>();
  const add = (contractId: string, record: queries.DeliveredRecord, quantity: number) => {
    if (record.claimedBy.includes(contractId)) return;
    const entry = { ...record, quantity };
    const records = byContract.get(contractId);
    if (records) records.push(entry);
    else byContract.set(contractId, [entry]);
  };
  for (const record of delivered) {
    const quantity = billableQuantity(record);
    if (quantity === null || quantity <= 0) continue;
    if (record.contractId && customerContracts.has(record.contractId))
      add(record.contractId, record, quantity);
    for (const partnerId of new Set([record.transporterId, record.receiverId])) {
      const contract = partnerContractFor(partnerContracts.get(partnerId) ?? [], record.deliveredOn);
      if (contract) add(contract.id, record, quantity);
    }
  }
  return byContract;
}

async function history(db: Db, contractRows: ContractRow[], month: string) {
  const since = addMonths(monthPeriod(month).from, -HISTORY_MONTHS);
  const ids = contractRows.map((row) => row.id);
  const [periods, cycles] = await Promise.all([
    queries.billedByPeriod(db, ids, since),
    queries.billedCycles(db, ids),
  ]);
  const byPeriod = new Map<string, Map<CalendarDate, number>>();
  for (const row of periods) {
    if (!row.contractId || !row.periodFrom) continue;
    const map = byPeriod.get(row.contractId) ?? new Map<CalendarDate, number>();
    map.set(row.periodFrom, row.quantity);
    byPeriod.set(row.contractId, map);
  }
  const byCycle = new Map<string, Set<CalendarDate>>();
  for (const row of cycles) {
    if (!row.cycleFrom) continue;
    byCycle.set(row.contractId, (byCycle.get(row.contractId) ?? new Set()).add(row.cycleFrom));
  }
  return (contractId: string) => ({
    billedByPeriod: byPeriod.get(contractId) ?? new Map<CalendarDate, number>(),
    billedCycles: byCycle.get(contractId) ?? new Set<CalendarDate>(),
  });
}

/**
 * What a run for the month would make on `today` (its invoices' date, which decides the PPN option),
 * read in a handful of queries and computed by the domain.
 */
export async function planRun(db: Db, month: string, today: CalendarDate): Promise<RunPlan> {
  const [contractRows, records] = await Promise.all([
    queries.billableContracts(db, contractWindow(month)),
    queries.deliveredRecords(db, recordWindow(month)),
  ]);
  const delivered = records.filter((record) => record.status === 'delivered');
  const byContract = billableRecordsByContract(contractRows, delivered);
  const historyOf = await history(db, contractRows, month);
  const invoices: PlannedInvoice[] = [];
  for (const contract of contractRows) {
    const side: BillingSide = contract.kind === 'partner' ? 'payable' : 'receivable';
    const billable = byContract.get(contract.id) ?? [];
    const draft = planInvoice(contract as BillingContract, side, month, billable, historyOf(contract.id));
    if (!draft.lines.length) continue;
    const ppnOption = ppnOptionOn(contract.ppnRate, today);
    const totals = invoiceTotals(draft.lines, ppnOption);
    invoices.push({ contract, side, draft, records: billable, ppnOption, totals });
  }
  const awaitingSettlement = records.filter((record) => record.status === 'partiallyDelivered').length;
  return { month, invoices, awaitingSettlement };
}

/** How many waste records the invoices bill, each counted once whichever sides bill it. */
function distinctRecords(invoices: readonly PlannedInvoice[]): number {
  return new Set(invoices.flatMap((invoice) => invoice.records.map((record) => record.id))).size;
}

/** How many of the records a preview lists; the count says how many there are in all. */
const PREVIEW_RECORDS = 100;

export async function preview(db: Db, actor: Actor, month: string, now: Date) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const plan = await planRun(db, month, jakartaToday(now));
  const period = monthPeriod(month);
  const sum = (pick: (invoice: PlannedInvoice) => number) =>
    plan.invoices.reduce((total, invoice) => total + pick(invoice), 0);
  // One row per record and side: a record carried by a partner is on the customer's invoice and on
  // the partner's payable, and the row says which.
  const records = plan.invoices
    .flatMap((invoice) =>
      invoice.records.map((record) => ({
        ...record,
        side: invoice.side,
        // The customer's name on its invoice's row, the partner's on its payable's.
        billedCompany: invoice.side === 'payable' ? invoice.contract.companyName : record.companyName,
      })),
    )
    .sort((a, b) => a.registrationNumber.localeCompare(b.registrationNumber) || b.side.localeCompare(a.side));
  return {
    month,
    periodFrom: period.from,
    periodTo: addDays(period.to, -1),
    contracts: plan.invoices.length,
    invoices: plan.invoices.filter((invoice) => invoice.side === 'receivable').length,
    payables: plan.invoices.filter((invoice) => invoice.side === 'payable').length,
    subtotal: sum((invoice) => invoice.totals.subtotal),
    vatSen: sum((invoice) => invoice.totals.vatSen),
    grandTotal: sum((invoice) => invoice.totals.grandTotal),
    recordCount: distinctRecords(plan.invoices),
    rowCount: records.length,
    records: records.slice(0, PREVIEW_RECORDS).map((record) => ({
      id: record.id,
      side: record.side,
      registrationNumber: record.registrationNumber,
      company: record.billedCompany,
      deliveredOn: record.deliveredOn,
      quantity: record.quantity,
      unit: record.unit,
    })),
    awaitingSettlement: plan.awaitingSettlement,
  };
}

/** Titles are printed bilingual, Indonesian first. */
function title(side: BillingSide, month: string): string {
  return bilingual(`billing.titles.${side}`, (language) => ({ month: formatMonth(month, language) }));
}

/**
 * Writes one planned invoice, its lines and its claims together, answering its id; a claim taken
 * meanwhile (another attempt of the same run, a second run) skips it, answering null.
 */
async function writeInvoice(
  db: Db,
  planned: PlannedInvoice,
  run: queries.BillingRunRow,
  now: Date,
): Promise<string | null> {
  const today = jakartaToday(now);
  const month = monthPeriod(run.month);
  const billed = billedPeriod(planned.draft.lines, { from: month.from, to: addDays(month.to, -1) });
  try {
    return await db.transaction(async (tx) => {
      const number = await proformaNumber(tx, Number(today.slice(0, 4)));
      const { invoice, lines } = await queries.insertInvoice(
        tx,
        {
          direction: planned.side,
          proformaNumber: number,
          companyId: planned.contract.companyId,
          contractId: planned.contract.id,
          billingRunId: run.id,
          title: title(planned.side, run.month),
          invoiceDate: today,
          periodFrom: billed.from,
          periodTo: billed.to,
          paymentTerm: planned.contract.paymentTerm,
          ppnOption: planned.ppnOption,
          subtotal: planned.totals.subtotal,
          otherTaxBaseSen: planned.totals.otherTaxBaseSen,
          vatSen: planned.totals.vatSen,
          grandTotal: planned.totals.grandTotal,
          createdBy: run.startedBy,
          createdAt: now,
          updatedAt: now,
        },
        planned.totals.lines.map((line, position) => ({ ...line, position })),
      );
      await queries.insertClaims(
        tx,
        planned.draft.claims.map((claim) => ({
          invoiceId: invoice.id,
          contractId: planned.contract.id,
          lineId: claim.line === null ? null : (lines[claim.line]?.id ?? null),
          ...(claim.kind === 'record'
            ? { wasteRecordId: claim.wasteRecordId, quantity: claim.quantity }
            : { cycleFrom: claim.cycleFrom }),
        })),
      );
      await recordAudit(tx, {
        actorId: run.startedBy,
        entity: 'invoice',
        entityId: invoice.id,
        action: 'create',
        after: { proformaNumber: number, month: run.month, grandTotal: planned.totals.grandTotal },
      });
      return invoice.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Who started a run the monthly scheduler started: no account; its page says "the monthly scheduler". */
export const SCHEDULED_RUN = 'scheduler';

/** A run still "running" this long after it began was cut off (the server stopped). */
const STALE_AFTER_MS = 30 * 60_000;

export interface RunDeps {
  db: Db;
  clock: () => Date;
}

/**
 * Starts a run: its row, which the screen follows, and its work queued (`billingRunTask`). One runs at
 * a time: the index on running runs refuses a second.
 */
export async function start(deps: RunDeps & { tasks: TaskQueue }, actor: Actor, month: string) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const now = deps.clock();
  await queries.failStaleRuns(deps.db, new Date(now.getTime() - STALE_AFTER_MS), now);
  let run: queries.BillingRunRow;
  try {
    run = await queries.insertRun(deps.db, { month, startedBy: actor.id, startedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('billing.errors.runRunning', {}, 'RUN_RUNNING');
    throw error;
  }
  try {
    await deps.tasks.enqueue(billingRunTask, { runId: run.id });
  } catch (error) {
    await failRun(deps, run.id, error instanceof Error ? error.message : 'unknown');
    throw error;
  }
  return run;
}

/** Progress is written every this many contracts, so the bar moves without a write per invoice. */
const PROGRESS_EVERY = 20;

/**
 * Plans and writes a started run to its end, noting its progress and outcome on its row. Safe to run
 * again (the queue runs a task at least once): a run that has ended is left as it is, and one cut off
 * resumes, since what it wrote is claimed and planned no more; its counts include what it wrote before.
 * An error is thrown on, for the queue to try again; `failRun` ends it once the tries are spent.
 */
export async function completeRun(deps: RunDeps, { id }: { id: string }): Promise<void> {
  const { db } = deps;
  const run = (await queries.findRun(db, id))?.run;
  if (run?.status !== 'running') return;
  const before = await queries.invoicesOfRun(db, run.id);
  const plan = await planRun(db, run.month, jakartaToday(deps.clock()));
  const contractsTotal = before.length + plan.invoices.length;
  await queries.updateRun(db, run.id, { contractsTotal, contractsDone: before.length });
  const written = new Map<string, PlannedInvoice>();
  for (const [index, planned] of plan.invoices.entries()) {
    const invoiceId = await writeInvoice(db, planned, run, deps.clock());
    if (invoiceId) written.set(invoiceId, planned);
    if ((index + 1) % PROGRESS_EVERY === 0)
      await queries.updateRun(db, run.id, { contractsDone: before.length + index + 1 });
  }
  // What earlier attempts (or a concurrent one) wrote, read back; this attempt's as planned.
  const others = (await queries.invoicesOfRun(db, run.id)).filter((invoice) => !written.has(invoice.id));
  const made = [
    ...others.map((invoice) => ({ side: invoice.direction, grandTotal: invoice.grandTotal })),
    ...[...written.values()].map((invoice) => ({
      side: invoice.side,
      grandTotal: invoice.totals.grandTotal,
    })),
  ];
  const records = new Set([
    ...(await queries.recordsClaimedBy(
      db,
      others.map((invoice) => invoice.id),
    )),
    ...[...written.values()].flatMap((invoice) => invoice.records.map((record) => record.id)),
  ]);
  await queries.updateRun(db, run.id, {
    status: 'done',
    contractsDone: contractsTotal,
    invoicesMade: made.filter((invoice) => invoice.side === 'receivable').length,
    payablesMade: made.filter((invoice) => invoice.side === 'payable').length,
    recordsBilled: records.size,
    amountTotal: made.reduce((total, invoice) => total + invoice.grandTotal, 0),
    finishedAt: deps.clock(),
  });
}

/** Ends a run that could not be completed, with the error its page shows; a run already ended stays. */
export async function failRun(deps: RunDeps, id: string, error: string): Promise<void> {
  await queries.failRun(deps.db, id, error.slice(0, 500), deps.clock());
}

/** A run's work on the job queue (`start` queues it): retried twice, then its run ends failed. */
export const billingRunTask: BackgroundTask<{ runId: string }> = {
  code: 'billingRun',
  retryLimit: 2,
  run: (deps, { runId }) => completeRun(deps, { id: runId }),
  failed: (deps, { runId }, error) => failRun(deps, runId, error),
};

const runNotFound = () => new NotFound('billing.errors.runNotFound', 'RUN_NOT_FOUND');

/** A run as the screen follows it, with the sentence that says what it made: the preview's words. */
function runAnswer(row: { run: queries.BillingRunRow; startedBy: string | null }, language: Language) {
  const { run: record } = row;
  const month = formatMonth(record.month, language);
  const message =
    record.status === 'failed'
      ? translate(language, 'billing.messages.runFailed', { error: record.error ?? '' })
      : record.status === 'running'
        ? translate(language, 'billing.messages.runStarted')
        : record.invoicesMade + record.payablesMade === 0
          ? translate(language, 'billing.messages.runNothing', { month })
          : translate(language, 'billing.messages.runDone', {
              month,
              invoices: translateCount(language, 'billing.messages.runInvoices', record.invoicesMade),
              payables: translateCount(language, 'billing.messages.runPayables', record.payablesMade),
              records: translateCount(language, 'billing.messages.runRecords', record.recordsBilled),
            });
  // A run the scheduler started has no account behind it.
  const scheduled = record.startedBy === SCHEDULED_RUN ? translate(language, 'billing.run.scheduler') : null;
  return { ...record, startedBy: row.startedBy ?? scheduled, message };
}

/** A run started just now, as its starter follows it. */
export async function startedAnswer(db: Db, started: queries.BillingRunRow, language: Language) {
  const row = await queries.findRun(db, started.id);
  return runAnswer(row ?? { run: started, startedBy: null }, language);
}

export async function find(db: Db, actor: Actor, id: string, language: Language) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const row = await queries.findRun(db, id);
  if (!row) throw runNotFound();
  return runAnswer(row, language);
}

export async function latest(db: Db, actor: Actor, language: Language) {
  if (!canManageBilling(actor)) throw new Forbidden();
  const rows = await queries.latestRuns(db, 10);
  return { items: rows.map((row) => runAnswer(row, language)) };
}
